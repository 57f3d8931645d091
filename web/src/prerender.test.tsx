// @vitest-environment node
// As at build: Emotion collects the critical styles only outside a browser.
import type { ReactElement } from 'react';
import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';
import { App } from './app/App';
import { LogoutButton } from './app/layouts/LogoutButton';
import { CategoryBookCard } from './features/books/CategoryBookCard';
import { ShelfControls } from './features/books/ShelfControls';
import { prerender, PRERENDERED_PAGES } from './prerender';

const PRERENDERED = PRERENDERED_PAGES.map((page) => `http://localhost${page.path}`);

it('prerenders Home with its critical styles, and the Firebase islands as their placeholders', async () => {
  const { html, styles } = await prerender('http://localhost/');
  // The class rules of the page's components, keyed as the browser's Emotion cache adopts them.
  expect(styles).toMatch(/<style data-emotion="css [^"]+">\.css-/);
  expect(html).toMatch(/<h1[^>]*>Give every book another reader<\/h1>/);
  expect(html).toContain('aria-label="Loading special offers"');
  expect(html).not.toContain('aria-label="Special offers"');
  // The signed-out links stand until the session is known in the browser.
  expect(html).toMatch(/href="\/login"[^>]*>Login</);
});

it("prerenders a category page's frame: heading placeholder, introduction, and the books as a spinner", async () => {
  const { html } = await prerender('http://localhost/categories/_');
  expect(html).toMatch(/<h1[^>]*>.*Loading the category.*<\/h1>/);
  expect(html).toContain('Every book on this shelf is available right now.');
  expect(html).toContain('aria-label="Loading the books"');
  // Nothing behind the login check is in the file every visitor gets.
  expect(html).not.toContain('<article');
});

it('lists the style layers of composed components (Button over ButtonBase), so the browser does not insert them again', async () => {
  const { html, styles } = await prerender('http://localhost/');
  const layers = styles.match(/<style data-emotion="css ([^"]+)"><\/style>/)?.[1]?.split(' ') ?? [];
  expect(layers.length).toBeGreaterThan(0);
  // A layer's own class never reaches the markup: the merged class does.
  for (const id of layers) expect(html).not.toContain(`css-${id}`);
});

/** Emotion's class tokens in the markup of `element` rendered in the app's providers. */
function emotionClasses(element: ReactElement) {
  const html = renderToString(<App>{element}</App>);
  return [
    ...new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) =>
        // css-0 is the class of an element with no styles of its own.
        names!.split(' ').filter((n) => n.startsWith('css-') && n !== 'css-0'),
      ),
    ),
  ];
}

it("carries the styles of the parts only the browser renders, such as a category's book cards", async () => {
  const { styles } = await prerender('http://localhost/categories/_');
  // In a router: the card's title links to the book page.
  const card = emotionClasses(
    <MemoryRouter>
      <CategoryBookCard
        book={{
          _id: 'b1',
          name: 'Dracula',
          author: 'Bram Stoker',
          picture: '/images/books/dracula.svg',
          location: 'Dhaka',
          originalPrice: 900,
          resalePrice: 300,
          postedDate: '2022-12-01T00:00:00.000Z',
          sellerName: 'Sam',
          useOnly: '2 years',
          sellerVerified: true,
          condition: 'Excellent',
        }}
        onOrder={() => {}}
      />
    </MemoryRouter>,
  );
  // The card's own rule, its cover, prices, facts, seller and Order now.
  expect(card.length).toBeGreaterThanOrEqual(6);
  for (const name of card) expect(styles).toContain(`.${name}{`);
  for (const name of emotionClasses(<ShelfControls view={{ sort: 'newest' }} onChange={() => {}} />))
    expect(styles).toContain(`.${name}{`);
});

it("carries the signed-in app bar's Logout on every prerendered page", async () => {
  const logout = emotionClasses(<LogoutButton busy={false} onClick={() => {}} />);
  expect(logout.length).toBeGreaterThan(0);
  for (const url of PRERENDERED) {
    const { styles } = await prerender(url);
    for (const name of logout) expect(styles).toContain(`.${name}{`);
  }
});

it('keeps the navbar, the page and the footer apart for React to hydrate a few milliseconds at a time', async () => {
  // A Suspense boundary's markup (<!--$-->): React hydrates each one after the rest, in slices it
  // yields between, instead of the whole page in one long task (docs/performance.md).
  for (const url of PRERENDERED) {
    const { html } = await prerender(url);
    expect(html).toMatch(/<!--\$--><header[^]*<\/header><!--\/\$--><main[^>]*><!--\$-->[^]*<!--\/\$--><\/main>/);
    expect(html).toMatch(/<!--\$--><footer[^]*<\/footer><!--\/\$-->/);
  }
});

