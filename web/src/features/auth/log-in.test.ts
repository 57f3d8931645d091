import { afterEach, expect, it, vi } from 'vitest';
import { signInWithPassword, type User } from '../../lib/account';
import { ApiError, endSession } from '../../lib/api-client';
import type * as ApiClient from '../../lib/api-client';
import { undoSignIn } from '../../lib/local-cache';
import { logIn } from './log-in';
import { startSession } from './start-session';

vi.mock('../../lib/account', () => ({ signInWithPassword: vi.fn() }));
vi.mock('../../lib/firebase', () => ({ auth: {} }));
vi.mock('../../lib/local-cache', () => ({ undoSignIn: vi.fn(async () => undefined) }));
vi.mock('./start-session', () => ({ startSession: vi.fn() }));
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  endSession: vi.fn(async () => undefined),
}));

const nadia = { email: 'buyer@reshelf.test', password: 'buyer-demo-1' };
const accountWith = (claims: Record<string, unknown>) =>
  ({ uid: 'nadia', getIdTokenResult: async () => ({ claims }) }) as unknown as User;
const pending = () => new Promise<never>(() => undefined);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.clearAllMocks());

it.each([{ account: 'Buyer' }, { admin: true }])(
  'goes on at once for an account whose token carries its role (%o), the accessToken following',
  async (claims) => {
    vi.mocked(signInWithPassword).mockResolvedValue(accountWith(claims));
    vi.mocked(startSession).mockReturnValue(pending());
    await expect(logIn(nadia)).resolves.toMatchObject({ needsProfile: false });
    expect(startSession).toHaveBeenCalledTimes(1);
  },
);

it('signs out as an API call would when the accessToken is refused after the reader went on', async () => {
  vi.mocked(signInWithPassword).mockResolvedValue(accountWith({ account: 'Buyer' }));
  vi.mocked(startSession).mockRejectedValueOnce(new ApiError(401, 'unauthenticated', 'Your session has ended.'));
  await logIn(nadia);
  await settle();
  expect(endSession).toHaveBeenCalledTimes(1);

  vi.mocked(startSession).mockRejectedValueOnce(new ApiError(0, 'network', 'No connection.'));
  await logIn(nadia);
  await settle();
  expect(endSession).toHaveBeenCalledTimes(1);
});

it('waits for the server to say whether an account without a role has its profile', async () => {
  vi.mocked(signInWithPassword).mockResolvedValue(accountWith({}));
  vi.mocked(startSession).mockResolvedValueOnce({ hasProfile: false });
  await expect(logIn(nadia)).resolves.toMatchObject({ needsProfile: true });

  vi.mocked(startSession).mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Another email.'));
  await expect(logIn(nadia)).rejects.toBeInstanceOf(ApiError);
  expect(undoSignIn).toHaveBeenCalledTimes(1);
});
