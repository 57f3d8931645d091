import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'best-practice'];
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

export interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  /** The first few offending elements, with axe's reason for the first. */
  targets: string[];
  detail: string | undefined;
}

/**
 * Runs axe-core on the page as it is now and returns its serious and critical violations.
 * axe is evaluated rather than added as a <script>: the app's CSP (script-src 'self') would
 * block an inline script, and the journeys keep that CSP on.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Once per document: an in-app move keeps the window, and axe with it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate((tags) => {
    // Decorative copies (aria-hidden) scrolled past a clipped edge, like the marquee's, have no
    // background under them for axe to sample; freeze the motion and audit what is on screen. A
    // transition runs to its end instead: frozen half way (a button that has just become enabled
    // fading to its colour) its colours are neither the old ones nor the new.
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
      else animation.pause();
    }
    const width = document.documentElement.clientWidth;
    for (const el of Array.from(document.querySelectorAll('[aria-hidden="true"] *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.left < 0 || box.right > width)) el.setAttribute('data-axe-offscreen', '');
    }
    const { axe } = window as unknown as {
      axe: { run: (context: object, options: object) => Promise<AxeResults> };
    };
    return axe.run(
      { exclude: [['[data-axe-offscreen]']] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
    );
  }, TAGS);
  return results.violations
    .filter((v) => v.impact && BLOCKING.includes(v.impact))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      detail: v.nodes[0]?.failureSummary,
    }));
}
