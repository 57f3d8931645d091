// The bench's arithmetic: medians of runs, with their range.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median, min and max of the runs' values; a run that could not measure the figure is left out. */
export function spread(values) {
  const measured = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (!measured.length) return undefined;
  return { median: median(measured), min: Math.min(...measured), max: Math.max(...measured), n: measured.length };
}

/** Lighthouse's long task: a main-thread task of 50 ms or more; what it blocks is its time beyond that. */
const LONG_TASK_MS = 50;

/**
 * A navigation's blocking from its start to TTI, from its Lighthouse report: each long task's time
 * beyond 50 ms, for the tasks that start before the page is interactive. TBT counts the same tasks
 * from the first paint only, so a page that paints late (the anchor, with no service worker, waits
 * for its scripts) hides its start-up from TBT, and a prerendered one shows all of it. Lighthouse
 * lists the 20 longest tasks. Undefined for a report without TTI (a timespan).
 */
export function blockingToInteractive(lhr) {
  const interactive = lhr.audits.interactive?.numericValue;
  const tasks = lhr.audits['long-tasks']?.details?.items;
  if (interactive === undefined || !tasks) return undefined;
  return tasks
    .filter((task) => task.startTime < interactive)
    .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
}
