// The order lifecycle through the API: every move by every caller, races, expiry on a clock the
// test controls, and deletions that never leave a book Booked without a live booking.
import {
  CONTACT_DAYS_AFTER_SALE,
  ERROR,
  LIVE_ORDER_STATUSES,
  ORDER_END_TEXT,
  ORDER_MOVE_ENDPOINTS,
  PAID_ANSWER_DAYS,
  type CreatedReply,
  type Message,
  type OrderDoc,
  type OrderEndReason,
  type OrderMoveEndpoint,
  type ProductDoc,
} from '@reshelf/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStanding, settleDueOrders } from '../../functions/src/services/orders';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure, RACE_TIMEOUT_MS, startFunctionWorkers } from './support/http';
import { booking, orderDoc } from './support/orders';
import { createCast, createPerson, removeCreatedData, type Person } from './support/people';
import { adExists, contactDoc, createProduct, productDoc, SELLER_PHONE } from './support/products';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  cast = await createCast();
});

/** Every Booked book of these sellers is held by a live (Booked or Paid) order that names it. */
async function expectNoOrphanBookings(sellers: Person[]) {
  for (const seller of sellers) {
    const booked = await db.collection('products').where('sellerUid', '==', seller.uid).get();
    for (const d of booked.docs.filter((p) => p.get('productStatus') === 'Booked')) {
      const order = await orderDoc(d.get('bookingId') as string);
      expect(order, `order of ${d.id}`).toMatchObject({ productId: d.id });
      expect(LIVE_ORDER_STATUSES).toContain(order!.status);
    }
  }
}

/**
 * The order has lost both parties' contact copies, in Firestore and in every reply that lists it,
 * and kept the names, the book, the price and the dates.
 */
async function expectNoContacts(orderId: string, buyer: Person) {
  // The replies first: a reply settles what is due, so Firestore must agree after it.
  const replies = await Promise.all([
    call<{ _id: string }[]>('GET', `/orders/${encodeURIComponent(buyer.email)}`, { token: buyer.accessToken }),
    call<{ _id: string }[]>('GET', '/sellerOrders?limit=100', { token: cast.seller.accessToken }),
    call<{ _id: string }[]>('GET', `/orders/${encodeURIComponent(buyer.email)}`, { token: cast.admin.accessToken }),
  ]);
  for (const reply of replies) {
    const listed = reply.body.find((o) => o._id === orderId);
    expect(listed).toMatchObject({ buyerName: buyer.name, contactsRemovedAt: expect.any(String) });
    for (const field of CONTACTS) expect(listed, field).not.toHaveProperty(field);
  }
  const order = await orderDoc(orderId);
  for (const field of CONTACTS) expect(order, field).not.toHaveProperty(field);
  expect(order).toMatchObject({
    buyerName: buyer.name,
    sellerName: cast.seller.name,
    itemName: expect.any(String),
    price: expect.any(Number),
    createdAt: expect.anything(),
    endedAt: expect.anything(),
    contactsRemovedAt: expect.anything(),
  });
}

type CallerName = 'anonymous' | 'buyer' | 'otherBuyer' | 'seller' | 'otherSeller' | 'admin';
const CALLERS: CallerName[] = ['anonymous', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'admin'];
/** A move made: the order's state and end reason after it, and the book's. */
type Made = [OrderDoc['status'], OrderEndReason | undefined, ProductDoc['productStatus']];
/** What a party's move does from a state: made, or refused with 409 and this message. */
type Answer = Made | Message;
const MOVES_FROM: Record<'Booked' | 'Paid', Record<OrderMoveEndpoint, Partial<Record<CallerName, Answer>>>> = {
  Booked: {
    pay: { buyer: ['Paid', undefined, 'Booked'] },
    sold: { seller: ['Sold', 'marked-sold', 'Sold'] },
    cancel: {
      buyer: ['Cancelled', 'cancelled-by-buyer', 'Available'],
      admin: ['Cancelled', 'cancelled-by-admin', 'Available'],
    },
    decline: { seller: ['Cancelled', 'declined-by-seller', 'Available'] },
    'not-paid': { seller: ERROR.orderNotPaid },
  },
  Paid: {
    pay: { buyer: ERROR.orderNotBooked },
    sold: { seller: ['Sold', 'marked-sold', 'Sold'] },
    cancel: { buyer: ERROR.orderNotBooked, admin: ['Cancelled', 'cancelled-by-admin', 'Available'] },
    decline: { seller: ERROR.orderNotBooked },
    'not-paid': { seller: ['Cancelled', 'not-paid', 'Available'] },
  },
};
const MATRIX = (['Booked', 'Paid'] as const).flatMap((from) =>
  ORDER_MOVE_ENDPOINTS.flatMap((endpoint) =>
    CALLERS.map((caller) => [from, endpoint, caller, MOVES_FROM[from][endpoint][caller]] as const),
  ),
);

