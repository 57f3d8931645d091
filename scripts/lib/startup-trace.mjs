// Where a page's start-up time goes: a Chromium trace and a CPU profile of one return at full
// speed (no throttling), read into a breakdown of the main thread's work: script compile and
// evaluation, style and layout, IndexedDB, garbage collection, and JavaScript per package and per
// module (through the build's source maps, which the web benchmark's build writes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { median } from './bench-stats.mjs';
import { ownerOf } from './initial-js.mjs';

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute'];

// Trace events by what the work is; an event's own time (less its children's) goes to its kind.
const KIND_OF_EVENT = [
  [
    /^(v8\.compile|v8\.parseOnBackground|V8\.CompileCode|v8\.evaluateModule|EvaluateScript|v8\.newInstance)/,
    'scripts: compile and evaluate',
  ],
  [/^v8\.produce(Module)?Cache|^v8\.produceCache/, 'scripts: code cache'],
  [/^(UpdateLayoutTree|ScheduleStyleRecalculation|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout)$/, 'style'],
  [
    /^(Layout|PrePaint|Paint|Layerize|Commit|UpdateLayer|CompositeLayers|Decode Image|IntersectionObserverController::computeIntersections)$/,
    'layout and paint',
  ],
  [/^(ParseHTML|MetaCharsetCheck)$/, 'HTML parsing'],
  [/GC|^V8\.GC|MajorGC|MinorGC/, 'garbage collection'],
  [
    /^(FunctionCall|v8\.callFunction|v8\.run|TimerFire|EventDispatch|RunMicrotasks|FireAnimationFrame|V8\.|v8\.)/,
    'JavaScript',
  ],
];
const kindOf = (name) => KIND_OF_EVENT.find(([re]) => re.test(name))?.[1] ?? 'other (task overhead, loading, IPC)';

// Natives the CPU profile names by their own name.
const INDEXED_DB = new Set([
  'transaction',
  'objectStore',
  'get',
  'getAll',
  'put',
  'add',
  'delete',
  'openCursor',
  'continue',
  'index',
  'count',
  'open',
  'clear',
]);

/** A reader of the build's source maps: a profile frame in `dist` to its original source. */
function sourceMapper(dist) {
  const maps = new Map();
  return ({ url, lineNumber, columnNumber }) => {
    const path = url && new URL(url).pathname;
    if (!path?.startsWith('/assets/') || lineNumber < 0) return undefined;
    if (!maps.has(path)) {
      const file = join(dist, `${path}.map`);
      maps.set(path, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    const map = maps.get(path);
    if (!map) return undefined;
    const { source, name, line } = originalPositionFor(map, {
      line: lineNumber + 1,
      column: Math.max(columnNumber, 0),
    });
    return (
      source && { source: source.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/'), name, line }
    );
  };
}

/** The renderer's main thread: the one that ran the most. */
function mainThread(events) {
  const busy = new Map();
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  }
  const names = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return [...busy].filter(([id]) => names.has(id)).sort((a, b) => b[1] - a[1])[0][0];
}

/** The main thread's work by kind, in ms, from a trace's complete events. */
export function workByKind(events) {
  const main = mainThread(events);
  const xs = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = new Map();
  const stack = [];
  let tasks = 0;
  let busy = 0;
  for (const e of xs) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (!parent && e.name !== 'RunTask') continue;
    if (!parent) {
      tasks += 1;
      busy += e.dur;
    } else {
      kinds.set(parent.kind, kinds.get(parent.kind) - e.dur);
    }
    const kind =
      parent && parent.kind === 'JavaScript' && kindOf(e.name) === 'other (task overhead, loading, IPC)'
        ? 'JavaScript'
        : kindOf(e.name);
    kinds.set(kind, (kinds.get(kind) ?? 0) + e.dur);
    stack.push({ end: e.ts + e.dur, kind });
  }
  const scripts = events.filter(
    (e) =>
      `${e.pid}:${e.tid}` === main && e.name === 'ResourceSendRequest' && /\.m?js(\?|$)/.test(e.args?.data?.url ?? ''),
  ).length;
  return { busyMs: busy / 1000, tasks, scripts, kinds: Object.fromEntries([...kinds].map(([k, v]) => [k, v / 1000])) };
}

/** JavaScript's own time by package and by module, in ms, from a CPU profile. */
export function javascriptBySource(profile, dist) {
  const original = sourceMapper(dist);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const packages = new Map();
  const modules = new Map();
  const functions = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us / 1000);
  for (const [id, us] of self) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    if (frame.functionName === '(garbage collector)') continue;
    if (!frame.url) {
      add(packages, INDEXED_DB.has(frame.functionName) ? 'IndexedDB (browser)' : 'DOM and other browser APIs', us);
      continue;
    }
    const position = original(frame);
    if (!position) {
      add(packages, new URL(frame.url).pathname.startsWith('/assets/') ? 'unmapped chunks' : 'the page itself', us);
      continue;
    }
    add(packages, ownerOf(position.source), us);
    add(modules, position.source, us);
    add(functions, `${position.name ?? frame.functionName ?? '(anonymous)'} ${position.source}:${position.line}`, us);
  }
  const sorted = (map) => Object.fromEntries([...map].sort((a, b) => b[1] - a[1]));
  return { packages: sorted(packages), modules: sorted(modules), functions: sorted(functions) };
}

