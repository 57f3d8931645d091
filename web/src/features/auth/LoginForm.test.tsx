import { DEMO_ACCOUNTS, ERROR, SUCCESS } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../../lib/notify';
import { LoginForm } from './LoginForm';
import { logIn } from './log-in';

vi.mock('./log-in', () => ({ logIn: vi.fn() }));
vi.mock('./google-sign-in', () => ({ needsAccountPicker: true, signInWithGoogle: vi.fn() }));

const onLoggedIn = vi.fn();
beforeEach(() => {
  vi.mocked(logIn).mockReset();
  onLoggedIn.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderForm() {
  render(
    <NotificationsProvider>
      <LoginForm onLoggedIn={onLoggedIn} />
    </NotificationsProvider>,
  );
  const form = screen.getByRole('form', { name: 'Log in' });
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
    form,
  };
}

it('asks for an email of type email and a password of type password', () => {
  const { email, password } = renderForm();
  expect(email).toHaveAttribute('type', 'email');
  expect(password).toHaveAttribute('type', 'password');
});

it('says what is missing and does not log in', async () => {
  const { submit } = renderForm();
  await userEvent.click(submit);
  expect(await screen.findByText('Enter a valid email address')).toBeVisible();
  expect(screen.getByText('Enter your password')).toBeVisible();
  expect(logIn).not.toHaveBeenCalled();
});

it('logs in, shows the toast and moves on', async () => {
  vi.mocked(logIn).mockResolvedValue();
  const { email, password, submit } = renderForm();
  await userEvent.type(email, DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(password, DEMO_ACCOUNTS.buyer.password);
  await userEvent.click(submit);
  expect(await screen.findByText(SUCCESS.loggedIn)).toBeVisible();
  expect(logIn).toHaveBeenCalledWith({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password });
  expect(onLoggedIn).toHaveBeenCalledOnce();
});

it('keeps every sign-in button disabled while logging in', async () => {
  vi.mocked(logIn).mockReturnValue(new Promise(() => undefined));
  const { email, password, submit } = renderForm();
  await userEvent.type(email, DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(password, 'whatever');
  await userEvent.click(submit);
  expect(submit).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
});

it('shows a wrong password on the page', async () => {
  vi.mocked(logIn).mockRejectedValue(new FirebaseError('auth/invalid-credential', 'Firebase: Error'));
  const { email, password, submit } = renderForm();
  await userEvent.type(email, DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(password, 'not-the-password');
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR.wrongCredentials);
  expect(onLoggedIn).not.toHaveBeenCalled();
});
