import { ERROR, SUCCESS } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../lib/notify';
import { sendPhoneCode, type PhonePurpose, type SentCode } from '../lib/phone-auth';
import { deferred } from '../test/fixtures';
import { text } from '../../../test/support/text';
import PhoneDialog, { RESEND_AFTER_S } from './PhoneDialog';

// No Firebase under jsdom: the wrapper's sends and codes are stood in for.
vi.mock('../lib/phone-auth', () => ({ sendPhoneCode: vi.fn() }));

const user = { uid: 'u1' } as User;
const onClose = vi.fn();
const onVerified = vi.fn();
const confirm = vi.fn<SentCode['confirm']>();
const authError = (code: string) => Object.assign(new Error(code), { name: 'FirebaseError', code });
// Refusals are logged as warnings, failures as errors: expected here, kept out of the output.
const quiet = () => [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')].map((s) => s.mockImplementation(() => {}));

beforeEach(() => {
  onClose.mockReset();
  onVerified.mockReset();
  confirm.mockReset().mockResolvedValue(user);
  vi.mocked(sendPhoneCode).mockReset().mockResolvedValue({ confirm });
  // The countdown's clock only: MUI's transitions and userEvent keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderDialog(purpose: PhonePurpose = 'verify') {
  render(
    <NotificationsProvider>
      <PhoneDialog purpose={purpose} onClose={onClose} onVerified={onVerified} />
    </NotificationsProvider>,
  );
  return screen.getByRole('dialog');
}

/** Types a number and sends it; resolves once the code step shows. */
async function sendTo(dialog: HTMLElement, number = '01712345678') {
  await userEvent.type(within(dialog).getByLabelText(/Mobile number/), number);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  return within(dialog).findByLabelText(/6-digit code/);
}

it('asks for a Bangladesh mobile number before sending anything', async () => {
  const dialog = renderDialog();
  expect(dialog).toHaveAccessibleName('Verify your phone');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(await within(dialog).findByText('Enter a phone number')).toBeVisible();
  await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '12345');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(await within(dialog).findByText(/Enter a valid phone number/)).toBeVisible();
  expect(sendPhoneCode).not.toHaveBeenCalled();
});

it('reads a number typed in Bangla digits as the number it is', async () => {
  const dialog = renderDialog();
  await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '০১৭১২-৩৪৫৬৭৮');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(sendPhoneCode).toHaveBeenCalledWith('verify', '01712-345678');
});

