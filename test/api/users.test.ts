import { DELETED_ACCOUNT_NAME, ERROR, VALIDATION, type CreatedReply } from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import {
  createCast,
  createPerson,
  signIn,
  uniqueEmail,
  userDoc,
  removeCreatedData,
  type Person,
} from './support/people';
import { adExists, createProduct, productDoc } from './support/products';
import { decodeJwt } from './support/tokens';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast();
});

describe('POST /users', () => {
  it('registers the caller’s own profile, never as admin, dropping unknown fields', async () => {
    const newcomer = await createPerson({ profile: false });
    const res = await call<CreatedReply>('POST', '/users', {
      token: newcomer.accessToken,
      body: { name: 'Ann', email: newcomer.email.toUpperCase(), account: 'Seller', role: 'admin', status: 'verify' },
    });
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true, insertedId: newcomer.uid } });
    const doc = await userDoc(newcomer.uid);
    expect(doc).toMatchObject({ name: 'Ann', email: newcomer.email, account: 'Seller' });
    expect(doc).not.toHaveProperty('role');
    expect(doc).not.toHaveProperty('status');
  });

  it.each(['en', 'bn'] as const)(
    'names a missing or mistyped field in the caller’s language (%s), zod’s own findings too',
    async (language) => {
      const newcomer = await createPerson({ profile: false });
      const res = await call('POST', '/users', {
        token: newcomer.accessToken,
        body: { name: 42 },
        headers: { 'Accept-Language': language },
      });
      expect(res).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'invalid',
            message: text(ERROR.invalid, language),
            fields: { name: text(VALIDATION.text, language), email: text(VALIDATION.required, language) },
          },
        },
      });
    },
  );

  it('makes a Buyer when no account is given', async () => {
    const newcomer = await createPerson({ profile: false });
    const res = await call('POST', '/users', {
      token: newcomer.accessToken,
      body: { name: 'Bo', email: newcomer.email },
    });
    expect(res.status).toBe(201);
    expect(await userDoc(newcomer.uid)).toMatchObject({ account: 'Buyer' });
  });

  it('is idempotent and cannot change the account type', async () => {
    const newcomer = await createPerson({ profile: false });
    const body = { name: 'Cy', email: newcomer.email, account: 'Buyer' };
    expect((await call('POST', '/users', { token: newcomer.accessToken, body })).status).toBe(201);
    const again = await call('POST', '/users', {
      token: newcomer.accessToken,
      body: { ...body, name: 'Changed', account: 'Seller' },
    });
    expect(again).toMatchObject({ status: 200, body: { acknowledged: true, insertedId: newcomer.uid } });
    expect(await userDoc(newcomer.uid)).toMatchObject({ name: 'Cy', account: 'Buyer' });
  });

  it('refuses a profile for another email (403) and writes nothing', async () => {
    const newcomer = await createPerson({ profile: false });
    const res = await call('POST', '/users', {
      token: newcomer.accessToken,
      body: { name: 'Mallory', email: uniqueEmail('victim'), account: 'Seller' },
    });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.emailMismatch)) });
    expect(await userDoc(newcomer.uid)).toBeUndefined();
  });

  it('is 400 with a message per field, and writes nothing', async () => {
    const newcomer = await createPerson({ profile: false });
    const res = await call('POST', '/users', {
      token: newcomer.accessToken,
      body: { name: ' ', email: 'nope', account: 'Admin' },
    });
    expect(res).toMatchObject({ status: 400, body: failure('invalid', text(ERROR.invalid)) });
    expect(Object.keys((res.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'account',
      'email',
      'name',
    ]);
    expect(await userDoc(newcomer.uid)).toBeUndefined();
  });
});

