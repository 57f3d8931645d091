import { useCallback, useState } from 'react';

/**
 * Runs an API action and says while it runs, so its button can show progress and stay
 * disabled. Failures were already shown and logged by the API client: `run` resolves false.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      setPending(true);
      try {
        await action(...args);
        return true;
      } catch {
        return false;
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}