/**
 * A returning visitor's return to `page`'s current address, traced: from about:blank, as Lighthouse
 * opens every page it measures, so the page starts in a renderer without the one before's compiled
 * code, as a buyer's return in a new tab does (a reload keeps it, and measured a third less work:
 * docs/performance.md, "Compiled as they load"). Waits until `ready` (a CSS selector) shows, then
 * `settleMs` more for the work that follows it.
 */
export async function traceReturn(page, { ready, dist, settleMs = 3000 }) {
  const address = page.url();
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({ categories: TRACE_CATEGORIES });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(address, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 60_000 });
  const readyMs = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await cdp.detach();
  return { readyMs, ...workByKind(traceEvents), javascript: javascriptBySource(profile, dist) };
}

/** Each kind, package or module's median over the runs (one missing from a run counts 0). */
function medianOf(maps) {
  const keys = new Set(maps.flatMap((m) => Object.keys(m)));
  const out = Object.fromEntries([...keys].map((k) => [k, median(maps.map((m) => m[k] ?? 0))]));
  return Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
}

/** The median breakdown of several runs of the same return. */
export function medianBreakdown(runs) {
  return {
    runs: runs.length,
    readyMs: median(runs.map((r) => r.readyMs)),
    busyMs: median(runs.map((r) => r.busyMs)),
    busyRange: [Math.min(...runs.map((r) => r.busyMs)), Math.max(...runs.map((r) => r.busyMs))],
    tasks: median(runs.map((r) => r.tasks)),
    scripts: median(runs.map((r) => r.scripts)),
    kinds: medianOf(runs.map((r) => r.kinds)),
    javascript: {
      packages: medianOf(runs.map((r) => r.javascript.packages)),
      modules: medianOf(runs.map((r) => r.javascript.modules)),
      functions: medianOf(runs.map((r) => r.javascript.functions)),
    },
  };
}

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`;

/** A breakdown as lines of text: the totals, the kinds of work, the top packages, modules and functions. */
export function formatBreakdown(label, b, { top = 10 } = {}) {
  const list = (title, entries) => [
    `  ${title}:`,
    ...Object.entries(entries)
      .slice(0, top)
      .map(([name, v]) => `    ${ms(v).padStart(9)}  ${name}`),
  ];
  const range = b.busyRange ? ` (${ms(b.busyRange[0])} to ${ms(b.busyRange[1])})` : '';
  return [
    `${label}: first content in ${ms(b.readyMs)}; main thread busy ${ms(b.busyMs)}${range} in ${Math.round(b.tasks).toLocaleString('en-US')} tasks; ${b.scripts} script requests`,
    ...list('by kind', b.kinds),
    ...list('JavaScript by package (CPU profile, own time)', b.javascript.packages),
    ...list('by module', b.javascript.modules),
    ...list('by function', b.javascript.functions),
  ].join('\n');
}
