import { useCallback, useState } from 'react';
import { authErrorMessage, isRefusal } from '../../lib/auth-error-message';

export type AuthTaskKind = 'password' | 'google';

/**
 * The loading flag of spec §4 for one page: which sign-in is running (every button waits for
 * it), and the last failure as a sentence to show on the page.
 */
export function useAuthTask() {
  const [busy, setBusy] = useState<AuthTaskKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (kind: AuthTaskKind, task: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await task();
    } catch (err) {
      (isRefusal(err) ? console.warn : console.error)(`${kind} sign-in failed`, err);
      setError(authErrorMessage(err));
    } finally {
      setBusy(null);
    }
  }, []);

  return { busy, error, run };
}
