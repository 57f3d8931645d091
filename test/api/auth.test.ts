import { ACCESS_TOKEN_TTL_SECONDS, ERROR, MAX_BODY_BYTES, type AccessTokenReply } from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { createPerson, signIn, uniqueEmail, userDoc, type Person, removeCreatedData } from './support/people';
import { adExists, createProduct, ordersFor, productDoc } from './support/products';
import { BAD_TOKENS, decodeJwt, mintToken } from './support/tokens';

afterAll(removeCreatedData);

describe('GET /jwt', () => {
  let person: Person;
  let idToken: string;
  beforeAll(async () => {
    person = await createPerson();
    idToken = await signIn(person.email, person.password);
  });

  it('trades an ID token for a one-hour accessToken of that user', async () => {
    const res = await call<AccessTokenReply>('GET', `/jwt?email=${encodeURIComponent(person.email)}`, {
      token: idToken,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'hasProfile']);
    expect(res.body.hasProfile).toBe(true);
    const header = JSON.parse(Buffer.from(res.body.accessToken.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const payload = decodeJwt(res.body.accessToken);
    expect(payload).toMatchObject({ sub: person.uid, email: person.email, iss: 'reshelf', aud: 'reshelf' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('says when the account has no profile yet (a sign-up that stopped before POST /users)', async () => {
    const halfMade = await createPerson({ profile: false });
    const halfMadeIdToken = await signIn(halfMade.email, halfMade.password);
    const res = await call<AccessTokenReply>('GET', `/jwt?email=${encodeURIComponent(halfMade.email)}`, {
      token: halfMadeIdToken,
    });
    expect(res).toMatchObject({ status: 200, body: { accessToken: expect.any(String), hasProfile: false } });
  });

  it('compares the email without regard to case', async () => {
    const res = await call('GET', `/jwt?email=${encodeURIComponent(person.email.toUpperCase())}`, { token: idToken });
    expect(res.status).toBe(200);
  });

  it('refuses a valid ID token asking for another email (403)', async () => {
    const other = await createPerson();
    const res = await call('GET', `/jwt?email=${encodeURIComponent(other.email)}`, { token: idToken });
    expect(res).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.emailMismatch)) });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not-a-token'],
  ])('refuses %s (401)', async (_name, token) => {
    const res = await call('GET', `/jwt?email=${encodeURIComponent(person.email)}`, { token });
    expect(res).toMatchObject({ status: 401, body: failure('unauthenticated') });
  });

  it('refuses an accessToken in place of the ID token (401)', async () => {
    const res = await call('GET', `/jwt?email=${encodeURIComponent(person.email)}`, { token: person.accessToken });
    expect(res).toMatchObject({ status: 401, body: failure('unauthenticated') });
  });

  it('refuses the ID token of a deleted account (401)', async () => {
    const gone = await createPerson();
    const goneIdToken = await signIn(gone.email, gone.password);
    await adminAuth.deleteUser(gone.uid);
    const res = await call('GET', `/jwt?email=${encodeURIComponent(gone.email)}`, { token: goneIdToken });
    expect(res).toMatchObject({ status: 401, body: failure('unauthenticated') });
  });

  it.each([
    ['without an email', ''],
    ['with a malformed email', '?email=not-an-email'],
  ])('is 400 %s', async (_name, query) => {
    const res = await call('GET', `/jwt${query}`, { token: idToken });
    expect(res).toMatchObject({ status: 400, body: failure('invalid', text(ERROR.invalid)) });
    expect(res.body).toMatchObject({ error: { fields: { email: expect.any(String) } } });
  });
});

// Every route but /jwt and the public reads, with ids of real documents, so a call that got
// through would change something the last test looks at.
describe('accessToken on every protected route', () => {
  let admin: Person;
  let buyer: Person;
  let seller: Person;
  let newcomer: Person;
  let productId: string;
  let orderId: string;
  let routes: [method: string, path: string, body?: unknown][];

  beforeAll(async () => {
    [admin, buyer, seller, newcomer] = await Promise.all([
      createPerson({ admin: true }),
      createPerson(),
      createPerson({ account: 'Seller' }),
      createPerson({ profile: false }),
    ]);
    productId = await createProduct(seller);
    const order = await db.collection('orders').add({
      productId: 'elsewhere',
      buyerUid: buyer.uid,
      sellerUid: seller.uid,
      status: 'Booked',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    orderId = order.id;
    routes = [
      ['POST', '/users', { name: 'Newcomer', email: newcomer.email, account: 'Seller' }],
      ['GET', '/users'],
      ['GET', '/buyers'],
      ['GET', '/sellers'],
      ['PUT', `/user/${buyer.uid}`],
      ['PUT', `/user/verify/${seller.uid}`],
      ['DELETE', `/buyer/${buyer.uid}`],
      ['DELETE', `/seller/${seller.uid}`],
      ['GET', `/user/admin/${admin.email}`],
      ['GET', `/user/buyer/${admin.email}`],
      ['GET', `/user/seller/${admin.email}`],
      ['POST', '/addProduct', { productName: 'X', sellerEmail: seller.email }],
      ['GET', `/addProduct?email=${seller.email}`],
      ['PUT', `/addProduct/${productId}`, { productName: 'Changed', price: 1 }],
      ['DELETE', `/addProduct/${productId}`],
      ['GET', '/categoryBooks/horror'],
      ['POST', '/advertise', { product: { _id: productId } }],
      ['GET', '/orders'],
      ['GET', `/orders/${buyer.email}`],
      ['POST', '/orders', { productId }],
      ['PUT', `/orders/${orderId}/pay`],
      ['PUT', `/orders/${orderId}/sold`],
      ['PUT', `/orders/${orderId}/cancel`],
      ['PUT', `/orders/${orderId}/decline`],
      ['GET', '/sellerOrders'],
      ['POST', '/logout'],
      ['DELETE', `/user/${admin.uid}/admin`],
    ];
  });

  it('covers the 27 protected routes', () => {
    expect(routes).toHaveLength(27);
  });

  it('refuses each without a token (401)', async () => {
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { body });
      expect(res, `${method} ${path}`).toMatchObject({
        status: 401,
        body: failure('unauthenticated', text(ERROR.unauthenticated)),
      });
    }
  });

  it.each(BAD_TOKENS)('refuses each with an accessToken $name (401)', async ({ make, message }) => {
    // The admin's identity: a token that got through would have every power.
    const token = await make(admin);
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { token, body });
      expect(res, `${method} ${path}`).toMatchObject({ status: 401, body: failure('unauthenticated', message) });
    }
  });

  it('refuses a Firebase ID token in place of the accessToken (401)', async () => {
    const idToken = await signIn(admin.email, admin.password);
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { token: idToken, body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses the token of an account that no longer exists with the session-ended message (401)', async () => {
    const token = await mintToken({ uid: 'gone-' + Date.now(), email: uniqueEmail('ghost') });
    const res = await call('GET', '/users', { token });
    expect(res).toMatchObject({ status: 401, body: failure('unauthenticated', text(ERROR.sessionEnded)) });
  });

  it('refuses a signed-in user without a profile everywhere but sign-up and role checks (403)', async () => {
    const open = new Set(['POST /users', 'POST /logout', 'GET /user/admin', 'GET /user/buyer', 'GET /user/seller']);
    const { accessToken: token } = await createPerson({ profile: false });
    for (const [method, path, body] of routes) {
      if ([...open].some((route) => `${method} ${path}`.startsWith(route))) continue;
      const res = await call(method, path, { token, body });
      expect(res, `${method} ${path}`).toMatchObject({
        status: 403,
        body: failure('forbidden', text(ERROR.profileMissing)),
      });
    }
  });

  it('the refused calls wrote nothing', async () => {
    expect(await userDoc(newcomer.uid)).toBeUndefined();
    expect(await userDoc(buyer.uid)).toMatchObject({ account: 'Buyer' });
    expect(await userDoc(buyer.uid)).not.toHaveProperty('role');
    expect(await userDoc(seller.uid)).not.toHaveProperty('status');
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available', price: 300 });
    expect(await adExists(productId)).toBe(false);
    expect(await ordersFor(productId)).toHaveLength(0);
    expect((await db.doc(`orders/${orderId}`).get()).data()).toMatchObject({ status: 'Booked' });
    await expect(adminAuth.getUser(buyer.uid)).resolves.toBeTruthy();
  });
});

describe('HTTP behaviour', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await call('GET', '/no-such-route');
    expect(res).toMatchObject({ status: 404, body: failure('not-found', text(ERROR.noSuchRoute)) });
  });

  it(`refuses a body over ${MAX_BODY_BYTES} bytes (413) and writes nothing`, async () => {
    const email = uniqueEmail('big');
    const rawBody = JSON.stringify({ email, padding: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await call('POST', '/newsletter', { rawBody });
    expect(res).toMatchObject({ status: 413, body: failure('too-large', text(ERROR.tooLarge)) });
    expect((await db.doc(`newsletter/${email}`).get()).exists).toBe(false);
  });

  it('refuses a body that is not JSON (400)', async () => {
    const res = await call('POST', '/newsletter', { rawBody: '{"email":' });
    expect(res.status).toBe(400);
  });

  it.each(['http://localhost:5173', 'http://127.0.0.1:5000', 'https://demo-reshelf.web.app'])(
    'allows CORS from the app origin %s',
    async (origin) => {
      const res = await call('OPTIONS', '/orders', {
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it('gives no CORS grant to another origin', async () => {
    const res = await call('GET', '/categories', { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
