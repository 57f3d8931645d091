import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Stack, TextField } from '@mui/material';
import { DEFAULT_ACCOUNT, signUpSchema, SUCCESS, type SignUpInput } from '@reshelf/domain';
import { useForm, useWatch } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { AccountTypeField } from './AccountTypeField';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useAuthTask } from './use-auth-task';

/** Name, email, password and account type (default Buyer), or Google. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
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
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Sign up">
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          {...register('name')}
          label="Name"
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          {...register('email')}
          label="Email"
          type="email"
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          {...register('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          error={!!errors.password}
          helperText={errors.password?.message ?? 'At least 6 characters'}
        />
        <AccountTypeField control={control} error={!!errors.account} disabled={!hydrated} />
        <Button type="submit" variant="contained" size="large" loading={busy === 'password'} disabled={!ready}>
          Sign up
        </Button>
      </Stack>
      <Divider>or</Divider>
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