describe('admin lists: GET /users, /buyers, /sellers', () => {
  it.each(['/users', '/buyers', '/sellers'])('%s refuses a buyer and a seller (403)', async (path) => {
    for (const person of [cast.buyer, cast.seller]) {
      const res = await call('GET', path, { token: person.accessToken });
      expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.adminsOnly)) });
    }
  });

  it.each([
    ['/users', undefined],
    ['/buyers', 'Buyer'],
    ['/sellers', 'Seller'],
  ])('%s lists %s accounts with _id for the admin', async (path, account) => {
    const res = await call<{ _id: string; account: string; email: string }[]>('GET', `${path}?limit=100`, {
      token: cast.admin.accessToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.every((u) => typeof u._id === 'string' && (!account || u.account === account))).toBe(true);
    const expected = account === 'Seller' ? cast.seller : cast.buyer;
    expect(res.body.find((u) => u._id === expected.uid)).toMatchObject({ email: expected.email });
  });

  it('pages with ?limit=&after=', async () => {
    const first = await call<{ _id: string }[]>('GET', '/users?limit=2', { token: cast.admin.accessToken });
    expect(first.body).toHaveLength(2);
    const next = await call<{ _id: string }[]>('GET', `/users?limit=2&after=${first.body[1]!._id}`, {
      token: cast.admin.accessToken,
    });
    expect(next.status).toBe(200);
    expect(next.body.map((u) => u._id)).not.toContain(first.body[0]!._id);
    expect(next.body.map((u) => u._id)).not.toContain(first.body[1]!._id);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['after=no-such-user', 'after'],
  ])('is 400 for ?%s', async (query, field) => {
    const res = await call('GET', `/users?${query}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid', fields: { [field]: expect.any(String) } } },
    });
  });
});

describe('PUT /user/{id} (make admin)', () => {
  it('refuses a non-admin (403) and changes nothing', async () => {
    const res = await call('PUT', `/user/${cast.buyer.uid}`, { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.adminsOnly)) });
    expect(await userDoc(cast.buyer.uid)).not.toHaveProperty('role');
  });

  it('is 404 for an unknown user', async () => {
    const res = await call('PUT', '/user/no-such-user', { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });

  it('makes a user admin, once, and the claims follow within seconds', async () => {
    const target = await createPerson();
    const res = await call('PUT', `/user/${target.uid}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    expect(await userDoc(target.uid)).toMatchObject({ role: 'admin' });
    const again = await call('PUT', `/user/${target.uid}`, { token: cast.admin.accessToken });
    expect(again.body).toEqual({ acknowledged: true, modifiedCount: 0 });

    // The claims trigger runs after the write; a fresh sign-in shows the new claim.
    let claims: Record<string, unknown> = {};
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && claims.admin !== true;) {
      claims = decodeJwt(await signIn(target.email, target.password));
      if (claims.admin !== true) await new Promise((r) => setTimeout(r, 250));
    }
    expect(claims).toMatchObject({ admin: true, account: 'Buyer' });
    expect(await userDoc(target.uid)).toHaveProperty('claimsUpdatedAt');
  });
});

describe('PUT /user/language', () => {
  it('remembers the caller’s own language on their profile; the same choice again changes nothing', async () => {
    const person = await createPerson();
    const put = (language: string) => call('PUT', '/user/language', { token: person.accessToken, body: { language } });
    expect(await put('bn')).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    expect(await userDoc(person.uid)).toMatchObject({ language: 'bn' });
    expect(await put('bn')).toMatchObject({ status: 200, body: { modifiedCount: 0 } });
    expect(await put('en')).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect(await userDoc(person.uid)).toMatchObject({ language: 'en' });
  });

  it('is not taken for PUT /user/{id}: a buyer sets their language, not an admin role', async () => {
    const res = await call('PUT', '/user/language', { token: cast.buyer.accessToken, body: { language: 'en' } });
    expect(res.status).toBe(200);
    expect(await userDoc(cast.buyer.uid)).not.toHaveProperty('role');
  });

  it.each([
    ['no language', {}],
    ['a language Reshelf does not speak', { language: 'fr' }],
    ['a number', { language: 1 }],
  ])('refuses %s (400, in the caller’s language)', async (_, body) => {
    const res = await call('PUT', '/user/language', {
      token: cast.buyer.accessToken,
      body,
      headers: { 'Accept-Language': 'bn' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid',
          message: text(ERROR.invalid, 'bn'),
          fields: { language: text(VALIDATION.language, 'bn') },
        },
      },
    });
  });

  it('refuses a caller without a token (401) or without a profile (403)', async () => {
    expect((await call('PUT', '/user/language', { body: { language: 'bn' } })).status).toBe(401);
    const newcomer = await createPerson({ profile: false });
    const res = await call('PUT', '/user/language', { token: newcomer.accessToken, body: { language: 'bn' } });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.profileMissing)) });
  });
});

