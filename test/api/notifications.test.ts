// Notifications of the events that exist: each writes exactly one notification to each person it
// concerns, in the event's own transaction, and none to the person who made it; then the bell's
// PUT /notifications/{id}/read and PUT /notifications/read.
import {
  ERROR,
  NOTIFICATION_DAYS,
  RATE_LIMITS,
  type CreatedReply,
  type NotificationKind,
  type UpdatedReply,
} from '@reshelf/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { settleDueOrder } from '../../functions/src/services/orders';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure, spendLimit } from './support/http';
import { booking } from './support/orders';
import { createPerson, notificationsOf, removeCreatedData, type Person } from './support/people';
import { createProduct } from './support/products';

afterAll(removeCreatedData);

const kindsOf = async (who: Person) => (await notificationsOf(who.uid)).map((n) => n.kind);

/** A fresh buyer's booking of a fresh seller's book, and the seller's 'booked' notification it wrote. */
async function booked() {
  const [buyer, seller] = await Promise.all([createPerson(), createPerson({ account: 'Seller', verified: true })]);
  const made = await booking(buyer!, seller!, { productName: 'Pather Panchali' });
  return { buyer: buyer!, seller: seller!, ...made };
}

const move = async (who: Person, orderId: string, endpoint: string) =>
  expect((await call('PUT', `/orders/${orderId}/${endpoint}`, { token: who.accessToken })).status).toBe(200);

describe('the events that notify', () => {
  it('a booking notifies the seller once, with the book, the buyer and the seller orders link; the buyer nothing', async () => {
    const { buyer, seller } = await booked();
    const [note, ...more] = await notificationsOf(seller.uid);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: 'booked',
      link: '/dashboard/sellerOrders',
      params: { book: 'Pather Panchali', name: buyer.name },
      readAt: null,
    });
    // Kept NOTIFICATION_DAYS, by the TTL policy on expiresAt.
    const days = (note!.expiresAt.toMillis() - note!.createdAt.toMillis()) / 86_400_000;
    expect(days).toBeCloseTo(NOTIFICATION_DAYS, 2);
    expect(await notificationsOf(buyer.uid)).toEqual([]);
  });

  it.each<[string, 'buyer' | 'seller', string[], NotificationKind, 'buyer' | 'seller']>([
    ['cancel', 'buyer', [], 'cancelled', 'seller'],
    ['decline', 'seller', [], 'declined', 'buyer'],
    ['not-paid', 'seller', ['pay'], 'declined', 'buyer'],
    ['pay', 'buyer', [], 'paid', 'seller'],
    ['sold', 'seller', [], 'sold', 'buyer'],
    ['sold', 'seller', ['pay'], 'sold', 'buyer'],
  ])(
    '%s by the %s (after %j) notifies the other party once (%s), the mover never',
    async (endpoint, mover, before, kind, to) => {
      const order = await booked();
      for (const earlier of before) await move(order.buyer, order.orderId, earlier);
      await move(order[mover], order.orderId, endpoint);
      const other = order[to];
      const notes = await notificationsOf(other.uid);
      expect(notes.filter((n) => n.kind === kind)).toHaveLength(1);
      expect(notes.at(-1)).toMatchObject({
        kind,
        link: to === 'buyer' ? '/dashboard/myOrders' : '/dashboard/sellerOrders',
        params: { book: 'Pather Panchali', name: to === 'buyer' ? order.seller.name : order.buyer.name },
      });
      // The mover heard only of what the other party did before (the seller of the booking and any Pay).
      const heard = await kindsOf(order[mover]);
      expect(heard).toEqual(mover === 'seller' ? ['booked', ...before.map(() => 'paid')] : []);
    },
  );

  it('an admin cancel notifies both parties, the admin nothing', async () => {
    const [order, admin] = await Promise.all([booked(), createPerson({ admin: true })]);
    await move(admin!, order.orderId, 'cancel');
    expect(await kindsOf(order.buyer)).toEqual(['cancelled']);
    expect(await kindsOf(order.seller)).toEqual(['booked', 'cancelled']);
    expect((await notificationsOf(order.buyer.uid))[0]).toMatchObject({ params: { reason: 'cancelled-by-admin' } });
    expect(await notificationsOf(admin!.uid)).toEqual([]);
  });

  it("a listing deleted under a booking: by its seller, the buyer hears; by an admin, both; and a removed buyer's seller", async () => {
    const [bySeller, byAdmin, removed, admin] = await Promise.all([
      booked(),
      booked(),
      booked(),
      createPerson({ admin: true }),
    ]);
    const remove = async (who: Person, productId: string) =>
      expect((await call('DELETE', `/addProduct/${productId}`, { token: who.accessToken })).status).toBe(200);
    await remove(bySeller.seller, bySeller.productId);
    await remove(admin!, byAdmin.productId);
    expect((await call('DELETE', `/buyer/${removed.buyer.uid}`, { token: admin!.accessToken })).status).toBe(200);
    expect(await kindsOf(bySeller.buyer)).toEqual(['cancelled']);
    expect(await kindsOf(bySeller.seller)).toEqual(['booked']);
    expect(await kindsOf(byAdmin.buyer)).toEqual(['cancelled']);
    expect(await kindsOf(byAdmin.seller)).toEqual(['booked', 'cancelled']);
    expect((await notificationsOf(byAdmin.seller.uid))[1]).toMatchObject({ params: { reason: 'listing-removed' } });
    expect(await kindsOf(removed.seller)).toEqual(['booked', 'cancelled']);
    // The removed buyer's notifications went with the account.
    expect(await kindsOf(removed.buyer)).toEqual([]);
    expect(await notificationsOf(admin!.uid)).toEqual([]);
  });

  it('a booking that expires notifies both (expired); a Pay left unanswered notifies both (sold)', async () => {
    const [expiring, paid] = await Promise.all([booked(), booked()]);
    await move(paid.buyer, paid.orderId, 'pay');
    const past = { expiresAt: Timestamp.fromDate(new Date('2001-01-01T00:00:00Z')) };
    await Promise.all([expiring, paid].map((o) => db.doc(`orders/${o.orderId}`).update(past)));
    const at = new Date();
    expect(await settleDueOrder(expiring.orderId, at)).toBe(true);
    expect(await settleDueOrder(paid.orderId, at)).toBe(true);
    // A second sweep finds nothing due: nobody hears twice.
    expect(await settleDueOrder(expiring.orderId, at)).toBe(false);
    expect(await kindsOf(expiring.buyer)).toEqual(['expired']);
    expect(await kindsOf(expiring.seller)).toEqual(['booked', 'expired']);
    expect(await kindsOf(paid.buyer)).toEqual(['sold']);
    expect(await kindsOf(paid.seller)).toEqual(['booked', 'paid', 'sold']);
  });

  it('a refused move notifies nobody', async () => {
    const order = await booked();
    expect((await call('PUT', `/orders/${order.orderId}/not-paid`, { token: order.seller.accessToken })).status).toBe(
      409,
    );
    expect(await kindsOf(order.buyer)).toEqual([]);
    expect(await kindsOf(order.seller)).toEqual(['booked']);
  });

  it('a decided report notifies each of its reporters once (reportDecided), the admin and the seller nothing', async () => {
    const [seller, admin, ...reporters] = await Promise.all([
      createPerson({ account: 'Seller' }),
      createPerson({ admin: true }),
      createPerson(),
      createPerson(),
    ]);
    const productId = await createProduct(seller!, { productName: 'Gitanjali' });
    const reportIds: string[] = [];
    for (const who of reporters) {
      const res = await call<CreatedReply>('POST', '/reports', {
        token: who.accessToken,
        body: { targetKind: 'product', targetId: productId, reason: 'fake', text: '' },
      });
      expect(res.status).toBe(201);
      reportIds.push(res.body.insertedId);
    }
    const res = await call<UpdatedReply>('PUT', `/reports/${reportIds[0]}`, {
      token: admin!.accessToken,
      body: { action: 'keep' },
    });
    expect(res.body).toMatchObject({ modifiedCount: 2 });
    for (const who of reporters) {
      const notes = await notificationsOf(who.uid);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: 'reportDecided',
        link: '/dashboard/myReports',
        params: { name: 'Gitanjali', outcome: 'kept' },
      });
    }
    expect(await notificationsOf(admin!.uid)).toEqual([]);
    expect(await notificationsOf(seller!.uid)).toEqual([]);
  });
});