it('shows progress while sending and cannot be closed then; the code step names the number', async () => {
  const sending = deferred<SentCode>();
  vi.mocked(sendPhoneCode).mockReturnValueOnce(sending.promise);
  const dialog = renderDialog();
  await userEvent.type(within(dialog).getByLabelText(/Mobile number/), ' 01712-345678 ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  expect(sendPhoneCode).toHaveBeenCalledWith('verify', '01712-345678');
  expect(within(dialog).getByRole('button', { name: /Send code/ })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

  await act(async () => sending.resolve({ confirm }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('We sent a code by SMS to 01712-345678.');
  expect(within(dialog).getByLabelText(/6-digit code/)).toHaveFocus();
});

it('counts down before another code may be sent, then sends one to the same number', async () => {
  const dialog = renderDialog();
  await sendTo(dialog);
  const resend = within(dialog).getByRole('button', { name: 'Resend code in 60 s' });
  expect(resend).toBeDisabled();
  act(() => vi.advanceTimersByTime(1_000));
  expect(resend).toHaveTextContent('Resend code in 59 s');
  act(() => vi.advanceTimersByTime((RESEND_AFTER_S - 2) * 1_000));
  expect(resend).toHaveTextContent('Resend code in 1 s');
  expect(resend).toBeDisabled();
  act(() => vi.advanceTimersByTime(1_000));
  expect(resend).toHaveTextContent('Resend code');
  expect(resend).toBeEnabled();

  await userEvent.click(resend);
  await vi.waitFor(() => expect(sendPhoneCode).toHaveBeenCalledTimes(2));
  expect(sendPhoneCode).toHaveBeenLastCalledWith('verify', '01712345678');
  expect(await within(dialog).findByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
});

it('while another code is on its way, Verify waits without a spinner: the resend shows the progress', async () => {
  const dialog = renderDialog();
  await sendTo(dialog);
  act(() => vi.advanceTimersByTime(RESEND_AFTER_S * 1_000));
  const sending = deferred<SentCode>();
  vi.mocked(sendPhoneCode).mockReturnValueOnce(sending.promise);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Resend code' }));
  const verify = within(dialog).getByRole('button', { name: 'Verify' });
  expect(verify).toBeDisabled();
  expect(within(verify).queryByRole('progressbar')).toBeNull();
  expect(within(dialog).getByRole('button', { name: /Resend code/ })).toContainElement(
    within(dialog).getByRole('progressbar'),
  );
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

  await act(async () => sending.resolve({ confirm }));
  expect(verify).toBeEnabled();
});

it('says a wrong code is wrong and stays open; the right one verifies the number', async () => {
  confirm.mockRejectedValueOnce(authError('auth/invalid-verification-code'));
  quiet();
  const dialog = renderDialog();
  const code = await sendTo(dialog);
  await userEvent.type(code, '111111');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.phoneCodeWrong));
  expect(onVerified).not.toHaveBeenCalled();

  await userEvent.clear(code);
  // Bangla digits are read as the code they are.
  await userEvent.type(code, '১২৩৪৫৬');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(user));
  expect(confirm).toHaveBeenLastCalledWith('123456');
  expect(await screen.findByText(text(SUCCESS.phoneVerified))).toBeVisible();
});

it('checks the code has six digits before asking Firebase', async () => {
  const dialog = renderDialog();
  const code = await sendTo(dialog);
  await userEvent.type(code, '12345');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  expect(code).toHaveAccessibleDescription(text(ERROR.phoneCodeWrong));
  expect(confirm).not.toHaveBeenCalled();
});

it.each([
  ['a number another account has', 'confirm', authError('auth/credential-already-in-use'), ERROR.phoneInUse],
  [
    'an account that has a number already',
    'confirm',
    authError('auth/provider-already-linked'),
    ERROR.phoneAlreadyLinked,
  ],
  ['an expired code', 'confirm', authError('auth/code-expired'), ERROR.phoneCodeExpired],
  ['too many codes', 'send', authError('auth/too-many-requests'), ERROR.tooManyAttempts],
  ['a number Firebase cannot text', 'send', authError('auth/invalid-phone-number'), ERROR.phoneInvalid],
  ['a dropped connection', 'send', authError('auth/network-request-failed'), ERROR.network],
] as const)('says so for %s', async (_, step, error, message) => {
  quiet();
  if (step === 'send') vi.mocked(sendPhoneCode).mockRejectedValueOnce(error);
  else confirm.mockRejectedValueOnce(error);
  const dialog = renderDialog();
  await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '01712345678');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  if (step === 'confirm') {
    await userEvent.type(await within(dialog).findByLabelText(/6-digit code/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
  }
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(message));
  expect(onVerified).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

it('signing in, tells a number without an account to sign up by email first', async () => {
  confirm.mockRejectedValueOnce(Object.assign(new Error('no account'), { name: 'NoAccountForPhone' }));
  quiet();
  const dialog = renderDialog('signIn');
  expect(dialog).toHaveAccessibleName('Sign in with your phone');
  await userEvent.type(await sendTo(dialog), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.phoneNoAccount));
  expect(sendPhoneCode).toHaveBeenCalledWith('signIn', '01712345678');
});

it('reads in Bangla', async () => {
  await act(() => i18next.changeLanguage('bn'));
  const dialog = renderDialog();
  expect(dialog).toHaveAccessibleName('আপনার ফোন যাচাই করুন');
  await userEvent.type(within(dialog).getByLabelText(/মোবাইল নম্বর/), '01712345678');
  await userEvent.click(within(dialog).getByRole('button', { name: 'কোড পাঠান' }));
  expect(await within(dialog).findByRole('button', { name: '৬০ সেকেন্ড পরে আবার কোড পাঠানো যাবে' })).toBeDisabled();
});
