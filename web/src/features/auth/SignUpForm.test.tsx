import { ERROR, SUCCESS, VALIDATION } from '@reshelf/domain';
import { bn } from '@reshelf/domain/i18n/bn';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import type { User } from 'firebase/auth';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { deferred } from '../../test/fixtures';
import { signInWithGoogle } from './google-sign-in';
import { signUp } from './sign-up';
import { SignUpForm } from './SignUpForm';
import { text } from '../../../../test/support/text';

vi.mock('./sign-up', () => ({ signUp: vi.fn() }));
vi.mock('./google-sign-in', () => ({ signInWithGoogle: vi.fn() }));
vi.mock('./google-account', () => ({ needsAccountPicker: true }));

const onSignedUp = vi.fn();
beforeEach(() => {
  vi.mocked(signUp).mockReset();
  onSignedUp.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderForm() {
  render(
    <NotificationsProvider>
      <SignUpForm onSignedUp={onSignedUp} />
    </NotificationsProvider>,
  );
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign up' }),
  };
}

it('starts as a Buyer account', () => {
  renderForm();
  expect(screen.getByRole('radio', { name: /^Buyer/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /^Seller/ })).not.toBeChecked();
});

it('says what is missing and does not sign up', async () => {
  const { submit } = renderForm();
  await userEvent.click(submit);
  expect(await screen.findByText('Enter a name')).toBeVisible();
  expect(screen.getByText('Enter a valid email address')).toBeVisible();
  expect(screen.getByText('Use at least 6 characters')).toBeVisible();
  expect(signUp).not.toHaveBeenCalled();
});

it('refuses a short password', async () => {
  const { name, email, password, submit } = renderForm();
  await userEvent.type(name, 'Nadia Rahman');
  await userEvent.type(email, 'nadia@example.com');
  await userEvent.type(password, '12345');
  await userEvent.click(submit);
  expect(await screen.findByText('Use at least 6 characters')).toBeVisible();
  expect(signUp).not.toHaveBeenCalled();
});

it('creates a seller account, shows the toast and moves on', async () => {
  vi.mocked(signUp).mockResolvedValue();
  const { name, email, password, submit } = renderForm();
  await userEvent.type(name, 'Nadia Rahman');
  await userEvent.type(email, 'Nadia@Example.com');
  await userEvent.type(password, 'secret-42');
  await userEvent.click(screen.getByRole('radio', { name: /^Seller/ }));
  await userEvent.click(submit);
  expect(await screen.findByText(text(SUCCESS.signedUp))).toBeVisible();
  expect(signUp).toHaveBeenCalledWith({
    name: 'Nadia Rahman',
    email: 'nadia@example.com',
    password: 'secret-42',
    account: 'Seller',
  });
  expect(onSignedUp).toHaveBeenCalledOnce();
});

it('says when the email already has an account', async () => {
  vi.mocked(signUp).mockRejectedValue(new FirebaseError('auth/email-already-in-use', 'Firebase: Error'));
  const { name, email, password, submit } = renderForm();
  await userEvent.type(name, 'Nadia Rahman');
  await userEvent.type(email, 'nadia@example.com');
  await userEvent.type(password, 'secret-42');
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.emailInUse));
  expect(onSignedUp).not.toHaveBeenCalled();
});

it('tells the new user to open the verification email', async () => {
  vi.mocked(signUp).mockResolvedValue();
  const { name, email, password, submit } = renderForm();
  await userEvent.type(name, 'Nadia Rahman');
  await userEvent.type(email, 'nadia@reshelf.test');
  await userEvent.type(password, 'secret-1');
  await userEvent.click(submit);
  expect(await screen.findByText(text(SUCCESS.verificationSent))).toBeVisible();
});

it('signs up with Google as the account type chosen on the form', async () => {
  vi.mocked(signInWithGoogle).mockResolvedValue({ user: {} as User, profile: 'created' });
  renderForm();
  await userEvent.click(screen.getByRole('radio', { name: /^Seller/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
  const picker = screen.getByRole('dialog', { name: 'Choose a Google account' });
  await userEvent.type(within(picker).getByLabelText('Google email'), 'gigi@reshelf.test');
  await userEvent.type(within(picker).getByLabelText('Name'), 'Gigi');
  await userEvent.click(within(picker).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(text(SUCCESS.signedUp))).toBeVisible();
  expect(signInWithGoogle).toHaveBeenCalledWith({ email: 'gigi@reshelf.test', name: 'Gigi' }, 'Seller');
});

it('keeps what was typed when the connection drops, says why, and signs up on the next try', async () => {
  const reply = deferred();
  vi.mocked(signUp).mockReturnValueOnce(reply.promise as Promise<void>);
  const { name, email, password, submit } = renderForm();
  await userEvent.type(name, 'Nadia Rahman');
  await userEvent.type(email, 'nadia@example.com');
  await userEvent.type(password, 'secret-42');
  await userEvent.click(screen.getByRole('radio', { name: /^Seller/ }));
  await userEvent.click(submit);
  expect(submit).toBeDisabled();

  reply.reject(new ApiError(0, 'network', ERROR.network));
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.network));
  expect(submit).toBeEnabled();
  expect(name).toHaveValue('Nadia Rahman');
  expect(email).toHaveValue('nadia@example.com');
  expect(password).toHaveValue('secret-42');
  expect(screen.getByRole('radio', { name: /^Seller/ })).toBeChecked();

  vi.mocked(signUp).mockResolvedValueOnce();
  await userEvent.click(submit);
  await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledOnce());
  expect(signUp).toHaveBeenLastCalledWith({
    name: 'Nadia Rahman',
    email: 'nadia@example.com',
    password: 'secret-42',
    account: 'Seller',
  });
});

describe('in Bangla', () => {
  beforeEach(async () => {
    await act(() => i18next.changeLanguage('bn'));
  });

  function renderBangla() {
    render(
      <NotificationsProvider>
        <SignUpForm onSignedUp={onSignedUp} />
      </NotificationsProvider>,
    );
  }

  it('shows the account types in Bangla and signs up with the stored value', async () => {
    vi.mocked(signUp).mockResolvedValue();
    renderBangla();
    expect(screen.getByRole('radiogroup', { name: 'অ্যাকাউন্টের ধরন' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^ক্রেতা:/ })).toBeChecked();
    expect(screen.getByText('অন্তত ৬টি অক্ষর')).toBeVisible();
    await userEvent.type(screen.getByLabelText(bn.auth.field.name), 'নাদিয়া রহমান');
    await userEvent.type(screen.getByLabelText(bn.auth.field.email), 'nadia@example.com');
    await userEvent.type(screen.getByLabelText(bn.auth.field.password), 'secret-42');
    await userEvent.click(screen.getByRole('radio', { name: /^বিক্রেতা:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'সাইন আপ' }));
    expect(await screen.findByText(text(SUCCESS.signedUp, 'bn'))).toBeVisible();
    expect(signUp).toHaveBeenCalledWith({
      name: 'নাদিয়া রহমান',
      email: 'nadia@example.com',
      password: 'secret-42',
      account: 'Seller',
    });
  });

  it('says what is missing in Bangla', async () => {
    renderBangla();
    await userEvent.click(screen.getByRole('button', { name: bn.auth.signUp.submit }));
    expect(await screen.findByText('একটি নাম লিখুন')).toBeVisible();
    expect(screen.getByText(text(VALIDATION.email, 'bn'))).toBeVisible();
    expect(screen.getByText(text(VALIDATION.passwordShort, 'bn'))).toBeVisible();
    expect(signUp).not.toHaveBeenCalled();
  });
});