describe('PUT /notifications/{id}/read and PUT /notifications/read', () => {
  it("marks one of the caller's own read, once; another person's or an unknown one is 404", async () => {
    const { buyer, seller } = await booked();
    const [note] = await notificationsOf(seller.uid);
    const read = (who: Person, id: string) =>
      call<UpdatedReply>('PUT', `/notifications/${id}/read`, { token: who.accessToken });
    expect((await read(buyer, note!.id)).status).toBe(404);
    expect((await read(seller, 'no-such-notification')).status).toBe(404);
    expect((await call('PUT', `/notifications/${note!.id}/read`)).status).toBe(401);
    expect((await notificationsOf(seller.uid))[0]!.readAt).toBeNull();

    expect(await read(seller, note!.id)).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    const readAt = (await notificationsOf(seller.uid))[0]!.readAt;
    expect(readAt).toBeInstanceOf(Timestamp);
    // Opened again: nothing changes, and it keeps when it was first read.
    expect(await read(seller, note!.id)).toMatchObject({ status: 200, body: { modifiedCount: 0 } });
    expect((await notificationsOf(seller.uid))[0]!.readAt).toEqual(readAt);
  });

  it("marks all of the caller's unread read and nobody else's", async () => {
    const order = await booked();
    await move(order.buyer, order.orderId, 'pay');
    const other = await booked();
    const readAll = (who: Person) => call<UpdatedReply>('PUT', '/notifications/read', { token: who.accessToken });
    expect(await readAll(order.seller)).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 2 } });
    expect((await notificationsOf(order.seller.uid)).every((n) => n.readAt instanceof Timestamp)).toBe(true);
    expect((await notificationsOf(other.seller.uid))[0]!.readAt).toBeNull();
    expect(await readAll(order.seller)).toMatchObject({ status: 200, body: { modifiedCount: 0 } });
    expect((await call('PUT', '/notifications/read')).status).toBe(401);
  });

  it("is rate-limited per user: past the hour's limit, 429 before anything is read", async () => {
    const { seller } = await booked();
    const { windowSeconds, perUser } = RATE_LIMITS.notifications;
    await spendLimit(`notifications:user:${seller.uid}`, windowSeconds, perUser);
    const res = await call('PUT', '/notifications/read', { token: seller.accessToken });
    expect(res).toMatchObject({ status: 429, body: failure('rate-limited', text(ERROR.rateLimited)) });
    expect((await notificationsOf(seller.uid))[0]!.readAt).toBeNull();
  });
});
