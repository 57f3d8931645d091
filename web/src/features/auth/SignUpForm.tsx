import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Stack, TextField } from '@mui/material';
import { DEFAULT_ACCOUNT, signUpSchema, SUCCESS, type SignUpInput } from '@reshelf/domain';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { AccountTypeField } from './AccountTypeField';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useAuthTask } from './use-auth-task';
import { translate, useTranslation } from '../../lib/i18n';
import { errorProps } from '../../lib/form-errors';

/** Name, email, password and account type (default Buyer), or Google. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation();
  // React keeps text typed into the prerendered fields before hydration, but sets a controlled
  // radio back to its value: the account type is chosen once the form is hydrated.
  const { busy, hydrated, ready, error, run } = useAuthTask();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', account: DEFAULT_ACCOUNT },
  });
  // A new Google account gets the account type chosen here too.
  const account = useWatch({ control, name: 'account' });

  const onSubmit = handleSubmit((values) =>
    run('password', async ({ signUp }) => {
      await signUp(values);
      notify.success(SUCCESS.signedUp);
      notify.success(SUCCESS.verificationSent);
      onSignedUp();
    }),
  );

  return (
    <Stack spacing={3}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('auth.signUp.form')}>
        {error && <Alert severity="error">{translate(error)}</Alert>}
        <TextField
          {...register('name')}
          label={t('auth.field.name')}
          autoComplete="name"
          {...errorProps(errors, 'name')}
        />
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
          autoComplete="new-password"
          {...errorProps(errors, 'password', t('auth.signUp.passwordHint'))}
        />
        <AccountTypeField control={control} error={!!errors.account} disabled={!hydrated} />
        <Button type="submit" variant="contained" size="large" loading={busy === 'password'} disabled={!ready}>
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
      <Divider>{t('auth.or')}</Divider>
      <GoogleSignInButton
        busy={busy}
        ready={ready}
        run={run}
        account={account}
        onSignedIn={(_, profile) => {
          notify.success(profile === 'created' ? SUCCESS.signedUp : SUCCESS.loggedIn);
          onSignedUp();
        }}
      />
    </Stack>
  );
}
