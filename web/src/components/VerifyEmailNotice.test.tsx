import { ERROR, SUCCESS } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmailVerification } from 'firebase/auth';
import { expect, it, vi } from 'vitest';
import { text } from '../../../test/support/text';
import { ApiError } from '../lib/api-client';
import { NotificationsProvider } from '../lib/notify';
import { isUnverified, VerifyEmailNotice } from './VerifyEmailNotice';

const { me } = vi.hoisted(() => ({ me: { uid: 'u1' } }));
vi.mock('../lib/firebase', () => ({ auth: { currentUser: me } }));
vi.mock('firebase/auth', () => ({ sendEmailVerification: vi.fn(), sendPasswordResetEmail: vi.fn() }));

it('tells apart the API refusing an unconfirmed email', () => {
  expect(isUnverified(new ApiError(403, 'unverified', ERROR.emailNotVerified))).toBe(true);
  expect(isUnverified(new ApiError(403, 'forbidden', ERROR.forbidden))).toBe(false);
  expect(isUnverified(new Error('unverified'))).toBe(false);
});

it('sends the verification link again', async () => {
  vi.mocked(sendEmailVerification).mockResolvedValue();
  render(
    <NotificationsProvider>
      <VerifyEmailNotice />
    </NotificationsProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(text(ERROR.emailNotVerified));
  await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect(await screen.findByText(text(SUCCESS.verificationSent))).toBeVisible();
  expect(sendEmailVerification).toHaveBeenCalledWith(me, { url: `${window.location.origin}/login` });
});
