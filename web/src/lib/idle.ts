/**
 * Runs `callback` once the browser is idle, or after `timeoutMs` at the latest; a browser without
 * idle callbacks (Safari) waits a tenth of that. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number) {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, timeoutMs / 10);
  return () => clearTimeout(id);
}
