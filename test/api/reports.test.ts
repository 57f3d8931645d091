// Reports and moderation through the API: who may report what, once per person per target, the
// hide at three reporters (raced too), and an admin's Keep, Remove listing and Suspend account.
import {
  ERROR,
  QUERIES,
  RATE_LIMITS,
  REPORT_TEXT_MAX,
  reportIdFor,
  type CreatedReply,
  type OrderDoc,
  type ProductDoc,
  type ReportDoc,
  type ReportTargetKind,
  type UpdatedReply,
} from '@reshelf/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuery } from '../../functions/src/lib/firestore-query';
import { adminAuth, db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure, RACE_TIMEOUT_MS, startFunctionWorkers } from './support/http';
import { createCast, createPerson, exchange, removeCreatedData, signIn, type Person } from './support/people';
import { adExists, createProduct, productDoc } from './support/products';

let cast: Awaited<ReturnType<typeof createCast>>;
const reporters: string[] = [];

beforeAll(async () => {
  cast = await createCast();
});

// Reports name people this file made: they go with them, so later suites see none.
afterAll(async () => {
  const snaps = await Promise.all([
    db.collection('reports').where('targetOwnerUid', 'in', [cast.seller.uid, cast.otherSeller.uid]).get(),
    ...reporters.map((uid) => db.collection('reports').where('reporterUid', '==', uid).get()),
  ]);
  const writer = db.bulkWriter();
  for (const snap of snaps) for (const d of snap.docs) void writer.delete(d.ref);
  await writer.close();
  await removeCreatedData();
});

