// Where the links in Firebase's emails land (the templates' action URL is <host>/auth/action):
// ?mode=verifyEmail&oobCode=… or ?mode=resetPassword&oobCode=…
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { ERROR, newPasswordSchema, PAGES, SUCCESS, type NewPasswordInput } from '@reshelf/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { authErrorMessage } from '../../lib/auth-error-message';
import { emailOfResetCode, resetPassword, verifyEmail } from '../../lib/email-action-codes';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session-state';
import { AuthPageLayout } from '../layouts/AuthPageLayout';
import { translate, useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';
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
  const { t } = useTranslation();
  const { status } = useSession();
  const outcome = useCodeTask(
    () => verifyEmail(code),
    () => notify.success(SUCCESS.emailVerified),
    [code],
  );
  if (outcome.state === 'working') return <Working label={t('routes.authAction.verifying')} />;
  if (outcome.state === 'failed') return <Alert severity="error">{translate(outcome.message)}</Alert>;
  const next =
    status === 'signedIn'
      ? { to: '/dashboard', label: t('routes.authAction.toDashboard') }
      : { to: '/login', label: t('routes.authAction.logIn') };
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('routes.authAction.verified')}</Alert>
      <Button component={RouterLink} to={next.to} variant="contained">
        {next.label}
      </Button>
    </Stack>
  );
}

function ResetPassword({ code }: { code: string }) {
  const { t } = useTranslation();
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

  const passwordField = register('password');

  if (outcome.state === 'working') return <Working label={t('routes.authAction.checkingLink')} />;
  if (outcome.state === 'failed') {
    return (
      <Alert severity="error">
        {translate(outcome.message)}{' '}
        <Link component={RouterLink} to="/login">
          {t('routes.authAction.backToLogIn')}
        </Link>
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('routes.authAction.reset.title')}>
      {error && <Alert severity="error">{translate(error)}</Alert>}
      <TextField
        label={t('routes.authAction.email')}
        value={outcome.email ?? ''}
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField
        {...passwordField}
        label={t('routes.authAction.newPassword')}
        type="password"
        autoComplete="new-password"
        {...errorProps(errors, 'password', t('routes.authAction.passwordHint'))}
      />
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        {t('routes.authAction.save')}
      </Button>
    </Stack>
  );
}

export default function AuthActionPage() {
  usePageMeta(PAGES.authAction);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');

  if (mode === 'resetPassword' && code) {
    return (
      <AuthPageLayout title={t('routes.authAction.reset.title')} intro={t('routes.authAction.reset.intro')}>
        <ResetPassword code={code} />
      </AuthPageLayout>
    );
  }
  if (mode === 'verifyEmail' && code) {
    return (
      <AuthPageLayout title={t('routes.authAction.verify.title')} intro={t('routes.authAction.verify.intro')}>
        <VerifyEmail code={code} />
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title={t('routes.authAction.link.title')} intro={t('routes.authAction.link.intro')}>
      <Alert severity="error">{t(ERROR.actionLinkInvalid)}</Alert>
    </AuthPageLayout>
  );
}
