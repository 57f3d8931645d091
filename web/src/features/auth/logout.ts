import { SUCCESS } from '@reshelf/domain';
import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { accessToken } from '../../lib/api-client';
import { auth } from '../../lib/firebase';
import { notify } from '../../lib/notify';

/** Signs out and forgets the accessToken (DESIGN: logout removes it from local storage). */
export function useLogout() {
  return useCallback(async () => {
    try {
      await signOut(auth);
      accessToken.clear();
      notify.success(SUCCESS.loggedOut);
    } catch (err) {
      console.error('Logout failed', err);
      notify.error((err as Error).message);
    }
  }, []);
}
