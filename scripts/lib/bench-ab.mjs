// The arithmetic of `npm run bench:ab` (scripts/bench-ab.mjs): two builds measured in turns, round
// by round. A piece stays in docs/performance.md's keep-or-remove table only where its saving is
// larger than the runs' spread and keeps its sign from round to round; this says both.
import { spread } from './bench-stats.mjs';

/**
 * `runs`: `{ round, build, figures }` in the order measured, `figures` a figure's name → value
 * (a run that could not measure a figure leaves it out). Returns per figure each round's medians of
 * the two builds, `b − a` per round, each build's median over all rounds with its range, and whether
 * every round's difference goes the same way.
 */
export function compareBuilds(runs, [a, b]) {
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.figures)))];
  const rounds = [...new Set(runs.map((r) => r.round))].sort((x, y) => x - y);
  const values = (build, name, round) =>
    runs.filter((r) => r.build === build && (round === undefined || r.round === round)).map((r) => r.figures[name]);
  return names.map((name) => {
    const perRound = rounds.map((round) => {
      const [ma, mb] = [a, b].map((build) => spread(values(build, name, round))?.median);
      return { round, a: ma, b: mb, difference: ma === undefined || mb === undefined ? undefined : mb - ma };
    });
    const differences = perRound.map((r) => r.difference).filter((d) => d !== undefined);
    const signs = new Set(differences.map(Math.sign));
    return {
      name,
      a: spread(values(a, name)),
      b: spread(values(b, name)),
      perRound,
      // Every round's difference the same way (and none zero): what a real saving shows.
      sameSign: differences.length > 1 && signs.size === 1 && !signs.has(0),
    };
  });
}

const number = (v) => (v === undefined ? '–' : Math.round(v).toLocaleString('en-US'));
const range = (s) => (s ? `${number(s.median)} (${number(s.min)}–${number(s.max)}, ${s.n} runs)` : '–');
const signed = (v) => (v === undefined ? '–' : `${v > 0 ? '+' : v < 0 ? '−' : ''}${number(Math.abs(v))}`);

/** The comparison as a markdown table, one row per figure. */
export function comparisonMarkdown(rows, [a, b]) {
  const lines = [
    `| figure | ${a} | ${b} | ${b} − ${a}, by round | same way every round |`,
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.name} | ${range(row.a)} | ${range(row.b)} | ${row.perRound.map((r) => signed(r.difference)).join(', ')} | ${row.sameSign ? 'yes' : 'no'} |`,
    );
  return lines.join('\n');
}
