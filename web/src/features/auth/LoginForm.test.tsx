import { DEMO_ACCOUNTS, ERROR, SUCCESS, VALIDATION } from '@reshelf/domain';
import { bn } from '@reshelf/domain/i18n/bn';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { sendPasswordResetEmail, type User } from 'firebase/auth';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { deferred } from '../../test/fixtures';
import { LoginForm } from './LoginForm';
import { logIn } from './log-in';
import { registerProfile } from './profile';
import { text } from '../../../../test/support/text';

vi.mock('./log-in', () => ({ logIn: vi.fn() }));
vi.mock('./google-sign-in', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('./google-account', () => ({ needsAccountPicker: true }));
vi.mock('./profile', () => ({ registerProfile: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: {} }));
vi.mock('firebase/auth', () => ({ sendPasswordResetEmail: vi.fn(), sendEmailVerification: vi.fn(), signOut: vi.fn() }));

const someone = { uid: 'u1', email: DEMO_ACCOUNTS.buyer.email, displayName: 'Half Made' } as User;

const onLoggedIn = vi.fn();
const onSigningIn = vi.fn();
beforeEach(() => {
  vi.mocked(logIn).mockReset();
  onLoggedIn.mockReset();
  onSigningIn.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderForm() {
  render(
    <NotificationsProvider>
      <LoginForm onLoggedIn={onLoggedIn} onSigningIn={onSigningIn} />
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
  vi.mocked(logIn).mockResolvedValue({ user: someone, needsProfile: false });
  const { email, password, submit } = renderForm();
  await userEvent.type(email, DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(password, DEMO_ACCOUNTS.buyer.password);
  await userEvent.click(submit);
  expect(await screen.findByText(text(SUCCESS.loggedIn))).toBeVisible();
  expect(logIn).toHaveBeenCalledWith({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password });
  expect(onLoggedIn).toHaveBeenCalledOnce();
});

it('tells the page a sign-in has started, while it runs, so the next page can get ready', async () => {
  vi.mocked(logIn).mockReturnValue(new Promise(() => undefined));
  const { email, password, submit } = renderForm();
  await userEvent.click(submit);
  expect(onSigningIn).not.toHaveBeenCalled();
  await userEvent.type(email, DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(password, 'whatever');
  await userEvent.click(submit);
  expect(onSigningIn).toHaveBeenCalledOnce();
  expect(onLoggedIn).not.toHaveBeenCalled();
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
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.wrongCredentials));
  expect(onLoggedIn).not.toHaveBeenCalled();
});

it('keeps what was typed when the connection drops, says why, and logs in on the next try', async () => {
  const reply = deferred<Awaited<ReturnType<typeof logIn>>>();
  vi.mocked(logIn).mockReturnValueOnce(reply.promise);
  const { email, password, submit } = renderForm();
  await userEvent.type(email, DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(password, DEMO_ACCOUNTS.buyer.password);
  await userEvent.click(submit);
  expect(submit).toBeDisabled();

  reply.reject(new ApiError(0, 'network', ERROR.network));
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.network));
  expect(submit).toBeEnabled();
  expect(email).toHaveValue(DEMO_ACCOUNTS.buyer.email);
  expect(password).toHaveValue(DEMO_ACCOUNTS.buyer.password);

  vi.mocked(logIn).mockResolvedValueOnce({ user: someone, needsProfile: false });
  await userEvent.click(submit);
  expect(await screen.findByText(text(SUCCESS.loggedIn))).toBeVisible();
  expect(onLoggedIn).toHaveBeenCalledOnce();
});

describe('Forgot password?', () => {
  async function askForLink(address: string) {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email'), address);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a new password' });
    // The address typed in the login form comes along.
    expect(within(dialog).getByLabelText('Email')).toHaveValue(address);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    return dialog;
  }

  it('says the same whether or not an account uses the email', async () => {
    vi.mocked(sendPasswordResetEmail).mockResolvedValueOnce();
    const known = await askForLink('known@reshelf.test');
    expect(await within(known).findByRole('status')).toHaveTextContent(text(SUCCESS.passwordResetSent));
    expect(sendPasswordResetEmail).toHaveBeenCalledWith({}, 'known@reshelf.test', {
      url: `${window.location.origin}/login`,
    });
    cleanup();

    vi.mocked(sendPasswordResetEmail).mockRejectedValueOnce(
      new FirebaseError('auth/user-not-found', 'Firebase: Error'),
    );
    const unknown = await askForLink('nobody@reshelf.test');
    expect(await within(unknown).findByRole('status')).toHaveTextContent(text(SUCCESS.passwordResetSent));
    expect(within(unknown).queryByRole('alert')).toBeNull();
  });

  it('shows any other failure, keeps the address and lets the person try again', async () => {
    const reply = deferred<void>();
    vi.mocked(sendPasswordResetEmail).mockReturnValueOnce(reply.promise);
    const dialog = await askForLink('known@reshelf.test');
    const send = within(dialog).getByRole('button', { name: 'Send the link' });
    expect(send).toBeDisabled();

    reply.reject(new FirebaseError('auth/network-request-failed', 'x'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.network));
    expect(within(dialog).queryByText(text(SUCCESS.passwordResetSent))).toBeNull();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('known@reshelf.test');
    expect(send).toBeEnabled();

    vi.mocked(sendPasswordResetEmail).mockResolvedValueOnce();
    await userEvent.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(text(SUCCESS.passwordResetSent));
  });
});