it('carries the keyboard focus ring as CSS, so it shows before the script marks focus', async () => {
  const { styles } = await prerender('http://localhost/');
  expect(styles).toMatch(/:is\(\.MuiButtonBase-root, \.MuiLink-root, a\):focus-visible\{outline:2px solid #1b4d3e;/);
});

it('gives each prerendered page its own title and description', async () => {
  expect((await prerender('http://localhost/')).meta).toEqual(en.pages.home);
  expect((await prerender('http://localhost/blog')).meta).toEqual(en.pages.blog);
  expect((await prerender('http://localhost/login')).meta).toEqual(en.pages.login);
  expect((await prerender('http://localhost/signUp')).meta).toEqual(en.pages.signUp);
  expect((await prerender('http://localhost/categories/_')).meta).toEqual(en.pages.category);
  expect((await prerender('http://localhost/nope')).meta).toEqual(en.pages.notFound);
});

it('writes each page in Bangla too: its words, digits, title and description', async () => {
  for (const page of PRERENDERED_PAGES.filter((p) => !('everyLanguage' in p))) {
    const { html, meta } = await prerender(`http://localhost${page.path}`, 'bn');
    expect(html).not.toContain(en.app.language.label);
    expect(html).toContain(`aria-label="${bn.app.language.label}"`);
    expect(Object.values(bn.pages)).toContainEqual(meta);
  }
  const { html, meta } = await prerender('http://localhost/', 'bn');
  expect(meta).toEqual(bn.pages.home);
  // The spec's stat tiles, in Bangla digits.
  expect(html).toMatch(/[০-৯]/);
  // And back in English for the next page.
  expect((await prerender('http://localhost/')).meta).toEqual(en.pages.home);
});

it('prerenders the promises strip standing still, and holds the marquee still by CSS for reduced motion', async () => {
  const { html, styles } = await prerender('http://localhost/');
  expect(html).toContain('aria-label="Our promises"');
  expect(html).not.toContain('rfm-marquee');
  expect(styles).toMatch(
    /@media \(prefers-reduced-motion: reduce\)\{\.css-[\w-]+ \.rfm-marquee\{[^}]*\banimation:none;\}\}/,
  );
});

it('prerenders each search box as a form that searches without JavaScript', async () => {
  for (const url of PRERENDERED) {
    const { html } = await prerender(url);
    const forms = [...html.matchAll(/<form([^>]*)>(.*?)<\/form>/g)].filter(([, attributes]) =>
      attributes!.includes('role="search"'),
    );
    expect(forms.length).toBeGreaterThan(0);
    for (const [, attributes, body] of forms) {
      expect(attributes).toContain('action="/search"');
      expect(attributes).toContain('method="get"');
      expect(body).toMatch(/<input[^>]*name="q"/);
    }
  }
});

it('prerenders the blog, and the login and sign-up forms, neither able to put the password in the address', async () => {
  expect((await prerender('http://localhost/blog')).html).toMatch(/<h1[^>]*>Questions and answers<\/h1>/);
  for (const [path, name] of [
    ['/login', 'Log in'],
    ['/signUp', 'Sign up'],
  ] as const) {
    const { html } = await prerender(`http://localhost${path}`);
    const [, attributes, form] = html.match(new RegExp(`<form([^>]*aria-label="${name}"[^>]*)>(.*?)</form>`)) ?? [];
    expect(form).toMatch(/<input[^>]*type="password"/);
    // Google's popup needs the press itself: its button waits for the script.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Continue with Google/);
    if (path === '/login') {
      // Log in pressed before the script is pressed again once it runs (page-boot); without any
      // script, the form is posted, not sent in the address.
      expect(attributes).toContain('method="post"');
      expect(attributes).not.toContain('action=');
      expect(form).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    } else {
      // The account type is chosen once the form is hydrated: Sign up waits for it too.
      expect(form).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    }
  }
});

it('links each sign-in page to the other by name', async () => {
  for (const [path, to, name] of [
    ['/login', '/signUp', 'Sign up'],
    ['/signUp', '/login', 'Log in'],
  ] as const) {
    const { html } = await prerender(`http://localhost${path}`);
    expect(html).toMatch(new RegExp(`<a[^>]*href="${to}"[^>]*>${name}</a>`));
  }
});
