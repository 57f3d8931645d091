import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Stack, TextField } from '@mui/material';
import { loginSchema, SUCCESS, type LoginInput } from '@reshelf/domain';
import { useForm } from 'react-hook-form';
import { notify } from '../../lib/notify';
import { GoogleSignInButton } from './GoogleSignInButton';
import { logIn } from './log-in';
import { useAuthTask } from './use-auth-task';

/** Email and password or Google; `onLoggedIn` decides where to go next. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { busy, error, run } = useAuthTask();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    run('password', async () => {
      await logIn(values);
      notify.success(SUCCESS.loggedIn);
      onLoggedIn();
    }),
  );

  return (
    <Stack spacing={3}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Log in">
        {error && <Alert severity="error">{error}</Alert>}
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
          autoComplete="current-password"
          error={!!errors.password}
          helperText={errors.password?.message}
        />
        <Button type="submit" variant="contained" size="large" loading={busy === 'password'} disabled={busy !== null}>
          Log in
        </Button>
      </Stack>
      <Divider>or</Divider>
      <GoogleSignInButton
        busy={busy}
        run={run}
        onSignedIn={(isNew) => {
          notify.success(isNew ? SUCCESS.signedUp : SUCCESS.loggedIn);
          onLoggedIn();
        }}
      />
    </Stack>
  );
}