describe('PUT /user/verify/{id}', () => {
  it('refuses a non-admin (403)', async () => {
    const res = await call('PUT', `/user/verify/${cast.otherSeller.uid}`, { token: cast.seller.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.adminsOnly)) });
    expect(await userDoc(cast.otherSeller.uid)).not.toHaveProperty('status');
  });

  it('verifies sellers only (409 for a buyer)', async () => {
    const res = await call('PUT', `/user/verify/${cast.buyer.uid}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.notASeller)) });
    expect(await userDoc(cast.buyer.uid)).not.toHaveProperty('status');
  });

  it('is 404 for an unknown user', async () => {
    const res = await call('PUT', '/user/verify/no-such-user', { token: cast.admin.accessToken });
    expect(res.status).toBe(404);
  });

  it('verifies a seller and marks all its listings', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const ids = await Promise.all([createProduct(seller), createProduct(seller, { productStatus: 'Booked' })]);
    const res = await call('PUT', `/user/verify/${seller.uid}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    expect(await userDoc(seller.uid)).toMatchObject({ status: 'verify' });
    for (const id of ids) expect(await productDoc(id)).toMatchObject({ sellerVerified: true });
  });
});

describe('DELETE /buyer/{id}', () => {
  it('refuses a non-admin (403) and deletes nothing', async () => {
    const res = await call('DELETE', `/buyer/${cast.otherBuyer.uid}`, { token: cast.seller.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.adminsOnly)) });
    expect(await userDoc(cast.otherBuyer.uid)).toBeDefined();
  });

  it.each([
    ['a seller', () => cast.seller, text(ERROR.notABuyer)],
    ['an admin', () => cast.admin, text(ERROR.adminNotDeletable)],
  ])('refuses to delete %s here (409)', async (_name, target, message) => {
    const res = await call('DELETE', `/buyer/${target().uid}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', message) });
    expect(await userDoc(target().uid)).toBeDefined();
  });

  it('is 404 for an unknown user', async () => {
    expect((await call('DELETE', '/buyer/no-such-user', { token: cast.admin.accessToken })).status).toBe(404);
  });

  it('deletes the account and profile; the orders stay and the old token stops working', async () => {
    const buyer = await createPerson();
    const order = await db.collection('orders').add({ productId: 'p', buyerUid: buyer.uid, status: 'Sold' });
    const res = await call('DELETE', `/buyer/${buyer.uid}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect(await userDoc(buyer.uid)).toBeUndefined();
    await expect(adminAuth.getUser(buyer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await order.get()).exists).toBe(true);
    const after = await call('GET', `/orders/${buyer.email}`, { token: buyer.accessToken });
    expect(after).toMatchObject({ status: 401, body: failure('unauthenticated', text(ERROR.sessionEnded)) });
    const comeback = await call('POST', '/users', {
      token: buyer.accessToken,
      body: { name: 'Back again', email: buyer.email },
    });
    expect(comeback).toMatchObject({ status: 401, body: failure('unauthenticated') });
    expect(await userDoc(buyer.uid)).toBeUndefined();
  });
});

