// The journeys' budgets (issue 36) and their table: every figure with its budget, PASS or FAIL
// on the median of the runs.
import { spread } from './bench-stats.mjs';
import { STEPS } from './bench-journeys.mjs';

const ms = (v) => `${Math.round(v)} ms`;
const s = (v) => `${(v / 1000).toFixed(2)} s`;
const cls = (v) => v.toFixed(3);
const METRICS = {
  nextScreen: { label: 'next screen', format: s },
  lcp: { label: 'LCP', format: s },
  tbt: { label: 'TBT', format: ms },
  inp: { label: 'INP', format: ms },
  cls: { label: 'CLS', format: cls },
};

/**
 * The budget of each step's figures; a figure without one is reported for what it shows. A
 * signed-out visitor on a guarded page sees the login form within 2.5 s, TBT at most 200 ms;
 * sign-in to the first book within 4 s; a returning buyer's page LCP at most 2.0 s, TBT at most
 * 300 ms; every tap INP at most 200 ms and its next screen within 1 s; CLS at most 0.05 throughout.
 */
function budgetsOf(step) {
  const budgets = { cls: 0.05 };
  if (step.returning) Object.assign(budgets, { lcp: 2000, tbt: 300 });
  if (step.kind === 'tap') Object.assign(budgets, { inp: 200, nextScreen: 1000 });
  if (step.key === 'guarded') Object.assign(budgets, { nextScreen: 2500, tbt: 200 });
  if (step.key === 'signIn') budgets.nextScreen = 4000;
  return budgets;
}

const metricsOf = (step) => (step.kind === 'tap' ? ['nextScreen', 'inp', 'tbt', 'cls'] : ['lcp', 'tbt', 'cls']);

/**
 * The rows of the journeys' table. `runs` maps a language to its runs, each run the figures of
 * every step by key. Returns rows of { language, step, metric, value (median, min, max), budget, ok }.
 */
export function journeyRows(runs) {
  const rows = [];
  for (const [language, languageRuns] of runs)
    for (const step of STEPS) {
      const stepRuns = languageRuns.map((r) => r[step.key]).filter(Boolean);
      if (!stepRuns.length) continue;
      const budgets = budgetsOf(step);
      for (const metric of metricsOf(step)) {
        const value = spread(stepRuns.map((r) => r[metric]));
        const budget = budgets[metric];
        const ok = budget === undefined || value === undefined ? undefined : value.median <= budget;
        rows.push({ language, step, metric, value, budget, ok });
      }
    }
  return rows;
}

const figure = (metric, value) => {
  if (!value) return 'not measured';
  const { format } = METRICS[metric];
  return value.n > 1 ? `${format(value.median)} (${format(value.min)}–${format(value.max)})` : format(value.median);
};
const budgetText = (metric, budget) => (budget === undefined ? '—' : `≤ ${METRICS[metric].format(budget)}`);
const verdict = (ok) => (ok === undefined ? '' : ok ? 'PASS' : 'FAIL');

/** The journeys' table for the console: one row per figure. */
export function printJourneys(rows) {
  const head = ['lang', 'step', 'metric', 'median (min–max)', 'budget', ''];
  const cells = rows.map((r) => [
    r.language,
    r.step.name,
    METRICS[r.metric].label,
    figure(r.metric, r.value),
    budgetText(r.metric, r.budget),
    verdict(r.ok),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((text, i) => (i === 3 ? text.padStart(widths[i]) : text.padEnd(widths[i]))).join('  ');
  console.log([line(head), ...cells.map(line)].join('\n'));
}

/** The same figures as a markdown table for the README: a column per language. */
export function journeysMarkdown(rows) {
  const languages = [...new Set(rows.map((r) => r.language))];
  const keyed = new Map();
  for (const r of rows) {
    const key = `${r.step.key}/${r.metric}`;
    if (!keyed.has(key)) keyed.set(key, { step: r.step, metric: r.metric, budget: r.budget, by: {} });
    keyed.get(key).by[r.language] = r;
  }
  const md = (c) => `| ${c.join(' | ')} |`;
  const head = ['step', 'figure', 'budget', ...languages];
  return [
    md(head),
    md(head.map(() => '---')),
    ...[...keyed.values()].map((k) =>
      md([
        k.step.name,
        METRICS[k.metric].label,
        budgetText(k.metric, k.budget),
        ...languages.map((l) => {
          const r = k.by[l];
          if (!r) return '';
          return `${figure(k.metric, r.value)}${r.ok === undefined ? '' : r.ok ? ' ✓' : ' ✗'}`;
        }),
      ]),
    ),
  ].join('\n');
}
