import { useCallback, useEffect, useState } from 'react';
import { authErrorMessage, isRefusal } from '../../lib/auth-error-message';
import { useHydrated } from '../../lib/client-island';
import { loadAuthActions, type AuthActions } from './load-auth-actions';

export type AuthTaskKind = 'password' | 'google' | 'phone';

/**
 * The loading flag of spec §4 for one page: which sign-in is running (every button waits for
 * it), and the last failure as a sentence to show on the page. A task gets the Firebase work it
 * needs, fetched once the form has mounted, so a submit rarely waits for it. `hydrated`: the
 * prerendered form's script runs; `ready`: hydrated and no task running, for a button that must
 * wait for the script (Google's popup needs the press itself; sign-up's account type is chosen once
 * hydrated). Other buttons pressed before are pressed again once the app has started (page-boot).
 */
export function useAuthTask() {
  const [busy, setBusy] = useState<AuthTaskKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A failed fetch is tried again by the task itself, which shows the failure.
  useEffect(() => void loadAuthActions().catch(() => undefined), []);

  const run = useCallback(async (kind: AuthTaskKind, task: (actions: AuthActions) => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await task(await loadAuthActions());
    } catch (err) {
      (isRefusal(err) ? console.warn : console.error)(`${kind} sign-in failed`, err);
      setError(authErrorMessage(err));
    } finally {
      setBusy(null);
    }
  }, []);

  const hydrated = useHydrated();
  return { busy, hydrated, ready: hydrated && busy === null, error, run };
}
