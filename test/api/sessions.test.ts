// Sessions end when they should: logout, a role change and a deletion refuse the accessTokens
// issued before; the last admin keeps the role.
import { ERROR, type UpdatedReply } from '@reshelf/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_URL } from '../support/emulators';
import { adminAuth } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { createPerson, exchange, removeCreatedData, signIn, userDoc, type Person } from './support/people';

afterAll(removeCreatedData);

/** A sign-in that keeps its refresh token, as a second device holds one. */
async function signInWithRefresh(email: string, password: string) {
  const res = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return (await res.json()) as { idToken: string; refreshToken: string };
}

/** A new ID token for a refresh token, as the web SDK renews it; undefined when refused. */
async function renewIdToken(refreshToken: string): Promise<string | undefined> {
  const res = await fetch(`${AUTH_URL}/securetoken.googleapis.com/v1/token?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
  return res.ok ? ((await res.json()) as { id_token: string }).id_token : undefined;
}

/** A fresh accessToken for the person, as the app gets one after signing in again. */
const freshToken = async (p: Person) => exchange(await signIn(p.email, p.password), p.email);
const ownOrders = (p: Person, token: string) => call('GET', `/orders/${encodeURIComponent(p.email)}`, { token });

describe('POST /logout', () => {
  it('refuses the accessToken it was called with, and every other one issued before, but not a new one', async () => {
    const person = await createPerson();
    const otherTab = await freshToken(person);
    expect((await ownOrders(person, person.accessToken)).status).toBe(200);

    const res = await call<UpdatedReply>('POST', '/logout', { token: person.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });

    for (const token of [person.accessToken, otherTab]) {
      expect(await ownOrders(person, token)).toMatchObject({
        status: 401,
        body: failure('unauthenticated', text(ERROR.sessionEnded)),
      });
    }
    expect((await ownOrders(person, await freshToken(person))).status).toBe(200);
  });

  it('revokes the account: /jwt refuses an ID token obtained before the logout', async () => {
    const person = await createPerson();
    const idToken = await signIn(person.email, person.password);
    // ID tokens count whole seconds; the logout falls in a later one than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('POST', '/logout', { token: person.accessToken })).status).toBe(200);

    const jwt = (token: string) => call('GET', `/jwt?email=${encodeURIComponent(person.email)}`, { token });
    expect(await jwt(idToken)).toMatchObject({ status: 401, body: failure('unauthenticated') });
    expect((await jwt(await signIn(person.email, person.password))).status).toBe(200);
  });

  it('revokes the refresh tokens: another device’s session cannot renew its ID token', async () => {
    const person = await createPerson();
    const { refreshToken } = await signInWithRefresh(person.email, person.password);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('POST', '/logout', { token: person.accessToken })).status).toBe(200);

    // The Auth emulator may still renew it; Firebase then refuses the renewed token as revoked.
    const renewed = await renewIdToken(refreshToken);
    if (renewed) {
      const res = await call('GET', `/jwt?email=${encodeURIComponent(person.email)}`, { token: renewed });
      expect(res).toMatchObject({ status: 401, body: failure('unauthenticated') });
    }
  });

  it('is 401 without a token', async () => {
    expect((await call('POST', '/logout')).status).toBe(401);
  });
});

describe('role changes end the sessions of the person they change', () => {
  it('making someone admin refuses their old token; a new one carries the role', async () => {
    const [admin, person] = await Promise.all([createPerson({ admin: true }), createPerson()]);
    expect((await call('PUT', `/user/${person.uid}`, { token: admin.accessToken })).status).toBe(200);
    expect((await call('GET', '/users', { token: person.accessToken })).status).toBe(401);
    expect((await call('GET', '/users', { token: await freshToken(person) })).status).toBe(200);
  });

  it('verifying a seller refuses their old token', async () => {
    const [admin, seller] = await Promise.all([createPerson({ admin: true }), createPerson({ account: 'Seller' })]);
    expect((await call('PUT', `/user/verify/${seller.uid}`, { token: admin.accessToken })).status).toBe(200);
    expect((await ownOrders(seller, seller.accessToken)).status).toBe(401);
  });
});

describe('DELETE /user/{id}/admin', () => {
  it('takes another admin’s role away: their old token is refused and a new one has no admin power', async () => {
    const [admin, other] = await Promise.all([createPerson({ admin: true }), createPerson({ admin: true })]);
    const res = await call<UpdatedReply>('DELETE', `/user/${other.uid}/admin`, { token: admin.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    expect(await userDoc(other.uid)).not.toHaveProperty('role');
    expect((await call('GET', '/users', { token: other.accessToken })).status).toBe(401);
    expect(await call('GET', '/users', { token: await freshToken(other) })).toMatchObject({
      status: 403,
      body: failure('forbidden', text(ERROR.adminsOnly)),
    });
  });

  it('refuses one’s own role, a user who is not an admin, a non-admin caller and an unknown id', async () => {
    const [admin, buyer] = await Promise.all([createPerson({ admin: true }), createPerson()]);
    expect(await call('DELETE', `/user/${admin.uid}/admin`, { token: admin.accessToken })).toMatchObject({
      status: 409,
      body: failure('conflict', text(ERROR.ownAdminRole)),
    });
    expect(await call('DELETE', `/user/${buyer.uid}/admin`, { token: admin.accessToken })).toMatchObject({
      status: 409,
      body: failure('conflict', text(ERROR.notAnAdmin)),
    });
    expect((await call('DELETE', `/user/${admin.uid}/admin`, { token: buyer.accessToken })).status).toBe(403);
    expect((await call('DELETE', '/user/nobody-here/admin', { token: admin.accessToken })).status).toBe(404);
    expect(await userDoc(admin.uid)).toMatchObject({ role: 'admin' });
  });

  it('two admins removing each other at once leave exactly one admin', async () => {
    const [a, b] = await Promise.all([createPerson({ admin: true }), createPerson({ admin: true })]);
    const replies = await Promise.all([
      call('DELETE', `/user/${b.uid}/admin`, { token: a.accessToken }),
      call('DELETE', `/user/${a.uid}/admin`, { token: b.accessToken }),
    ]);
    const roles = [(await userDoc(a.uid))?.role, (await userDoc(b.uid))?.role];
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe('a deleted account', () => {
  it('has its old accessToken refused and its Firebase refresh tokens revoked', async () => {
    const [admin, buyer] = await Promise.all([createPerson({ admin: true }), createPerson()]);
    const idToken = await signIn(buyer.email, buyer.password);
    expect((await call('DELETE', `/buyer/${buyer.uid}`, { token: admin.accessToken })).status).toBe(200);
    expect(await ownOrders(buyer, buyer.accessToken)).toMatchObject({
      status: 401,
      body: failure('unauthenticated', text(ERROR.sessionEnded)),
    });
    expect((await call('GET', `/jwt?email=${encodeURIComponent(buyer.email)}`, { token: idToken })).status).toBe(401);
    await expect(adminAuth.getUser(buyer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
