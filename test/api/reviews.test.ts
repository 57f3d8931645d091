// Reviews after a sale through the API: who may review which order and when (an emulator clock the
// test sets on the order), one review per side, blind publication, the schedule's publication after
// the window, two publications at once for one seller, and an admin's hide.
import {
  DELETED_ACCOUNT_NAME,
  ERROR,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  reviewIdFor,
  type CreatedReply,
  type ReviewDoc,
  type SellerProfileDoc,
  type UpdatedReply,
} from '@reshelf/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueReviews } from '../../functions/src/services/reviews';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { booking, orderDoc } from './support/orders';
import {
  createCast,
  createPerson,
  exchange,
  notificationsOf,
  removeCreatedData,
  signIn,
  type Person,
} from './support/people';
import { createProduct, productDoc } from './support/products';

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast();
});

afterAll(removeCreatedData);

const reviewDoc = async (id: string) => (await db.doc(`reviews/${id}`).get()).data() as ReviewDoc | undefined;
const profileDoc = async (uid: string) =>
  (await db.doc(`sellerProfiles/${uid}`).get()).data() as SellerProfileDoc | undefined;

/** A booking of a fresh book of `seller` by `buyer`, through the API; Sold unless told otherwise. */
async function sale(buyer: Person, seller: Person, { sold = true } = {}) {
  const { orderId } = await booking(buyer, seller);
  if (sold) expect((await call('PUT', `/orders/${orderId}/sold`, { token: seller.accessToken })).status).toBe(200);
  return orderId;
}

const review = (who: Person, orderId: string, body: unknown = { stars: 4, text: 'Good as described.' }) =>
  call<CreatedReply & { published: boolean }>('POST', `/orders/${orderId}/review`, { token: who.accessToken, body });

/** The sale ended on `iso` (the review window runs from there). */
const soldOn = (orderId: string, iso: string) =>
  db.doc(`orders/${orderId}`).update({ endedAt: Timestamp.fromDate(new Date(iso)) });

describe('who may review', () => {
  it('refuses an order that is not Sold (409) and anyone but its two parties (404)', async () => {
    const booked = await sale(cast.buyer, cast.seller, { sold: false });
    expect(await review(cast.buyer, booked)).toMatchObject({
      status: 409,
      body: failure('conflict', text(REVIEW_MESSAGES.notSold)),
    });
    const sold = await sale(cast.buyer, cast.seller);
    for (const stranger of [cast.otherBuyer, cast.otherSeller, cast.admin]) {
      expect(await review(stranger, sold)).toMatchObject({ status: 404, body: failure('not-found') });
    }
    expect((await review(cast.buyer, 'no-such-order')).status).toBe(404);
    expect((await call('POST', `/orders/${sold}/review`, { body: { stars: 5 } })).status).toBe(401);
    expect(await reviewDoc(reviewIdFor(sold, 'buyer'))).toBeUndefined();
  });

  it('refuses a review after the 14 days that follow the sale', async () => {
    const orderId = await sale(cast.buyer, cast.seller);
    await soldOn(orderId, '2001-01-01T00:00:00Z');
    const res = await review(cast.buyer, orderId);
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(REVIEW_MESSAGES.windowClosed)) });
    // Thirteen days after the sale it is still open.
    await soldOn(orderId, new Date(Date.now() - 13 * 24 * 3600 * 1000).toISOString());
    expect((await review(cast.buyer, orderId)).status).toBe(201);
  });

  it('checks the stars and the text, with the reason in the caller’s language', async () => {
    const orderId = await sale(cast.buyer, cast.seller);
    for (const body of [{}, { stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: '5' }]) {
      const res = await review(cast.buyer, orderId, body);
      expect(res).toMatchObject({ status: 400, body: { error: { fields: { stars: text(REVIEW_MESSAGES.stars) } } } });
    }
    const long = await review(cast.buyer, orderId, { stars: 5, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) });
    expect(long).toMatchObject({ status: 400, body: { error: { fields: { text: text(REVIEW_MESSAGES.textMax) } } } });
    const bangla = await call('POST', `/orders/${orderId}/review`, {
      token: cast.buyer.accessToken,
      body: { stars: 9 },
      headers: { 'Accept-Language': 'bn' },
    });
    expect(bangla).toMatchObject({ body: { error: { fields: { stars: text(REVIEW_MESSAGES.stars, 'bn') } } } });
    expect(await reviewDoc(reviewIdFor(orderId, 'buyer'))).toBeUndefined();
  });

  it('refuses a review of an account that was suspended', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const orderId = await sale(cast.buyer, seller);
    await db.doc(`users/${seller.uid}`).update({ suspendedAt: Timestamp.now() });
    expect(await review(cast.buyer, orderId)).toMatchObject({
      status: 409,
      body: failure('conflict', text(REVIEW_MESSAGES.accountGone)),
    });
  });
});

