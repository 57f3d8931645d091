import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Link, Stack, TextField } from '@mui/material';
import { loginSchema, SUCCESS, type LoginInput } from '@reshelf/domain';
import type { User } from '../../lib/account';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { CompleteProfileDialog } from './CompleteProfileDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useAuthTask } from './use-auth-task';

// With the Firebase SDK, so fetched when asked for: the login page paints and hydrates without it.
const PhoneDialog = lazy(() => import('../../components/PhoneDialog'));
import { translate, useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';

/**
 * Email and password, Google, or a verified phone number and a code; `onLoggedIn` decides where
 * to go next, and `onSigningIn` hears when a sign-in starts. An account whose sign-up stopped
 * before its profile was registered is asked for what is missing first.
 */
export function LoginForm({ onLoggedIn, onSigningIn }: { onLoggedIn: () => void; onSigningIn?: () => void }) {
  const { t } = useTranslation();
  const { busy, ready, error, run: runTask } = useAuthTask();
  const run: typeof runTask = (kind, task) => {
    onSigningIn?.();
    return runTask(kind, task);
  };
  const [forgotten, setForgotten] = useState(false);
  const [byPhone, setByPhone] = useState(false);
  const [incomplete, setIncomplete] = useState<User | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    run('password', async ({ logIn }) => {
      const { user, needsProfile } = await logIn(values);
      if (needsProfile) return setIncomplete(user);
      notify.success(SUCCESS.loggedIn);
      onLoggedIn();
    }),
  );

  return (
    <Stack spacing={3}>
      {/* A button pressed before the app has started is pressed again once it has (boot/page-boot.ts),
          but Google's, whose popup needs the press itself. POST keeps a script-less press from
          putting the password in the address. */}
      <Stack
        component="form"
        method="post"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        aria-label={t('auth.login.form')}
      >
        {error && <Alert severity="error">{translate(error)}</Alert>}
        <TextField
          {...register('email')}
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          {...errorProps(errors, 'email')}
        />
        <TextField
          {...register('password')}
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          {...errorProps(errors, 'password')}
        />
        <Button type="submit" variant="contained" size="large" loading={busy === 'password'} disabled={busy !== null}>
          {t('auth.login.submit')}
        </Button>
        <Link component="button" type="button" onClick={() => setForgotten(true)} sx={{ alignSelf: 'center' }}>
          {t('auth.login.forgotPassword')}
        </Link>
      </Stack>
      <Divider>{t('auth.or')}</Divider>
      <GoogleSignInButton
        busy={busy}
        ready={ready}
        run={run}
        onSignedIn={(user, profile) => {
          if (profile === 'missing') return setIncomplete(user);
          notify.success(profile === 'created' ? SUCCESS.signedUp : SUCCESS.loggedIn);
          onLoggedIn();
        }}
      />
      <Button
        variant="outlined"
        size="large"
        disabled={busy !== null}
        loading={busy === 'phone'}
        onClick={() => setByPhone(true)}
      >
        {t('phone.signIn.open')}
      </Button>
      {byPhone && (
        <Suspense fallback={null}>
          <PhoneDialog
            purpose="signIn"
            onClose={() => setByPhone(false)}
            onVerified={(user) => {
              setByPhone(false);
              void run('phone', async ({ finishSignIn }) => {
                const { needsProfile } = await finishSignIn(user);
                if (needsProfile) return setIncomplete(user);
                notify.success(SUCCESS.loggedIn);
                onLoggedIn();
              });
            }}
          />
        </Suspense>
      )}
      {forgotten && <ForgotPasswordDialog email={getValues('email')} onClose={() => setForgotten(false)} />}
      {incomplete && (
        <CompleteProfileDialog user={incomplete} onCompleted={onLoggedIn} onCancelled={() => setIncomplete(null)} />
      )}
    </Stack>
  );
}
