// What npm test prints at its end: where the time went (each phase, each suite, the slowest files),
// which files failed and why, and the one summary line that counts every suite together.

const phases = [];

/** Runs `work`, keeping how long it took under `name` for the summary. */
export async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    phases.push({ name, ms: Date.now() - started });
  }
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy(list, key) {
  const groups = new Map();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/**
 * Counts every test of `runs` (Vitest runs with the reports of scripts/lib/test-report.mjs) and of
 * deploy:check, with a line for each failed file.
 */
function countRuns(runs, deploy) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  for (const { name, status, report } of runs) {
    let failedHere = 0;
    for (const f of report?.files ?? []) {
      counts.passed += f.tests.passed;
      counts.failed += f.tests.failed;
      counts.skipped += f.tests.skipped;
      failedHere += f.tests.failed;
      if (f.tests.failed) failures.push(`${f.file}: ${f.tests.failed} failed`);
      // A file that could not load, or whose hooks threw, counts as one failure of its own.
      if (f.errors.length && !f.tests.failed) {
        counts.failed += 1;
        failedHere += 1;
        failures.push(`${f.file}: ${f.errors[0]}`);
      }
    }
    // An error thrown after a test, or after its file, fails that file once, by name.
    const byFile = groupBy(report?.unhandled ?? [], (e) => e.file ?? `(${name}: no file known)`);
    for (const [file, errors] of byFile) {
      counts.failed += 1;
      failedHere += 1;
      failures.push(`${file}: ${errors.length} unhandled error(s) after its tests, first: ${errors[0].message}`);
    }
    // A run that failed without a failed test (emulators that did not start) still counts as one.
    if (status !== 0 && failedHere === 0) {
      counts.failed += 1;
      failures.push(`${name}: exited ${status} with no failed test${report ? '' : ' and no report'}`);
    }
  }
  for (const r of deploy) {
    if (r.problems.length) {
      counts.failed += 1;
      failures.push(`deploy:check: ${r.name}`);
    } else counts.passed += 1;
  }
  return { counts, failures };
}

/** Prints the timings, the failures and, last, `N passed, N failed`; returns the counts. */
export function summarize(runs, deploy) {
  const { counts, failures } = countRuns(runs, deploy);
  const files = runs.flatMap((r) => r.report?.files ?? []);
  const lines = ['', 'Where the time went:'];
  for (const p of phases) lines.push(`${seconds(p.ms)}  ${p.name}`);
  const suites = groupBy(files, (f) => f.project);
  lines.push('', 'Suites (wall time from the first file start to the last file end; files):');
  for (const [project, list] of suites) {
    const span = Math.max(...list.map((f) => f.end)) - Math.min(...list.map((f) => f.start));
    lines.push(`${seconds(span)}  ${project} (${list.length})`);
  }
  lines.push('', 'Slowest ten files:');
  for (const f of [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10))
    lines.push(`${seconds(f.end - f.start)}  ${f.file}`);
  if (failures.length) lines.push('', 'Failed:', ...failures.map((f) => `  ${f}`));
  const { passed, failed, skipped } = counts;
  lines.push('', `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  console.log(lines.join('\n'));
  return counts;
}
