// A public page's first visit, as `npm run bench:web` measures it and `npm run bench:ab` compares
// it: Lighthouse's navigation with its mobile settings and simulated slow 4G, the CPU slowed by
// `slowdown`, in a browser with an empty profile. Lighthouse loads only when a bench asks for it.
const { default: lighthouse } = await import('lighthouse');

/** Lighthouse's result (`lhr`, and the JSON `report`) of one first visit to `url` in `browser`. */
export async function firstVisit(browser, url, slowdown, categories = ['performance']) {
  const page = await browser.newPage();
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: categories, throttling: { cpuSlowdownMultiplier: slowdown } },
    undefined,
    page,
  );
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result;
}
