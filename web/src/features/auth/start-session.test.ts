import { afterEach, expect, it, vi } from 'vitest';
import type { User } from '../../lib/account';
import { ApiError, endSession, fetchAccessToken } from '../../lib/api-client';
import type * as ApiClient from '../../lib/api-client';
import { startSession } from './start-session';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  fetchAccessToken: vi.fn(),
  endSession: vi.fn(async () => undefined),
}));

const accountWith = (claims: Record<string, unknown>) =>
  ({
    email: 'buyer@reshelf.test',
    getIdTokenResult: async () => ({ token: 'id-token', claims }),
  }) as unknown as User;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.clearAllMocks());

it.each([{ account: 'Buyer' }, { admin: true }])(
  'goes on at once for an account whose token carries its role (%o), the accessToken following',
  async (claims) => {
    vi.mocked(fetchAccessToken).mockReturnValue(new Promise(() => undefined));
    await expect(startSession(accountWith(claims))).resolves.toEqual({ hasProfile: true });
    expect(fetchAccessToken).toHaveBeenCalledWith('buyer@reshelf.test', 'id-token');
  },
);

it('signs out as an API call would when the accessToken is refused after the reader went on', async () => {
  vi.mocked(fetchAccessToken).mockRejectedValueOnce(new ApiError(401, 'unauthenticated', 'Your session has ended.'));
  await startSession(accountWith({ account: 'Buyer' }));
  await settle();
  expect(endSession).toHaveBeenCalledTimes(1);

  vi.mocked(fetchAccessToken).mockRejectedValueOnce(new ApiError(0, 'network', 'No connection.'));
  await startSession(accountWith({ account: 'Buyer' }));
  await settle();
  expect(endSession).toHaveBeenCalledTimes(1);
});

it('waits for the server to say whether an account without a role has its profile', async () => {
  vi.mocked(fetchAccessToken).mockResolvedValueOnce({ accessToken: 'token', hasProfile: false });
  await expect(startSession(accountWith({}))).resolves.toEqual({ hasProfile: false });

  vi.mocked(fetchAccessToken).mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Another email.'));
  await expect(startSession(accountWith({}))).rejects.toBeInstanceOf(ApiError);
  expect(endSession).not.toHaveBeenCalled();
});