describe('DELETE /seller/{id}', () => {
  it('refuses a non-admin (403)', async () => {
    const res = await call('DELETE', `/seller/${cast.otherSeller.uid}`, { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.adminsOnly)) });
    expect(await userDoc(cast.otherSeller.uid)).toBeDefined();
  });

  it('refuses to delete a buyer here (409)', async () => {
    const res = await call('DELETE', `/seller/${cast.buyer.uid}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.notASellerAccount)) });
    expect(await userDoc(cast.buyer.uid)).toBeDefined();
  });

  it('deletes the account, profile, listings and offers; orders stay', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const [advertised, plain] = await Promise.all([createProduct(seller), createProduct(seller)]);
    await db.doc(`advertisements/${advertised}`).set({ product: { _id: advertised }, sellerUid: seller.uid });
    const order = await db.collection('orders').add({ productId: plain, sellerUid: seller.uid, status: 'Sold' });
    const res = await call('DELETE', `/seller/${seller.uid}`, { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect(await userDoc(seller.uid)).toBeUndefined();
    await expect(adminAuth.getUser(seller.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await productDoc(advertised)).toBeUndefined();
    expect(await productDoc(plain)).toBeUndefined();
    expect(await adExists(advertised)).toBe(false);
    expect((await order.get()).exists).toBe(true);
  });
});

describe('a deleted account’s personal data', () => {
  /** The buyer books one of the seller's books and both subscribed to the newsletter. */
  async function trade(buyer: Person, seller: Person) {
    const productId = await createProduct(seller);
    const booked = await call<CreatedReply>('POST', '/orders', {
      token: buyer.accessToken,
      body: { productId },
    });
    expect(booked.status).toBe(201);
    for (const p of [buyer, seller]) {
      expect((await call('POST', '/newsletter', { body: { email: p.email } })).status).toBe(201);
    }
    return booked.body.insertedId;
  }
  const subscribed = async (email: string) => (await db.doc(`newsletter/${email}`).get()).exists;

  it('leaves the seller’s order of a deleted buyer as “Deleted account”, without phone or email', async () => {
    const [buyer, seller] = await Promise.all([createPerson(), createPerson({ account: 'Seller' })]);
    const orderId = await trade(buyer, seller);
    expect((await call('DELETE', `/buyer/${buyer.uid}`, { token: cast.admin.accessToken })).status).toBe(200);

    const res = await call<Record<string, unknown>[]>('GET', '/sellerOrders', { token: seller.accessToken });
    const order = res.body.find((o) => o._id === orderId);
    expect(order).toMatchObject({ buyerName: DELETED_ACCOUNT_NAME, sellerName: seller.name });
    expect(order).not.toHaveProperty('phone');
    expect(order).not.toHaveProperty('userEmail');
    expect(JSON.stringify(res.body)).not.toContain(buyer.email);
    expect(JSON.stringify(res.body)).not.toContain(buyer.phone!);
    expect(await subscribed(buyer.email)).toBe(false);
    expect(await subscribed(seller.email)).toBe(true);
  });

  it('leaves the buyer’s order of a deleted seller as “Deleted account”, without phone or email', async () => {
    const [buyer, seller] = await Promise.all([createPerson(), createPerson({ account: 'Seller' })]);
    const orderId = await trade(buyer, seller);
    expect((await call('DELETE', `/seller/${seller.uid}`, { token: cast.admin.accessToken })).status).toBe(200);

    const res = await call<Record<string, unknown>[]>('GET', `/orders/${encodeURIComponent(buyer.email)}`, {
      token: buyer.accessToken,
    });
    const order = res.body.find((o) => o._id === orderId);
    expect(order).toMatchObject({ sellerName: DELETED_ACCOUNT_NAME, buyerName: buyer.name });
    expect(order).not.toHaveProperty('sellerPhone');
    expect(order).not.toHaveProperty('sellerEmail');
    expect(JSON.stringify(res.body)).not.toContain(seller.email);
    expect(JSON.stringify(res.body)).not.toContain(seller.phone!);
    expect(await subscribed(seller.email)).toBe(false);
    expect(await subscribed(buyer.email)).toBe(true);
  });
});

describe('GET /user/{admin|buyer|seller}/{email}', () => {
  const flags = ['admin', 'buyer', 'seller'] as const;
  const reply = (flag: (typeof flags)[number], value: boolean) => ({
    [`is${flag[0]!.toUpperCase()}${flag.slice(1)}`]: value,
  });

  it.each([
    ['a buyer', () => cast.buyer, { admin: false, buyer: true, seller: false }],
    ['a seller', () => cast.seller, { admin: false, buyer: false, seller: true }],
    ['an admin', () => cast.admin, { admin: true, buyer: true, seller: false }],
  ])('tells %s its own roles', async (_name, person, expected) => {
    for (const flag of flags) {
      const res = await call('GET', `/user/${flag}/${person().email}`, { token: person().accessToken });
      expect(res, flag).toMatchObject({ status: 200, body: reply(flag, expected[flag]) });
    }
  });

  it('answers false for someone who has not registered a profile yet', async () => {
    const newcomer = await createPerson({ profile: false });
    for (const flag of flags) {
      const res = await call('GET', `/user/${flag}/${newcomer.email}`, { token: newcomer.accessToken });
      expect(res.body).toEqual(reply(flag, false));
    }
  });

  it('refuses a non-admin asking about someone else (403)', async () => {
    for (const flag of flags) {
      const res = await call('GET', `/user/${flag}/${cast.admin.email}`, { token: cast.buyer.accessToken });
      expect(res, flag).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.emailMismatch)) });
    }
  });

  it('lets an admin ask about anyone; an unknown email is false', async () => {
    const seller = await call('GET', `/user/seller/${cast.seller.email}`, { token: cast.admin.accessToken });
    expect(seller.body).toEqual({ isSeller: true });
    const nobody = await call('GET', `/user/buyer/${uniqueEmail('nobody')}`, { token: cast.admin.accessToken });
    expect(nobody).toMatchObject({ status: 200, body: { isBuyer: false } });
  });

  it('is 400 for a malformed email', async () => {
    const res = await call('GET', '/user/admin/not-an-email', { token: cast.admin.accessToken });
    expect(res).toMatchObject({ status: 400, body: failure('invalid') });
  });
});
