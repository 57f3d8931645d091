import { ERROR } from '@reshelf/domain';
import { useCallback, useState } from 'react';

/**
 * Runs an API action and says while it runs, so its button can show progress and stay
 * disabled. Failures were already toasted and logged by the API client: `run` resolves to the
 * error (so a confirm dialog can stay open and say why), or undefined when the action succeeded.
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      setPending(true);
      try {
        await action(...args);
        return undefined;
      } catch (err) {
        return err instanceof Error ? err : new Error(ERROR.generic);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, pending };
}
