import { describe, expect, it } from 'vitest';
import { compareBuilds, comparisonMarkdown } from './lib/bench-ab.mjs';

const run = (round, build, ms) => ({ round, build, figures: { 'tap-book ms': ms } });

describe('comparing two builds measured in turns', () => {
  it('gives each round its medians and the difference, and says whether every round saves', () => {
    const runs = [
      run(1, 'a', 900),
      run(1, 'a', 1100),
      run(1, 'b', 800),
      run(1, 'b', 820),
      run(2, 'b', 700),
      run(2, 'a', 760),
    ];
    const [row] = compareBuilds(runs, ['a', 'b']);
    expect(row.perRound).toEqual([
      { round: 1, a: 1000, b: 810, difference: -190 },
      { round: 2, a: 760, b: 700, difference: -60 },
    ]);
    expect(row.sameSign).toBe(true);
    expect(row.a).toEqual({ median: 900, min: 760, max: 1100, n: 3 });
  });

  it('does not call a saving that changes sign between rounds a saving', () => {
    const runs = [run(1, 'a', 500), run(1, 'b', 450), run(2, 'b', 520), run(2, 'a', 480)];
    const [row] = compareBuilds(runs, ['a', 'b']);
    expect(row.perRound.map((r) => r.difference)).toEqual([-50, 40]);
    expect(row.sameSign).toBe(false);
    expect(comparisonMarkdown([row], ['a', 'b'])).toContain(
      '| tap-book ms | 490 (480–500, 2 runs) | 485 (450–520, 2 runs) | −50, +40 | no |',
    );
  });

  it('leaves out a run that could not measure a figure', () => {
    const runs = [run(1, 'a', 500), { round: 1, build: 'b', figures: {} }, run(1, 'b', 400)];
    const [row] = compareBuilds(runs, ['a', 'b']);
    expect(row.b).toEqual({ median: 400, min: 400, max: 400, n: 1 });
    expect(row.sameSign).toBe(false);
  });
});