it('asks a half-made account for its name and account type before moving on', async () => {
  vi.mocked(logIn).mockResolvedValue({ user: someone, needsProfile: true });
  vi.mocked(registerProfile).mockResolvedValue();
  const { email, password, submit } = renderForm();
  await userEvent.type(email, DEMO_ACCOUNTS.buyer.email);
  await userEvent.type(password, 'test-password-1');
  await userEvent.click(submit);

  const dialog = await screen.findByRole('dialog', { name: 'Finish signing up' });
  expect(onLoggedIn).not.toHaveBeenCalled();
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Half Made');
  await userEvent.click(within(dialog).getByLabelText(/^Seller/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByText(text(SUCCESS.profileCompleted))).toBeVisible();
  expect(registerProfile).toHaveBeenCalledWith(someone, { name: 'Half Made', account: 'Seller' });
  expect(onLoggedIn).toHaveBeenCalledOnce();
});

describe('in Bangla', () => {
  beforeEach(async () => {
    await act(() => i18next.changeLanguage('bn'));
  });

  it('labels the form, its fields and its buttons in Bangla', () => {
    render(
      <NotificationsProvider>
        <LoginForm onLoggedIn={onLoggedIn} />
      </NotificationsProvider>,
    );
    expect(screen.getByRole('form', { name: 'লগ ইন' })).toBeVisible();
    expect(screen.getByLabelText('ইমেইল')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('পাসওয়ার্ড')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'লগ ইন' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toBeVisible();
  });

  it('says what is missing in Bangla', async () => {
    render(
      <NotificationsProvider>
        <LoginForm onLoggedIn={onLoggedIn} />
      </NotificationsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: bn.auth.login.submit }));
    expect(await screen.findByText('একটি সঠিক ইমেইল ঠিকানা লিখুন')).toBeVisible();
    expect(screen.getByText(text(VALIDATION.password, 'bn'))).toBeVisible();
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(logIn).not.toHaveBeenCalled();
  });

  it('shows a wrong password in Bangla', async () => {
    vi.mocked(logIn).mockRejectedValue(new FirebaseError('auth/invalid-credential', 'Firebase: Error'));
    render(
      <NotificationsProvider>
        <LoginForm onLoggedIn={onLoggedIn} />
      </NotificationsProvider>,
    );
    await userEvent.type(screen.getByLabelText(bn.auth.field.email), DEMO_ACCOUNTS.buyer.email);
    await userEvent.type(screen.getByLabelText(bn.auth.field.password), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: bn.auth.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.wrongCredentials, 'bn'));
  });

  it('switches a shown field error to English with the language', async () => {
    render(
      <NotificationsProvider>
        <LoginForm onLoggedIn={onLoggedIn} />
      </NotificationsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: bn.auth.login.submit }));
    expect(await screen.findByText(text(VALIDATION.email, 'bn'))).toBeVisible();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