describe('blind reviews', () => {
  it('keeps the first review pending, refuses a second by the same side, and publishes both with the other side’s', async () => {
    const buyer = await createPerson();
    const seller = await createPerson({ account: 'Seller', verified: true });
    const orderId = await sale(buyer, seller);
    expect(await profileDoc(seller.uid)).toMatchObject({
      name: seller.name,
      badges: { emailVerified: true, phoneVerified: true, verifiedByReshelf: true },
      booksSold: 1,
    });

    const first = await review(buyer, orderId, { stars: 2, text: '  Late, but the book was fine.  ' });
    expect(first).toMatchObject({
      status: 201,
      body: { acknowledged: true, insertedId: reviewIdFor(orderId, 'buyer'), published: false },
    });
    expect(await reviewDoc(reviewIdFor(orderId, 'buyer'))).toMatchObject({
      status: 'pending',
      stars: 2,
      text: 'Late, but the book was fine.',
      authorUid: buyer.uid,
      subjectUid: seller.uid,
    });
    expect((await orderDoc(orderId))?.reviews).toEqual({ buyer: 'pending' });
    expect((await profileDoc(seller.uid))?.rating).toEqual({ average: 0, count: 0, sum: 0 });

    const again = await review(buyer, orderId, { stars: 5 });
    expect(again).toMatchObject({ status: 409, body: failure('conflict', text(REVIEW_MESSAGES.alreadyReviewed)) });

    const second = await review(seller, orderId, { stars: 5, text: '' });
    expect(second).toMatchObject({ status: 201, body: { published: true } });
    for (const side of ['buyer', 'seller'] as const) {
      expect(await reviewDoc(reviewIdFor(orderId, side))).toMatchObject({
        status: 'published',
        publishedAt: expect.any(Timestamp),
      });
    }
    expect((await orderDoc(orderId))?.reviews).toEqual({ buyer: 'published', seller: 'published' });
    expect((await profileDoc(seller.uid))?.rating).toEqual({ average: 2, count: 1, sum: 2 });
    expect((await profileDoc(buyer.uid))?.rating).toEqual({ average: 5, count: 1, sum: 5 });
    // Each subject is told, in the same transaction.
    for (const [uid, author] of [
      [seller.uid, buyer.name],
      [buyer.uid, seller.name],
    ] as const) {
      expect(await notificationsOf(uid, 'review')).toEqual([
        expect.objectContaining({ link: `/sellers/${uid}`, params: expect.objectContaining({ name: author }) }),
      ]);
    }
  });

  it('the schedule publishes a review still pending once its window has closed, and not before', async () => {
    const buyer = await createPerson();
    const orderId = await sale(buyer, cast.seller);
    await review(buyer, orderId, { stars: 3 });
    const id = reviewIdFor(orderId, 'buyer');
    await soldOn(orderId, '2001-01-01T00:00:00Z');
    await db.doc(`reviews/${id}`).update({ windowEndsAt: Timestamp.fromDate(new Date('2001-01-15T00:00:00Z')) });
    const before = (await profileDoc(cast.seller.uid))!.rating;

    await publishDueReviews(new Date('2001-01-14T00:00:00Z'));
    expect(await reviewDoc(id)).toMatchObject({ status: 'pending' });
    expect((await publishDueReviews(new Date('2001-01-16T00:00:00Z'))).published).toBeGreaterThanOrEqual(1);
    expect(await reviewDoc(id)).toMatchObject({ status: 'published' });
    expect((await orderDoc(orderId))?.reviews).toEqual({ buyer: 'published' });
    expect((await profileDoc(cast.seller.uid))!.rating).toMatchObject({
      count: before.count + 1,
      sum: before.sum + 3,
    });
    // The seller's window closed with it.
    expect((await review(cast.seller, orderId)).status).toBe(409);
    // Published once: a second sweep finds nothing of it.
    await publishDueReviews(new Date('2001-01-16T00:00:00Z'));
    expect((await profileDoc(cast.seller.uid))!.rating.count).toBe(before.count + 1);
  });

  it('two reviews of one seller published at once (two orders) both count, and the listings carry the rating', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const [buyerA, buyerB] = await Promise.all([createPerson(), createPerson()]);
    const [orderA, orderB] = await Promise.all([sale(buyerA, seller), sale(buyerB, seller)]);
    const onOffer = await createProduct(seller);
    await review(buyerA, orderA, { stars: 4 });
    await review(buyerB, orderB, { stars: 1 });
    const [a, b] = await Promise.all([review(seller, orderA, { stars: 5 }), review(seller, orderB, { stars: 5 })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await profileDoc(seller.uid))?.rating).toEqual({ average: 2.5, count: 2, sum: 5 });
    expect(await productDoc(onOffer)).toMatchObject({ sellerRating: { average: 2.5, count: 2 } });
    expect(await profileDoc(seller.uid)).toMatchObject({ booksSold: 2 });
  });
});