/** A client address of its own, so the per-address counters of runs and tests never meet. */
const testIp = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::2`;

async function reporter() {
  const person = await createPerson();
  reporters.push(person.uid);
  return person;
}

const report = (who: Person, body: Record<string, unknown>, via: 'hosting' | 'function' = 'hosting') =>
  call<CreatedReply>('POST', '/reports', {
    token: who.accessToken,
    body,
    headers: { 'X-Forwarded-For': testIp() },
    via,
  });

const reportOf = (kind: ReportTargetKind, targetId: string, extra: Record<string, unknown> = {}) => ({
  targetKind: kind,
  targetId,
  reason: 'fake',
  text: 'The photo is not this book.',
  ...extra,
});

const decide = (who: Person, id: string, action: string) =>
  call<UpdatedReply>('PUT', `/reports/${id}`, { token: who.accessToken, body: { action } });

const reportDoc = async (id: string) => (await db.doc(`reports/${id}`).get()).data() as ReportDoc | undefined;

/** Whether the listing is on its category's shelf, as the category page and search query it. */
async function onShelf(productId: string) {
  const product = await productDoc(productId);
  const shelf = await buildQuery(QUERIES.categoryBooks(product?.categoryId ?? 'horror')).get();
  return shelf.docs.some((d) => d.id === productId);
}

/** Three people report the listing; the third report hides it. */
async function hiddenListing(seller: Person = cast.seller, product: Partial<ProductDoc> = {}) {
  const productId = await createProduct(seller, product);
  const people = await Promise.all([reporter(), reporter(), reporter()]);
  for (const p of people) expect((await report(p, reportOf('product', productId))).status).toBe(201);
  expect(await productDoc(productId)).toMatchObject({ hiddenFor: 'reports' });
  return { productId, people, reportId: reportIdFor(people[0]!.uid, 'product', productId) };
}

describe('POST /reports', () => {
  it('records a report of a listing with its reason, text and target, readable as an open report', async () => {
    const productId = await createProduct(cast.seller);
    const res = await report(
      cast.buyer,
      reportOf('product', productId, { reason: 'scam', text: '  Asked for bKash first.  ' }),
    );
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true } });
    expect(res.body.insertedId).toBe(reportIdFor(cast.buyer.uid, 'product', productId));
    expect(await reportDoc(res.body.insertedId)).toMatchObject({
      reporterUid: cast.buyer.uid,
      targetKind: 'product',
      targetId: productId,
      targetOwnerUid: cast.seller.uid,
      reason: 'scam',
      text: 'Asked for bKash first.',
      status: 'open',
    });
    // One report hides nothing.
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
    expect(await onShelf(productId)).toBe(true);
  });

  it('records a report of a person (the seller), with an empty text', async () => {
    const who = await reporter();
    const res = await report(who, { targetKind: 'user', targetId: cast.otherSeller.uid, reason: 'offensive' });
    expect(res.status).toBe(201);
    expect(await reportDoc(res.body.insertedId)).toMatchObject({
      targetKind: 'user',
      targetName: cast.otherSeller.name,
      targetOwnerUid: cast.otherSeller.uid,
      text: '',
    });
  });

  it('refuses a caller without a token (401) and with a bad body (400), writing nothing', async () => {
    const productId = await createProduct(cast.seller);
    expect(await call('POST', '/reports', { body: reportOf('product', productId) })).toMatchObject({
      status: 401,
      body: failure('unauthenticated'),
    });
    const who = await reporter();
    const bad = [
      reportOf('product', productId, { reason: 'boring' }),
      reportOf('product', productId, { text: 'x'.repeat(REPORT_TEXT_MAX + 1) }),
      reportOf('listing' as ReportTargetKind, productId),
      { reason: 'fake' },
    ];
    for (const body of bad) expect((await report(who, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    const long = await report(who, reportOf('product', productId, { text: 'x'.repeat(REPORT_TEXT_MAX + 1) }));
    expect(long.body).toMatchObject({ error: { fields: { text: text('validation.atMost500') } } });
    expect(await reportDoc(reportIdFor(who.uid, 'product', productId))).toBeUndefined();
    // Exactly the most it allows.
    expect((await report(who, reportOf('product', productId, { text: 'y'.repeat(REPORT_TEXT_MAX) }))).status).toBe(201);
  });

  it('refuses one’s own listing and oneself (403), and an unknown target (404)', async () => {
    const productId = await createProduct(cast.seller);
    expect(await report(cast.seller, reportOf('product', productId))).toMatchObject({
      status: 403,
      body: failure('forbidden', text(ERROR.ownReport)),
    });
    expect((await report(cast.seller, reportOf('user', cast.seller.uid))).status).toBe(403);
    expect((await report(cast.buyer, reportOf('product', 'no-such-book'))).status).toBe(404);
    expect((await report(cast.buyer, reportOf('user', 'no-such-person'))).status).toBe(404);
    expect((await report(cast.buyer, reportOf('product', 'a/b'))).status).toBe(404);
    expect((await db.collection('reports').where('reporterUid', '==', cast.seller.uid).get()).size).toBe(0);
  });

  it('takes one report per person per target: a second one is 409 and changes nothing', async () => {
    const productId = await createProduct(cast.seller);
    const who = await reporter();
    expect((await report(who, reportOf('product', productId))).status).toBe(201);
    const again = await report(who, reportOf('product', productId, { reason: 'other', text: 'Again' }));
    expect(again).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.alreadyReported)) });
    expect(await reportDoc(reportIdFor(who.uid, 'product', productId))).toMatchObject({ reason: 'fake' });
    // Reporting the seller too is another target.
    expect((await report(who, reportOf('user', cast.seller.uid))).status).toBe(201);
  });

  it(`limits each person to ${RATE_LIMITS.report.perUser} reports an hour: then 429 with Retry-After`, async () => {
    const who = await reporter();
    const products = await Promise.all(
      Array.from({ length: RATE_LIMITS.report.perUser + 1 }, () => createProduct(cast.otherSeller)),
    );
    for (const productId of products.slice(0, -1)) {
      expect((await report(who, reportOf('product', productId))).status).toBe(201);
    }
    const refused = await report(who, reportOf('product', products.at(-1)!));
    expect(refused).toMatchObject({ status: 429, body: failure('rate-limited', text(ERROR.rateLimited)) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await reportDoc(reportIdFor(who.uid, 'product', products.at(-1)!))).toBeUndefined();
  });
});

describe('three reports hide a listing', () => {
  it('hides it from the shelves and offers at the third reporter, not before', async () => {
    const productId = await createProduct(cast.seller, { advertised: true });
    await db.doc(`advertisements/${productId}`).set({ product: { _id: productId }, sellerUid: cast.seller.uid });
    const [a, b, c] = await Promise.all([reporter(), reporter(), reporter()]);
    expect((await report(a!, reportOf('product', productId))).status).toBe(201);
    // The same person again, and the seller reported as a person, do not count towards it.
    expect((await report(a!, reportOf('product', productId))).status).toBe(409);
    expect((await report(b!, reportOf('user', cast.seller.uid))).status).toBe(201);
    expect((await report(b!, reportOf('product', productId))).status).toBe(201);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
    expect(await onShelf(productId)).toBe(true);

    expect((await report(c!, reportOf('product', productId))).status).toBe(201);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Hidden', hiddenFor: 'reports' });
    expect(await onShelf(productId)).toBe(false);
    expect(await adExists(productId)).toBe(false);
    // Nobody books a hidden book.
    const booking = await call('POST', '/orders', {
      token: cast.buyer.accessToken,
      body: { productId, phone: '01712345678', meetingLocation: 'Dhaka' },
    });
    expect(booking.status).toBe(409);
  });

  it(
    'raced reports from five people hide it once and keep one report per person',
    async () => {
      await startFunctionWorkers(10);
      const productId = await createProduct(cast.seller);
      const people = await Promise.all(Array.from({ length: 5 }, () => reporter()));
      // Each person twice at once: every pair leaves one report.
      const replies = await Promise.all(
        [...people, ...people].map((p) => report(p, reportOf('product', productId), 'function')),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(5);
      const reports = await db.collection('reports').where('targetId', '==', productId).get();
      expect(new Set(reports.docs.map((d) => d.get('reporterUid'))).size).toBe(5);
      expect(reports.size).toBe(5);
      expect(await productDoc(productId)).toMatchObject({ productStatus: 'Hidden', hiddenFor: 'reports' });
      expect((await db.doc(`reportTargets/product_${productId}`).get()).get('open')).toHaveLength(5);
    },
    RACE_TIMEOUT_MS,
  );
});

describe('PUT /reports/{id}: an admin decides', () => {
  it('refuses anyone but an admin (403), an unknown report (404) and an unknown action (400)', async () => {
    const { reportId, people } = await hiddenListing();
    expect((await decide(people[0]!, reportId, 'keep')).status).toBe(403);
    expect((await decide(cast.seller, reportId, 'keep')).status).toBe(403);
    expect((await call('PUT', `/reports/${reportId}`, { body: { action: 'keep' } })).status).toBe(401);
    expect((await decide(cast.admin, 'no-such-report', 'keep')).status).toBe(404);
    expect((await decide(cast.admin, reportId, 'ban')).status).toBe(400);
    expect(await reportDoc(reportId)).toMatchObject({ status: 'open' });
  });

  it('Keep dismisses every open report on the target and offers the listing again', async () => {
    const { productId, people, reportId } = await hiddenListing(cast.seller, { advertised: true });
    const res = await decide(cast.admin, reportId, 'keep');
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 3 } });
    for (const p of people) {
      expect(await reportDoc(reportIdFor(p.uid, 'product', productId))).toMatchObject({
        status: 'decided',
        outcome: 'kept',
        decidedBy: cast.admin.uid,
      });
    }
    const product = await productDoc(productId);
    expect(product).toMatchObject({ productStatus: 'Available' });
    expect(product?.hiddenFor).toBeUndefined();
    expect(await onShelf(productId)).toBe(true);
    expect(await adExists(productId)).toBe(true);
    // Decided already: a second decision is 409.
    expect(await decide(cast.admin, reportId, 'remove')).toMatchObject({
      status: 409,
      body: failure('conflict', text(ERROR.reportDecided)),
    });
  });

  it('Remove listing deletes it and cancels its live booking through the lifecycle, contacts removed', async () => {
    const productId = await createProduct(cast.seller);
    const booked = await call<CreatedReply>('POST', '/orders', {
      token: cast.buyer.accessToken,
      body: { productId, phone: '01712345678', meetingLocation: 'Dhaka' },
    });
    expect(booked.status).toBe(201);
    const who = await reporter();
    const filed = await report(who, reportOf('product', productId, { reason: 'sold' }));
    expect(filed.status).toBe(201);

    expect(await decide(cast.admin, filed.body.insertedId, 'remove')).toMatchObject({ status: 200 });
    expect(await productDoc(productId)).toBeUndefined();
    const order = (await db.doc(`orders/${booked.body.insertedId}`).get()).data() as OrderDoc;
    expect(order).toMatchObject({ status: 'Cancelled', endReason: 'listing-removed', endedBy: 'admin' });
    expect(order.sellerPhone).toBeUndefined();
    expect(order.phone).toBeUndefined();
    expect(await reportDoc(filed.body.insertedId)).toMatchObject({ status: 'decided', outcome: 'removed' });
  });

  it('Remove listing is refused for a report of a person (409)', async () => {
    const who = await reporter();
    const filed = await report(who, reportOf('user', cast.otherSeller.uid));
    expect(await decide(cast.admin, filed.body.insertedId, 'remove')).toMatchObject({
      status: 409,
      body: failure('conflict', text(ERROR.notAListing)),
    });
  });

  it('Suspend refuses an admin’s account (409)', async () => {
    const who = await reporter();
    const filed = await report(who, reportOf('user', cast.admin.uid));
    expect(filed.status).toBe(201);
    expect((await decide(cast.admin, filed.body.insertedId, 'suspend')).status).toBe(409);
    expect((await db.doc(`users/${cast.admin.uid}`).get()).get('suspendedAt')).toBeUndefined();
  });

  it('Suspend account disables it, ends its sessions, hides its listings and cancels its live bookings both ways', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const [listed, sold, bought] = await Promise.all([
      createProduct(seller),
      createProduct(seller),
      createProduct(cast.otherSeller),
    ]);
    const book = (who: Person, productId: string) =>
      call<CreatedReply>('POST', '/orders', {
        token: who.accessToken,
        body: { productId, phone: '01712345678', meetingLocation: 'Dhaka' },
      });
    // A buyer books one of the seller's books; the seller books another seller's book.
    const sale = await book(cast.otherBuyer, sold);
    const purchase = await book(seller, bought);
    expect([sale.status, purchase.status]).toEqual([201, 201]);
    const idToken = await signIn(seller.email, seller.password);
    const who = await reporter();
    const filed = await report(who, reportOf('product', listed, { reason: 'scam' }));
    const onSeller = await report(who, reportOf('user', seller.uid, { reason: 'scam' }));
    // Reports on the account's other target stay open for their own decision.
    expect(onSeller.status).toBe(201);

    expect(await decide(cast.admin, filed.body.insertedId, 'suspend')).toMatchObject({ status: 200 });
    expect(await reportDoc(filed.body.insertedId)).toMatchObject({ status: 'decided', outcome: 'suspended' });

    expect((await adminAuth.getUser(seller.uid)).disabled).toBe(true);
    expect((await db.doc(`users/${seller.uid}`).get()).get('suspendedAt')).toBeDefined();
    // The API refuses its accessToken, /jwt its ID token, and it cannot sign in again.
    const own = await call('GET', `/orders/${encodeURIComponent(seller.email)}`, { token: seller.accessToken });
    expect(own).toMatchObject({ status: 401, body: failure('unauthenticated', text(ERROR.sessionEnded)) });
    const jwt = await call('GET', `/jwt?email=${encodeURIComponent(seller.email)}`, { token: idToken });
    expect(jwt.status).toBe(401);
    await expect(signIn(seller.email, seller.password).then((t) => exchange(t, seller.email))).rejects.toThrow();

    // Every listing hidden; the booked one stays hidden when its booking is cancelled.
    for (const productId of [listed, sold]) {
      expect(await productDoc(productId)).toMatchObject({ productStatus: 'Hidden', hiddenFor: 'suspension' });
      expect(await onShelf(productId)).toBe(false);
    }
    // Its live bookings, as seller and as buyer, cancelled with the reason and without contacts.
    for (const id of [sale.body.insertedId, purchase.body.insertedId]) {
      const order = (await db.doc(`orders/${id}`).get()).data() as OrderDoc;
      expect(order).toMatchObject({ status: 'Cancelled', endReason: 'account-suspended', endedBy: 'admin' });
      expect(order.phone).toBeUndefined();
      expect(order.sellerPhone).toBeUndefined();
      expect(order.sellerEmail).toBeUndefined();
    }
    // The other seller's book is offered again.
    expect(await productDoc(bought)).toMatchObject({ productStatus: 'Available' });
    // Keep on the account's listing later does not bring back a suspended seller's book.
    const late = await report(await reporter(), reportOf('product', listed));
    expect(late.status).toBe(201);
    expect((await decide(cast.admin, late.body.insertedId, 'keep')).status).toBe(200);
    expect(await productDoc(listed)).toMatchObject({ productStatus: 'Hidden', hiddenFor: 'suspension' });
  });
});