/** A booking of a fresh buyer, Paid when asked. */
async function orderIn(from: 'Booked' | 'Paid') {
  const buyer = await createPerson();
  const made = await booking(buyer, cast.seller);
  if (from === 'Paid')
    expect((await call('PUT', `/orders/${made.orderId}/pay`, { token: buyer.accessToken })).status).toBe(200);
  return { buyer, ...made };
}

const CONTACTS = ['phone', 'userEmail', 'sellerPhone', 'sellerEmail'] as const;

describe('PUT /orders/{id}/{pay,sold,cancel,decline,not-paid}: every move by every caller, from Booked and from Paid', () => {
  it.each(MATRIX)('from %s: %s by %s', async (from, endpoint, caller, answer) => {
    const { buyer, orderId, productId } = await orderIn(from);
    const person = {
      buyer,
      otherBuyer: cast.otherBuyer,
      seller: cast.seller,
      otherSeller: cast.otherSeller,
      admin: cast.admin,
    }[caller as Exclude<CallerName, 'anonymous'>];
    const res = await call('PUT', `/orders/${orderId}/${endpoint}`, { token: person?.accessToken });
    if (!Array.isArray(answer)) {
      if (answer) expect(res).toMatchObject({ status: 409, body: failure('conflict', text(answer)) });
      else expect(res.status).toBe(caller === 'anonymous' ? 401 : 403);
      if (!answer && caller !== 'anonymous') expect(res.body).toEqual(failure('forbidden', text(ERROR.notYourOrder)));
      expect(await orderDoc(orderId)).toMatchObject({
        status: from,
        ...Object.fromEntries(CONTACTS.map((f) => [f, expect.any(String)])),
      });
      expect(await productDoc(productId)).toMatchObject({ productStatus: 'Booked', bookingId: orderId });
      return;
    }
    const [status, endReason, productStatus] = answer;
    expect(res).toMatchObject({ status: 200, body: { acknowledged: true, modifiedCount: 1 } });
    const order = (await orderDoc(orderId))!;
    expect(order).toMatchObject({
      status,
      buyerName: buyer.name,
      sellerName: cast.seller.name,
      price: expect.any(Number),
    });
    const product = await productDoc(productId);
    expect(product).toMatchObject({ productStatus });
    if (status === 'Paid') {
      // Paid waits for the seller: the book stays held, and time now counts from the Pay.
      expect(order).toMatchObject({ paidAt: expect.anything(), sellerPhone: cast.seller.phone });
      expect(order).not.toHaveProperty('endedAt');
      expect(product).toMatchObject({ bookingId: orderId });
      const days = (order.expiresAt.toMillis() - order.paidAt!.toMillis()) / 86_400_000;
      expect(days).toBeCloseTo(PAID_ANSWER_DAYS, 2);
      const again = await call('PUT', `/orders/${orderId}/${endpoint}`, { token: person!.accessToken });
      expect(again).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.orderNotBooked)) });
      return;
    }
    expect(order).toMatchObject({ endReason, endedAt: expect.anything() });
    expect(product).not.toHaveProperty('bookingId');
    if (status === 'Sold') {
      // The parties can still reach each other for a while after a sale.
      expect(order).toMatchObject({
        sellerPhone: cast.seller.phone,
        sellerEmail: cast.seller.email,
        userEmail: buyer.email,
      });
      const days = (order.contactsUntil!.toMillis() - order.endedAt!.toMillis()) / 86_400_000;
      expect(days).toBeCloseTo(CONTACT_DAYS_AFTER_SALE, 2);
    } else {
      await expectNoContacts(orderId, buyer);
    }
    // An ended order is ended for everyone.
    const again = await call('PUT', `/orders/${orderId}/${endpoint}`, { token: person!.accessToken });
    expect(again).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.orderEnded)) });
  });

  it('is 404 for an unknown order', async () => {
    const res = await call('PUT', '/orders/no-such-order/cancel', { token: cast.buyer.accessToken });
    expect(res).toMatchObject({ status: 404, body: failure('not-found') });
  });

  it.each([
    ['the buyer cancels', false],
    ['the seller answers a Pay with Not paid', true],
  ])(
    'offers the book again when %s: on its category page and, if it was advertised, in the offers',
    async (_case, paid) => {
      const buyer = await createPerson();
      const productId = await createProduct(cast.seller);
      expect(
        (await call('POST', '/advertise', { token: cast.seller.accessToken, body: { product: { _id: productId } } }))
          .status,
      ).toBe(201);
      const { body } = await call<CreatedReply>('POST', '/orders', {
        token: buyer.accessToken,
        body: { productId },
      });
      expect(await adExists(productId)).toBe(false);
      const orderPath = `/orders/${body.insertedId}`;
      if (paid) {
        expect((await call('PUT', `${orderPath}/pay`, { token: buyer.accessToken })).status).toBe(200);
        expect(await adExists(productId)).toBe(false);
        expect((await call('PUT', `${orderPath}/not-paid`, { token: cast.seller.accessToken })).status).toBe(200);
      } else {
        expect((await call('PUT', `${orderPath}/cancel`, { token: buyer.accessToken })).status).toBe(200);
      }
      expect(await adExists(productId)).toBe(true);
      const shelf = await call<{ _id: string }[]>('GET', '/categoryBooks/historical-fiction?limit=100', {
        token: buyer.accessToken,
      });
      expect(shelf.body.map((b) => b._id)).toContain(productId);
    },
  );
});

