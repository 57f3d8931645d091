import GoogleIcon from '@mui/icons-material/Google';
import { Button } from '@mui/material';
import { useState } from 'react';
import { GoogleAccountPicker } from './GoogleAccountPicker';
import { needsAccountPicker, signInWithGoogle, type PickedAccount } from './google-sign-in';
import type { AuthTaskKind } from './use-auth-task';

interface GoogleSignInButtonProps {
  busy: AuthTaskKind | null;
  run: (kind: AuthTaskKind, task: () => Promise<void>) => Promise<void>;
  /** Called once signed in; `isNew` when a profile was just registered. */
  onSignedIn: (isNew: boolean) => void;
}

export function GoogleSignInButton({ busy, run, onSignedIn }: GoogleSignInButtonProps) {
  const [picking, setPicking] = useState(false);

  const signIn = (picked?: PickedAccount) =>
    run('google', async () => {
      const { isNew } = await signInWithGoogle(picked);
      onSignedIn(isNew);
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
        disabled={busy !== null}
        onClick={() => (needsAccountPicker ? setPicking(true) : void signIn())}
      >
        Continue with Google
      </Button>
      {needsAccountPicker && <GoogleAccountPicker open={picking} onClose={() => setPicking(false)} onPick={onPick} />}
    </>
  );
}
