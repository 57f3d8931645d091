import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';

/** How long the bell waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the browser has been idle after the first render (or IDLE_TIMEOUT_MS passed): what
 * can wait, like the bell's count, leaves the page's own data and paint to go first.
 */
export function useAfterIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), IDLE_TIMEOUT_MS), []);
  return idle;
}