describe('an admin hides a review', () => {
  it('takes a published review down: no stars, no text, out of the rating; others may not', async () => {
    const buyer = await createPerson();
    const seller = await createPerson({ account: 'Seller' });
    const orderId = await sale(buyer, seller);
    await review(buyer, orderId, { stars: 1, text: 'Rude words.' });
    const id = reviewIdFor(orderId, 'buyer');
    const hide = (who: Person, reviewId = id) =>
      call<UpdatedReply>('PUT', `/reviews/${reviewId}`, { token: who.accessToken, body: { action: 'hide' } });

    // Pending: nothing to hide yet.
    expect(await hide(cast.admin)).toMatchObject({
      status: 409,
      body: failure('conflict', text(REVIEW_MESSAGES.notPublished)),
    });
    await review(seller, orderId, { stars: 4 });
    expect((await profileDoc(seller.uid))?.rating).toEqual({ average: 1, count: 1, sum: 1 });

    for (const who of [buyer, seller, cast.otherBuyer]) {
      expect(await hide(who)).toMatchObject({ status: 403, body: failure('forbidden', text(ERROR.adminsOnly)) });
    }
    const bad = await call('PUT', `/reviews/${id}`, { token: cast.admin.accessToken, body: { action: 'delete' } });
    expect(bad.status).toBe(400);
    expect(await hide(cast.admin, 'no-such-review')).toMatchObject({ status: 404 });

    expect(await hide(cast.admin)).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    const hidden = await reviewDoc(id);
    expect(hidden).toMatchObject({ status: 'hidden', hiddenBy: cast.admin.uid, hiddenAt: expect.any(Timestamp) });
    expect(hidden).not.toHaveProperty('text');
    expect(hidden).not.toHaveProperty('stars');
    expect((await profileDoc(seller.uid))?.rating).toEqual({ average: 0, count: 0, sum: 0 });
    expect((await orderDoc(orderId))?.reviews).toEqual({ buyer: 'hidden', seller: 'published' });
    // Again: nothing more changes.
    expect(await hide(cast.admin)).toMatchObject({ status: 200, body: { modifiedCount: 0 } });
    expect((await profileDoc(seller.uid))?.rating.count).toBe(0);
  });
});

describe('public profiles', () => {
  it('a profile a sale made before the first sign-in keeps its count when the sign-in fills it in', async () => {
    const seller = await createPerson({ account: 'Seller' });
    await db.doc(`sellerProfiles/${seller.uid}`).delete();
    await sale(cast.buyer, seller);
    expect(await profileDoc(seller.uid)).toEqual({ booksSold: 1, updatedAt: expect.any(Timestamp) });
    await exchange(await signIn(seller.email, seller.password), seller.email);
    expect(await profileDoc(seller.uid)).toMatchObject({
      name: seller.name,
      badges: { emailVerified: true, phoneVerified: true, verifiedByReshelf: false },
      memberSince: expect.any(Timestamp),
      booksSold: 1,
      rating: { average: 0, count: 0, sum: 0 },
    });
  });

  it('a deleted account’s profile goes, and its reviews keep their words without its name', async () => {
    const buyer = await createPerson();
    const orderId = await sale(buyer, cast.seller);
    await review(buyer, orderId, { stars: 5, text: 'Lovely copy.' });
    expect(await profileDoc(buyer.uid)).toBeDefined();
    expect((await call('DELETE', `/buyer/${buyer.uid}`, { token: cast.admin.accessToken })).status).toBe(200);
    expect(await profileDoc(buyer.uid)).toBeUndefined();
    expect(await reviewDoc(reviewIdFor(orderId, 'buyer'))).toMatchObject({
      authorName: DELETED_ACCOUNT_NAME,
      text: 'Lovely copy.',
    });
  });
});
