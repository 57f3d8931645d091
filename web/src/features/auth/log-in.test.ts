import { afterEach, expect, it, vi } from 'vitest';
import { signInWithPassword, type User } from '../../lib/account';
import { ApiError } from '../../lib/api-client';
import { undoSignIn } from '../../lib/local-cache';
import { logIn } from './log-in';
import { startSession } from './start-session';

vi.mock('../../lib/account', () => ({ signInWithPassword: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: {} }));
vi.mock('../../lib/local-cache', () => ({ undoSignIn: vi.fn(async () => undefined) }));
vi.mock('./start-session', () => ({ startSession: vi.fn() }));

const nadia = { email: 'buyer@reshelf.test', password: 'buyer-demo-1' };

afterEach(() => vi.clearAllMocks());

it('asks for the profile an account lacks, and leaves no half-signed-in session when the token is refused', async () => {
  vi.mocked(signInWithPassword).mockResolvedValue({ uid: 'nadia' } as User);
  vi.mocked(startSession).mockResolvedValueOnce({ hasProfile: false });
  await expect(logIn(nadia)).resolves.toMatchObject({ needsProfile: true });
  expect(undoSignIn).not.toHaveBeenCalled();

  vi.mocked(startSession).mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Another email.'));
  await expect(logIn(nadia)).rejects.toBeInstanceOf(ApiError);
  expect(undoSignIn).toHaveBeenCalledTimes(1);
});
