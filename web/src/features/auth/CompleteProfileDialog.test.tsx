import { ERROR, SUCCESS } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, type User } from 'firebase/auth';
import { beforeEach, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { awaitClaims } from '../../lib/session';
import { deferred } from '../../test/fixtures';
import { CompleteProfileDialog } from './CompleteProfileDialog';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (actual) => ({ ...(await actual<object>()), api: vi.fn() }));
vi.mock('../../lib/session', () => ({ awaitClaims: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));

const user = { uid: 'u1', email: 'half@reshelf.test', displayName: null } as User;
const onCompleted = vi.fn();
const onCancelled = vi.fn();

beforeEach(() => {
  vi.mocked(api).mockReset();
  onCompleted.mockReset();
  onCancelled.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderDialog() {
  render(
    <NotificationsProvider>
      <CompleteProfileDialog user={user} onCompleted={onCompleted} onCancelled={onCancelled} />
    </NotificationsProvider>,
  );
}

it('posts /users with the name and account type, then waits for the claims', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'u1' });
  renderDialog();
  expect(screen.getByText(text(ERROR.profileIncomplete))).toBeVisible();
  await userEvent.type(screen.getByLabelText('Name'), 'Nadia Rahman');
  await userEvent.click(screen.getByLabelText(/^Seller/));
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByText(text(SUCCESS.profileCompleted))).toBeVisible();
  expect(api).toHaveBeenCalledWith('/users', {
    method: 'POST',
    body: { name: 'Nadia Rahman', email: 'half@reshelf.test', account: 'Seller' },
    toast: false,
  });
  expect(awaitClaims).toHaveBeenCalledWith('u1');
  expect(onCompleted).toHaveBeenCalledOnce();
});

it('asks for a name and shows a refusal in the dialog', async () => {
  renderDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(api).not.toHaveBeenCalled();

  vi.mocked(api).mockRejectedValue(new ApiError(400, 'invalid', 'The name is too long.'));
  await userEvent.type(screen.getByLabelText('Name'), 'Nadia');
  await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The name is too long.');
  expect(onCompleted).not.toHaveBeenCalled();
});

it('keeps the name and account type when the connection drops, says why, and saves on the next try', async () => {
  const reply = deferred();
  vi.mocked(api).mockReturnValueOnce(reply.promise);
  renderDialog();
  await userEvent.type(screen.getByLabelText('Name'), 'Nadia Rahman');
  await userEvent.click(screen.getByLabelText(/^Seller/));
  const save = screen.getByRole('button', { name: 'Save and continue' });
  await userEvent.click(save);
  expect(save).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();

  reply.reject(new ApiError(0, 'network', ERROR.network));
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.network));
  expect(save).toBeEnabled();
  expect(screen.getByLabelText('Name')).toHaveValue('Nadia Rahman');
  expect(screen.getByLabelText(/^Seller/)).toBeChecked();

  vi.mocked(api).mockResolvedValueOnce({ acknowledged: true, insertedId: 'u1' });
  await userEvent.click(save);
  await vi.waitFor(() => expect(onCompleted).toHaveBeenCalledOnce());
  expect(api).toHaveBeenLastCalledWith(
    '/users',
    expect.objectContaining({ body: expect.objectContaining({ account: 'Seller' }) }),
  );
});

it('logs out when the person would rather not finish now', async () => {
  renderDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  expect(onCancelled).toHaveBeenCalledOnce();
});

it('signs out once while Log out waits for it, with both buttons held', async () => {
  const signingOut = deferred<void>();
  vi.mocked(signOut).mockClear().mockImplementationOnce(() => signingOut.promise);
  renderDialog();
  const logOut = screen.getByRole('button', { name: 'Log out' });
  await userEvent.click(logOut);
  await vi.waitFor(() => expect(signOut).toHaveBeenCalledOnce());
  expect(logOut).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  signingOut.resolve();
  await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledOnce());
  expect(signOut).toHaveBeenCalledOnce();
});

it('stays open on Escape: only Log out signs out', async () => {
  renderDialog();
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Finish signing up' })).toBeVisible();
  expect(onCancelled).not.toHaveBeenCalled();
});
