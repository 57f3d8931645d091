import { useEffect, useState } from 'react';

/** How long the bell waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the browser has been idle after the first render (or IDLE_TIMEOUT_MS passed): what
 * can wait, like the bell's count, leaves the page's own data and paint to go first.
 */
export function useAfterIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), IDLE_TIMEOUT_MS / 10);
    return () => clearTimeout(id);
  }, []);
  return idle;
}
