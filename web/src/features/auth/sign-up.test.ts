import { createUserWithEmailAndPassword, updatePassword, type User } from 'firebase/auth';
import { beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { auth } from '../../lib/firebase';
import { registerProfile } from './profile';
import { signUp } from './sign-up';
import { startSession } from './start-session';

vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(),
  updatePassword: vi.fn(),
  updateProfile: vi.fn(),
}));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/auth-emails', () => ({ sendVerification: vi.fn(async () => undefined) }));
vi.mock('./profile', () => ({ registerProfile: vi.fn() }));
vi.mock('./start-session', () => ({ startSession: vi.fn() }));

const input = { name: 'Nadia Rahman', email: 'nadia@example.com', password: 'secret1', account: 'Buyer' } as const;
const created = { email: 'nadia@example.com' } as User;

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(createUserWithEmailAndPassword).mockImplementation(async () => {
    (auth as { currentUser: User | null }).currentUser = created;
    return { user: created } as Awaited<ReturnType<typeof createUserWithEmailAndPassword>>;
  });
});

it('finishes the account of a try the connection cut short instead of creating it again', async () => {
  vi.mocked(registerProfile).mockRejectedValueOnce(new ApiError(0, 'network', 'Cannot reach Reshelf.'));
  await expect(signUp(input)).rejects.toThrow('Cannot reach Reshelf.');

  await signUp({ ...input, password: 'secret2' });
  expect(createUserWithEmailAndPassword).toHaveBeenCalledOnce();
  expect(updatePassword).toHaveBeenCalledWith(created, 'secret2');
  expect(startSession).toHaveBeenCalledTimes(2);
  expect(registerProfile).toHaveBeenLastCalledWith(created, { name: 'Nadia Rahman', account: 'Buyer' });
});

it('creates a new account for a different email', async () => {
  vi.mocked(startSession).mockRejectedValueOnce(new ApiError(0, 'network', 'Cannot reach Reshelf.'));
  await expect(signUp(input)).rejects.toThrow();
  await signUp({ ...input, email: 'other@example.com' });
  expect(createUserWithEmailAndPassword).toHaveBeenCalledTimes(2);
  expect(updatePassword).not.toHaveBeenCalled();
});
