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
