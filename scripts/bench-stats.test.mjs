import { describe, expect, it } from 'vitest';
import { blockingToInteractive } from './lib/bench-stats.mjs';

const report = (interactive, tasks) => ({
  audits: {
    ...(interactive === undefined ? {} : { interactive: { numericValue: interactive } }),
    'long-tasks': { details: { items: tasks.map(([startTime, duration]) => ({ startTime, duration })) } },
  },
});

describe('blocking from the navigation to TTI', () => {
  it('counts every long task that starts before TTI, before the first paint too, beyond 50 ms each', () => {
    // 120 (before any paint) + 80 + 0, and the task after TTI left out.
    expect(
      blockingToInteractive(
        report(3000, [
          [100, 170],
          [1500, 130],
          [2900, 50],
          [3000, 400],
        ]),
      ),
    ).toBe(200);
  });

  it('is undefined for a report with no TTI or no long tasks audit (a timespan)', () => {
    expect(blockingToInteractive(report(undefined, [[100, 170]]))).toBeUndefined();
    expect(blockingToInteractive({ audits: { interactive: { numericValue: 1 } } })).toBeUndefined();
  });

  it('is 0 for a page with no long task', () => {
    expect(blockingToInteractive(report(2000, []))).toBe(0);
  });
});
