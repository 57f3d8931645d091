// Where the links in Firebase's emails land (the templates' action URL is <host>/auth/action):
// ?mode=verifyEmail&oobCode=… or ?mode=resetPassword&oobCode=…
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { ERROR, newPasswordSchema, PAGES, SUCCESS, type NewPasswordInput } from '@reshelf/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorMessage } from '../../lib/auth-error-message';
import { emailOfResetCode, resetPassword, verifyEmail } from '../../features/auth/email-action-codes';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { usePageMeta } from './use-page-meta';

type Outcome = { state: 'working' } | { state: 'done'; email?: string } | { state: 'failed'; message: string };

function useCodeTask<T>(task: () => Promise<T>, onDone: (value: T) => void, deps: unknown[]) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  useEffect(() => {
    let current = true;
    task().then(
      (value) => {
        if (!current) return;
        setOutcome({ state: 'done', ...(typeof value === 'string' ? { email: value } : {}) });
        onDone(value);
      },
      (err: unknown) => {
        console.warn('The email link failed', err);
        if (current) setOutcome({ state: 'failed', message: authErrorMessage(err) });
      },
    );
    return () => {
      current = false;
    };
    // The code is the task's identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return outcome;
}

const Working = ({ label }: { label: string }) => (
  <Stack sx={{ alignItems: 'center', py: 3 }}>
    <CircularProgress aria-label={label} />
  </Stack>
);

function VerifyEmail({ code }: { code: string }) {
  const { status } = useSession();
  const outcome = useCodeTask(
    () => verifyEmail(code),
    () => notify.success(SUCCESS.emailVerified),
    [code],
  );
  if (outcome.state === 'working') return <Working label="Verifying your email" />;
  if (outcome.state === 'failed') return <Alert severity="error">{outcome.message}</Alert>;
  const next =
    status === 'signedIn' ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/login', label: 'Log in' };
  return (
    <Stack spacing={2}>
      <Alert severity="success">Your email address is verified: you can book, list and advertise books.</Alert>
      <Button component={RouterLink} to={next.to} variant="contained">
        {next.label}
      </Button>
    </Stack>
  );
}

function ResetPassword({ code }: { code: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const outcome = useCodeTask(
    () => emailOfResetCode(code),
    () => undefined,
    [code],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordInput>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword(code, password);
      notify.success(SUCCESS.passwordChanged);
      await navigate('/login', { replace: true });
    } catch (err) {
      console.warn('Could not reset the password', err);
      setError(authErrorMessage(err));
    }
  });

  if (outcome.state === 'working') return <Working label="Checking the link" />;
  if (outcome.state === 'failed') {
    return (
      <Alert severity="error">
        {outcome.message}{' '}
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Choose a new password">
      {error && <Alert severity="error">{error}</Alert>}
      <TextField label="Email" value={outcome.email ?? ''} slotProps={{ input: { readOnly: true } }} />
      <TextField
        {...register('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        error={!!errors.password}
        helperText={errors.password?.message ?? 'At least 6 characters'}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        Save the new password
      </Button>
    </Stack>
  );
}

export default function AuthActionPage() {
  usePageMeta(PAGES.authAction);
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');

  if (mode === 'resetPassword' && code) {
    return (
      <AuthPageLayout title="Choose a new password" intro="Pick a new password for your Reshelf account.">
        <ResetPassword code={code} />
      </AuthPageLayout>
    );
  }
  if (mode === 'verifyEmail' && code) {
    return (
      <AuthPageLayout title="Verify your email" intro="Confirming the email address of your Reshelf account.">
        <VerifyEmail code={code} />
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title="Email link" intro="This page opens the links in Reshelf's emails.">
      <Alert severity="error">{ERROR.actionLinkInvalid}</Alert>
    </AuthPageLayout>
  );
}