describe('racing moves end in exactly one outcome', () => {
  it('Pay against Cancel: one wins, the other is 409, and the book agrees with the winner', async () => {
    const buyer = await createPerson();
    const { orderId, productId } = await booking(buyer, cast.seller);
    const [pay, cancel] = await Promise.all([
      call('PUT', `/orders/${orderId}/pay`, { token: buyer.accessToken }),
      call('PUT', `/orders/${orderId}/cancel`, { token: buyer.accessToken }),
    ]);
    expect([pay.status, cancel.status].sort()).toEqual([200, 409]);
    const order = await orderDoc(orderId);
    const product = await productDoc(productId);
    if (pay.status === 200) {
      expect(cancel.body).toEqual(failure('conflict', text(ERROR.orderNotBooked)));
      expect(order).toMatchObject({ status: 'Paid' });
      expect(product).toMatchObject({ productStatus: 'Booked', bookingId: orderId });
    } else {
      expect(order).toMatchObject({ status: 'Cancelled' });
      expect(product).toMatchObject({ productStatus: 'Available' });
    }
  });

  // Pay is left out: Pay then Mark as sold are two moves that may both land, one after the other.
  it.each([
    ['Booked', ['cancel', 'sold', 'decline']],
    ['Paid', ['sold', 'not-paid', 'cancel']],
  ] as const)(
    'from %s, 20 concurrent endings by both parties and an admin: exactly one 200, 19 times 409',
    async (from, endpoints) => {
      const { buyer, orderId } = await orderIn(from);
      const moves: [OrderMoveEndpoint, Person][] = Array.from({ length: 20 }, (_, i) => {
        const endpoint = endpoints[i % endpoints.length]!;
        const caller = endpoint !== 'cancel' ? cast.seller : from === 'Booked' ? buyer : cast.admin;
        return [endpoint, caller];
      });
      await startFunctionWorkers(moves.length);
      const replies = await Promise.all(
        moves.map(([endpoint, person]) =>
          call('PUT', `/orders/${orderId}/${endpoint}`, { token: person.accessToken, via: 'function' }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
      const winner = moves[replies.findIndex((r) => r.status === 200)]![0];
      const order = await orderDoc(orderId);
      expect(order?.status).toBe(winner === 'sold' ? 'Sold' : 'Cancelled');
    },
    RACE_TIMEOUT_MS,
  );

  it('a move whose transaction failed is 409 once another move ended the order, and stays a failure before', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    expect(await moveStanding(orderId, 'cancel')).toBeUndefined();
    expect((await call('PUT', `/orders/${orderId}/pay`, { token: buyer.accessToken })).status).toBe(200);
    // Paid: the seller may still answer, the buyer's cancel can no longer follow.
    expect(await moveStanding(orderId, 'notPaid')).toBeUndefined();
    await expect(moveStanding(orderId, 'cancel')).rejects.toMatchObject({ status: 409, message: ERROR.orderNotBooked });
    expect((await call('PUT', `/orders/${orderId}/sold`, { token: cast.seller.accessToken })).status).toBe(200);
    await expect(moveStanding(orderId, 'notPaid')).rejects.toMatchObject({ status: 409, message: ERROR.orderEnded });
  });
});

describe('expiry', () => {
  const longAgo = (iso: string) => ({ expiresAt: Timestamp.fromDate(new Date(iso)) });

  it('shows a booking past its time as Expired on read, and offers its book again at once', async () => {
    const buyer = await createPerson();
    const { orderId, productId } = await booking(buyer, cast.seller);
    await db.doc(`orders/${orderId}`).update(longAgo('2001-01-01T00:00:00Z'));
    const res = await call<{ _id: string; status: string; endReason: string }[]>('GET', '/sellerOrders?limit=100', {
      token: cast.seller.accessToken,
    });
    expect(res.body.find((o) => o._id === orderId)).toMatchObject({ status: 'Expired', endReason: 'expired' });
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
    expect(text(ORDER_END_TEXT.expired)).toMatch(/Expired/);
  });

  it('expires a booking that is touched after its time instead of moving it (409)', async () => {
    const buyer = await createPerson();
    const { orderId, productId } = await booking(buyer, cast.seller);
    await db.doc(`orders/${orderId}`).update(longAgo('2001-01-01T00:00:00Z'));
    const res = await call('PUT', `/orders/${orderId}/pay`, { token: buyer.accessToken });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.orderExpired)) });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'Expired', endedBy: 'system' });
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
  });

  it('the schedule expires exactly the bookings due at the time it is given', async () => {
    const [due, notYet] = await Promise.all([
      booking(await createPerson(), cast.seller),
      booking(await createPerson(), cast.seller),
    ]);
    await db.doc(`orders/${due.orderId}`).update(longAgo('2001-01-01T00:00:00Z'));
    await db.doc(`orders/${notYet.orderId}`).update(longAgo('2001-01-03T00:00:00Z'));

    expect((await settleDueOrders(new Date('2001-01-02T00:00:00Z'))).settled).toBeGreaterThanOrEqual(1);
    expect(await orderDoc(due.orderId)).toMatchObject({ status: 'Expired', endReason: 'expired' });
    expect(await productDoc(due.productId)).toMatchObject({ productStatus: 'Available' });
    expect(await orderDoc(notYet.orderId)).toMatchObject({ status: 'Booked' });

    expect((await settleDueOrders(new Date('2001-01-04T00:00:00Z'))).settled).toBeGreaterThanOrEqual(1);
    expect(await orderDoc(notYet.orderId)).toMatchObject({ status: 'Expired' });
    // A booking the buyer freed by expiry no longer counts against their limit, nor as their cancel.
    const bookings = (await db.doc(`buyerBookings/${(await orderDoc(due.orderId))!.buyerUid}`).get()).data();
    expect(bookings?.active).not.toContain(due.orderId);
    expect(bookings?.cancels ?? []).toEqual([]);
  });

  it('removes both parties’ contacts from an expired booking, in Firestore and in the replies', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    await db.doc(`orders/${orderId}`).update(longAgo('2001-01-01T00:00:00Z'));
    await settleDueOrders(new Date('2001-01-02T00:00:00Z'));
    expect(await orderDoc(orderId)).toMatchObject({ status: 'Expired' });
    await expectNoContacts(orderId, buyer);
  });
});

