import type * as Firestore from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrap } from './bootstrap';

const auth = vi.hoisted(() => ({ getUserByEmail: vi.fn(), setCustomUserClaims: vi.fn() }));
const getFirestore = vi.hoisted(() => vi.fn());
vi.mock('firebase-admin/auth', () => ({ getAuth: () => auth }));
vi.mock('firebase-admin/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof Firestore>()),
  getFirestore,
}));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('bootstrap', () => {
  it('refuses to promote an account whose email is not verified, and writes nothing', async () => {
    auth.getUserByEmail.mockResolvedValue({ uid: 'u1', email: 'owner@example.com', emailVerified: false });
    await expect(bootstrap('owner@example.com')).rejects.toThrow(/owner@example.com is not verified/);
    expect(getFirestore).not.toHaveBeenCalled();
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();
  });

  it('says so when no account has the email', async () => {
    auth.getUserByEmail.mockRejectedValue({ code: 'auth/user-not-found' });
    await expect(bootstrap('nobody@example.com')).rejects.toThrow(/No account has the email nobody@example.com/);
    expect(getFirestore).not.toHaveBeenCalled();
  });
});
