import { SUCCESS } from '@reshelf/domain';
import { useCallback } from 'react';
import { accessToken, api } from '../../lib/api-client';
import { auth } from '../../lib/firebase';
import { signOutAndForget } from '../../lib/local-cache';
import { notify } from '../../lib/notify';

/**
 * Signs out and forgets the accessToken (DESIGN: logout removes it from local storage). The API
 * first refuses every accessToken issued so far, so a copied one dies too; offline, the local
 * sign-out still happens. The page then starts again at home with an empty offline cache.
 */
export function useLogout() {
  return useCallback(async () => {
    try {
      if (accessToken.get()) await api('/logout', { method: 'POST', toast: false }).catch(() => undefined);
      accessToken.clear();
      await signOutAndForget(auth, { to: '/', message: { variant: 'success', text: SUCCESS.loggedOut } });
    } catch (err) {
      console.error('Logout failed', err);
      notify.error((err as Error).message);
    }
  }, []);
}