describe('a Pay the seller leaves unanswered', () => {
  it('does not expire at the booking’s time: the time runs from the Pay, and the schedule then makes it Sold', async () => {
    const { buyer, orderId, productId } = await orderIn('Paid');
    const paid = (await orderDoc(orderId))!;
    expect(paid.expiresAt.toMillis()).toBeGreaterThan(paid.createdAt.toMillis() + (PAID_ANSWER_DAYS - 1) * 86_400_000);
    await db.doc(`orders/${orderId}`).update({ expiresAt: Timestamp.fromDate(new Date('2001-01-01T00:00:00Z')) });

    const at = new Date('2001-01-02T00:00:00Z');
    expect((await settleDueOrders(at)).settled).toBeGreaterThanOrEqual(1);
    const sold = await orderDoc(orderId);
    expect(sold).toMatchObject({ status: 'Sold', endReason: 'paid-unanswered', endedBy: 'system' });
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Sold' });
    // A sale keeps the contacts for CONTACT_DAYS_AFTER_SALE from when it was made.
    expect(sold).toMatchObject({ sellerPhone: cast.seller.phone, phone: buyer.phone });
    expect(sold!.contactsUntil!.toMillis()).toBe(at.getTime() + CONTACT_DAYS_AFTER_SALE * 86_400_000);
  });

  it('shows as Sold on read once its time has passed, and the seller can no longer answer it (409)', async () => {
    const { orderId } = await orderIn('Paid');
    await db.doc(`orders/${orderId}`).update({ expiresAt: Timestamp.fromDate(new Date('2001-01-01T00:00:00Z')) });
    const res = await call('PUT', `/orders/${orderId}/not-paid`, { token: cast.seller.accessToken });
    expect(res).toMatchObject({ status: 409, body: failure('conflict', text(ERROR.orderEnded)) });
    expect(await orderDoc(orderId)).toMatchObject({ status: 'Sold', endReason: 'paid-unanswered' });
  });
});

