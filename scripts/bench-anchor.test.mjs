import { describe, expect, it } from 'vitest';
import { anchorReport, anchorRows, bookPageLines, orderNowLines, signInLines } from './lib/bench-anchor.mjs';

const anchorRuns = [
  { lcp: 4000, fcp: 2100, tbt: 474, blocking: 700, cls: 0, lcpElement: '<h6 class="MuiTypography-root">' },
  { problem: 'NO_FCP' },
  { lcp: 3000, fcp: 1900, tbt: 300, blocking: 500, cls: 0.01, lcpElement: '<h6 class="MuiTypography-root">' },
  { lcp: 5000, fcp: 2500, tbt: 600, blocking: 900, cls: 0, lcpElement: '<h1 class="a|b">' },
];
const category = (lcp, tbt) => ({ category: { lcp, fcp: 900, tbt, cls: 0 }, home: { lcp: 1 } });
const journeys = new Map([
  ['en', [category(9900, 3700), {}, category(8000, 3000)]],
  ['bn', []],
]);

describe("the anchor beside Reshelf's returning category", () => {
  it('has a row for the anchor, from its measured runs, and one per language that measured the category', () => {
    const rows = anchorRows(anchorRuns, journeys);
    expect(rows.map((r) => [r.page, r.runs])).toEqual([
      ['anchor', 3],
      ["Reshelf's returning category (/categories/horror), en", 2],
    ]);
    expect(rows[0].figures).toEqual([
      ['LCP', '4.00 s (3.00 s–5.00 s)'],
      ['FCP', '2.10 s (1.90 s–2.50 s)'],
      ['TBT', '474 ms (300 ms–600 ms)'],
      ['blocking to TTI', '700 ms (500 ms–900 ms)'],
      ['CLS', '0.000 (0.000–0.010)'],
    ]);
    expect(rows[0].lcpElements).toEqual(['<h6 class="MuiTypography-root">', '<h1 class="a|b">']);
    expect(rows[1].figures[0]).toEqual(['LCP', '8.95 s (8.00 s–9.90 s)']);
    expect(rows[1].lcpElements).toEqual([]);
  });

  it('says where it comes from and that it is no budget; lists failed runs; escapes the markdown', () => {
    const rows = anchorRows(anchorRuns, journeys);
    const { lines, markdown } = anchorReport(rows, anchorRuns, { label: '../shared/perf-anchor', slowdown: 8 });
    expect(lines[0]).toMatch(/^The same job on the bare stack \(\.\.\/shared\/perf-anchor\): returning visit/);
    expect(lines[0]).toContain('8.00x CPU');
    expect(lines[0]).toContain('not budgets');
    expect(lines[0]).toContain('"Blocking to TTI" is TBT counted from the navigation');
    expect(lines).toContain('anchor run 2 failed: NO_FCP');
    expect(lines[2]).toBe(
      '  anchor (3 runs): LCP 4.00 s (3.00 s–5.00 s), FCP 2.10 s (1.90 s–2.50 s), TBT 474 ms (300 ms–600 ms), blocking to TTI 700 ms (500 ms–900 ms), CLS 0.000 (0.000–0.010); LCP element: <h6 class="MuiTypography-root"> / <h1 class="a|b">',
    );
    expect(markdown).toContain(
      '| anchor | 3 | 4.00 s (3.00 s–5.00 s) | 2.10 s (1.90 s–2.50 s) | 474 ms (300 ms–600 ms) | 700 ms (500 ms–900 ms) | 0.000 (0.000–0.010) | `<h6 class="MuiTypography-root">` / `<h1 class="a\\|b">` |',
    );
  });

  it("says when Reshelf's category was not measured, and shows the anchor's figures as not measured when every run failed", () => {
    const failed = [{ problem: 'timeout' }];
    const rows = anchorRows(failed, new Map([['en', []]]));
    const { lines } = anchorReport(rows, failed, { label: 'x', slowdown: 4 });
    expect(rows[0].figures[0]).toEqual(['LCP', 'not measured']);
    expect(lines).toContain("Reshelf's returning category: not measured (BENCH_PAGES has no buyer).");
    expect(lines).toContain('anchor run 1 failed: timeout');
  });
});

describe("the anchor's sign-in beside Reshelf's", () => {
  it("gives the anchor's measured runs and each language's sign-in to the first book, medians with their range", () => {
    const runs = [{ signInMs: 3800 }, { problem: 'timeout' }, { signInMs: 3600 }, { signInMs: 4100 }];
    const signedIn = (nextScreen) => ({ signIn: { nextScreen } });
    const lines = signInLines(
      runs,
      new Map([
        ['en', [signedIn(6400), {}, signedIn(6000)]],
        ['bn', []],
      ]),
    );
    expect(lines).toEqual([
      'Signing in, the same throttling (reference, not budgets):',
      '',
      '  anchor, its sign-in request → its books (3 runs): 3.80 s (3.60 s–4.10 s)',
      '  Reshelf, en, Sign in → first book: 6.20 s (6.00 s–6.40 s)',
    ]);
  });

  it('says not measured when no anchor run timed its sign-in', () => {
    expect(signInLines([{ problem: 'timeout' }], new Map())[2]).toBe(
      '  anchor, its sign-in request → its books (0 runs): not measured',
    );
  });
});

describe("the anchor's Order now beside Reshelf's", () => {
  it("gives the anchor's timed presses and each language's tap to the dialog, medians with their range", () => {
    const runs = [{ orderNowMs: 800 }, { orderNowProblem: 'timeout' }, { problem: 'NO_FCP', orderNowMs: 700 }];
    const ordered = (nextScreen) => ({ orderNow: { nextScreen } });
    expect(
      orderNowLines(
        runs,
        new Map([
          ['en', [ordered(1100), ordered(1000), {}]],
          ['bn', [ordered(1200)]],
        ]),
      ),
    ).toEqual([
      'Order now, the same throttling (reference, not budgets):',
      '',
      '  anchor, Order now → its dialog (2 runs): 0.75 s (0.70 s–0.80 s)',
      '  Reshelf, en, Tap Order now → the dialog: 1.05 s (1.00 s–1.10 s)',
      '  Reshelf, bn, Tap Order now → the dialog: 1.20 s',
    ]);
  });
});

describe("the book-page anchor beside Reshelf's returning book page", () => {
  it("gives the anchor's measured visits and each language's book page LCP, not its next screen", () => {
    const runs = [{ bookLcp: 2100 }, { bookProblem: 'timeout' }, { problem: 'NO_FCP', bookLcp: 1900 }, {}];
    const book = (lcp) => ({ book: { lcp, nextScreen: 1 }, category: { lcp: 1 } });
    expect(
      bookPageLines(
        runs,
        new Map([
          ['en', [book(5400), book(5100), {}]],
          ['bn', [book(4300)]],
        ]),
      ),
    ).toEqual([
      "A returning buyer's book page, the same throttling (reference, not budgets):",
      '',
      '  anchor, its LCP (2 runs): 2.00 s (1.90 s–2.10 s)',
      "  Reshelf, en, Returning: a book's page, LCP: 5.25 s (5.10 s–5.40 s)",
      "  Reshelf, bn, Returning: a book's page, LCP: 4.30 s",
    ]);
  });
});
