import GoogleIcon from '@mui/icons-material/Google';
import { Button } from '@mui/material';
import type { AccountType } from '@reshelf/domain';
import type { User } from '../../lib/account';
import { useState } from 'react';
import { GoogleAccountPicker } from './GoogleAccountPicker';
import type { AuthActions } from './load-auth-actions';
import { needsAccountPicker, type GoogleProfile, type PickedAccount } from './google-account';
import type { AuthTaskKind } from './use-auth-task';
import { useTranslation } from '../../lib/i18n';

interface GoogleSignInButtonProps {
  busy: AuthTaskKind | null;
  /** No sign-in is running, and the page's script can start one. */
  ready: boolean;
  run: (kind: AuthTaskKind, task: (actions: AuthActions) => Promise<void>) => Promise<void>;
  /** The account type chosen on the sign-up form, for a new Google account. */
  account?: AccountType;
  /** Called once signed in, with whether the profile existed, was just registered or is missing. */
  onSignedIn: (user: User, profile: GoogleProfile) => void;
}

export function GoogleSignInButton({ busy, ready, run, account, onSignedIn }: GoogleSignInButtonProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);

  const signIn = (picked?: PickedAccount) =>
    run('google', async ({ signInWithGoogle }) => {
      const { user, profile } = await signInWithGoogle(picked, account);
      onSignedIn(user, profile);
    });

  const onPick = (account: PickedAccount) => {
    setPicking(false);
    void signIn(account);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        loading={busy === 'google'}
        disabled={!ready}
        onClick={() => (needsAccountPicker ? setPicking(true) : void signIn())}
      >
        {t('auth.google.continue')}
      </Button>
      {needsAccountPicker && picking && <GoogleAccountPicker onClose={() => setPicking(false)} onPick={onPick} />}
    </>
  );
}