describe(`contacts after a sale last ${CONTACT_DAYS_AFTER_SALE} days`, () => {
  it('the schedule removes them once the window has passed, and not before', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    expect((await call('PUT', `/orders/${orderId}/sold`, { token: cast.seller.accessToken })).status).toBe(200);
    // The sale happened long ago, on the test's clock.
    await db.doc(`orders/${orderId}`).update({ contactsUntil: Timestamp.fromDate(new Date('2001-01-15T00:00:00Z')) });

    await settleDueOrders(new Date('2001-01-14T00:00:00Z'));
    expect(await orderDoc(orderId)).toMatchObject({ status: 'Sold', sellerPhone: cast.seller.phone });

    expect((await settleDueOrders(new Date('2001-01-16T00:00:00Z'))).contactsRemoved).toBeGreaterThanOrEqual(1);
    const order = await orderDoc(orderId);
    expect(order).toMatchObject({ status: 'Sold', endReason: 'marked-sold' });
    expect(order).not.toHaveProperty('sellerPhone');
    expect(order).not.toHaveProperty('contactsUntil');
    await expectNoContacts(orderId, buyer);
  });

  it('a reply after the window shows none, even before the schedule has run', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    expect((await call('PUT', `/orders/${orderId}/sold`, { token: cast.seller.accessToken })).status).toBe(200);
    await db.doc(`orders/${orderId}`).update({ contactsUntil: Timestamp.fromDate(new Date('2001-01-15T00:00:00Z')) });
    await expectNoContacts(orderId, buyer);
  });
});

describe('GET /sellerOrders', () => {
  it('lists the bookings of the caller’s books only, newest first, with the buyer’s name and phone', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const [first, second] = [await booking(cast.buyer, seller), await booking(cast.otherBuyer, seller)];
    await booking(await createPerson(), cast.otherSeller);
    const res = await call<{ _id: string; buyerName: string; phone: string; meetingLocation: string }[]>(
      'GET',
      '/sellerOrders',
      { token: seller.accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((o) => o._id)).toEqual([second.orderId, first.orderId]);
    expect(res.body[0]).toMatchObject({
      buyerName: cast.otherBuyer.name,
      phone: cast.otherBuyer.phone,
      meetingLocation: 'Gulshan 1',
    });
  });

  it('refuses a buyer (403) and an anonymous caller (401)', async () => {
    expect(await call('GET', '/sellerOrders', { token: cast.buyer.accessToken })).toMatchObject({
      status: 403,
      body: failure('forbidden', text(ERROR.sellersOnly)),
    });
    expect((await call('GET', '/sellerOrders')).status).toBe(401);
  });
});

describe('contact details reach only the parties', () => {
  it('keeps the seller’s phone and email out of listings, shelves and offers, and gives them to the buyer on the order', async () => {
    const productId = await createProduct(cast.seller);
    await call('POST', '/advertise', { token: cast.seller.accessToken, body: { product: { _id: productId } } });
    expect(await productDoc(productId)).not.toHaveProperty('phone');
    expect(await contactDoc(productId)).toMatchObject({ phone: SELLER_PHONE, sellerEmail: cast.seller.email });
    const replies = await Promise.all([
      call('GET', '/categoryBooks/historical-fiction?limit=100', { token: cast.otherBuyer.accessToken }),
      call('GET', '/advertise?limit=100'),
      call('GET', `/addProduct?email=${encodeURIComponent(cast.seller.email)}&limit=100`, {
        token: cast.seller.accessToken,
      }),
    ]);
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain(SELLER_PHONE);
      expect(JSON.stringify(r.body)).not.toContain(cast.seller.phone);
      expect(JSON.stringify(r.body)).not.toContain(cast.seller.email);
    }
  });
});

describe('deletions never leave a book Booked without a live booking', () => {
  it('deleting a booked book (its seller, or an admin) cancels the booking: the buyer sees "listing removed"', async () => {
    for (const remover of [cast.seller, cast.admin]) {
      const buyer = await createPerson();
      const { orderId, productId } = await booking(buyer, cast.seller);
      const res = await call('DELETE', `/addProduct/${productId}`, { token: remover.accessToken });
      expect(res).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
      expect(await orderDoc(orderId)).toMatchObject({ status: 'Cancelled', endReason: 'listing-removed' });
      expect(await productDoc(productId)).toBeUndefined();
      expect(await contactDoc(productId)).toBeUndefined();
    }
  });

  it('deleting a buyer cancels their bookings and offers the books again', async () => {
    const buyer = await createPerson();
    const bookings = [await booking(buyer, cast.seller), await booking(buyer, cast.seller)];
    expect((await call('DELETE', `/buyer/${buyer.uid}`, { token: cast.admin.accessToken })).status).toBe(200);
    for (const { orderId, productId } of bookings) {
      expect(await orderDoc(orderId)).toMatchObject({ status: 'Cancelled', endReason: 'buyer-removed' });
      expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });
    }
    await expectNoOrphanBookings([cast.seller]);
  });

  it('deleting a seller cancels the bookings of their books first; their listings and contact details go', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const bookings = [await booking(await createPerson(), seller), await booking(await createPerson(), seller)];
    const unbooked = await createProduct(seller);
    expect((await call('DELETE', `/seller/${seller.uid}`, { token: cast.admin.accessToken })).status).toBe(200);
    for (const { orderId, productId } of bookings) {
      expect(await orderDoc(orderId)).toMatchObject({ status: 'Cancelled', endReason: 'listing-removed' });
      expect(await productDoc(productId)).toBeUndefined();
    }
    expect(await productDoc(unbooked)).toBeUndefined();
    expect(await contactDoc(unbooked)).toBeUndefined();
  });

  it(
    'a booking racing a seller’s deletion either lands and is cancelled, or is refused',
    async () => {
      const seller = await createPerson({ account: 'Seller' });
      const products = await Promise.all(Array.from({ length: 4 }, () => createProduct(seller)));
      const buyers = await Promise.all(products.map(() => createPerson()));
      const [deletion, ...bookings] = await Promise.all([
        call('DELETE', `/seller/${seller.uid}`, { token: cast.admin.accessToken }),
        ...products.map((productId, i) =>
          call<CreatedReply>('POST', '/orders', {
            token: buyers[i]!.accessToken,
            body: { productId },
          }),
        ),
      ]);
      expect(deletion.status).toBe(200);
      for (const b of bookings) {
        if (b.status === 201) {
          expect(await orderDoc(b.body.insertedId)).toMatchObject({
            status: 'Cancelled',
            endReason: 'listing-removed',
          });
        } else {
          expect([404, 409]).toContain(b.status);
        }
      }
      for (const productId of products) expect(await productDoc(productId)).toBeUndefined();
    },
    RACE_TIMEOUT_MS,
  );
});
