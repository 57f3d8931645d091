// An order's conversation through the API: the two parties write both ways, nobody else does; the
// limits (text length, suspended or deleted accounts, 14 days after the order ended, the hourly
// rate) on a clock the test controls; and marking read.
import {
  CONVERSATION_DAYS_AFTER_END,
  DELETED_ACCOUNT_NAME,
  ERROR,
  MESSAGE_TEXT_MAX,
  RATE_LIMITS,
  VALIDATION,
  type ConversationDoc,
  type CreatedReply,
  type MessageDoc,
  type UpdatedReply,
} from '@reshelf/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure, spendLimit } from './support/http';
import { booking } from './support/orders';
import { createCast, createPerson, notificationsOf, removeCreatedData, type Person } from './support/people';

let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  cast = await createCast();
});

afterAll(removeCreatedData);

const DAY_MS = 24 * 60 * 60 * 1000;

const send = (orderId: string, who: Person, body: unknown = { text: 'Is the spine torn?' }) =>
  call<CreatedReply>('POST', `/orders/${orderId}/messages`, { token: who.accessToken, body });
const markRead = (orderId: string, who: Person) =>
  call<UpdatedReply>('PUT', `/orders/${orderId}/messages/read`, { token: who.accessToken });
const summary = async (orderId: string) =>
  (await db.doc(`conversations/${orderId}`).get()).data() as ConversationDoc | undefined;
const messages = async (orderId: string) =>
  (await db.collection(`orders/${orderId}/messages`).orderBy('sentAt').get()).docs.map((d) => d.data() as MessageDoc);

/** Ends the order (cancelled by its buyer) `days` days ago, on the test's clock. */
async function endedDaysAgo(orderId: string, buyer: Person, days: number) {
  expect((await call('PUT', `/orders/${orderId}/cancel`, { token: buyer.accessToken })).status).toBe(200);
  await db.doc(`orders/${orderId}`).update({ endedAt: Timestamp.fromMillis(Date.now() - days * DAY_MS) });
}

describe('POST /orders/{id}/messages', () => {
  it('the buyer asks and the seller answers: both messages, the summary, unread counts and a notification each', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);

    const asked = await send(orderId, buyer, {
      text: '  Is the spine torn?\nCall 01712-345678 or see https://x.test  ',
    });
    expect(asked).toMatchObject({ status: 201, body: { acknowledged: true, insertedId: expect.any(String) } });
    expect(await summary(orderId)).toMatchObject({
      parties: [buyer.uid, cast.seller.uid],
      itemName: expect.any(String),
      buyerName: buyer.name,
      sellerName: cast.seller.name,
      lastSenderUid: buyer.uid,
      unread: { [buyer.uid]: 0, [cast.seller.uid]: 1 },
    });

    const answered = await send(orderId, cast.seller, { text: 'No, it is like new.' });
    expect(answered.status).toBe(201);
    expect(await messages(orderId)).toEqual([
      // Kept as typed (trimmed): the app shows it as plain text.
      {
        senderUid: buyer.uid,
        text: 'Is the spine torn?\nCall 01712-345678 or see https://x.test',
        sentAt: expect.any(Timestamp),
      },
      { senderUid: cast.seller.uid, text: 'No, it is like new.', sentAt: expect.any(Timestamp) },
    ]);
    expect(await summary(orderId)).toMatchObject({
      lastText: 'No, it is like new.',
      lastSenderUid: cast.seller.uid,
      unread: { [buyer.uid]: 1, [cast.seller.uid]: 0 },
    });
    expect(await notificationsOf(buyer.uid, 'message')).toEqual([
      expect.objectContaining({
        link: `/dashboard/messages/${orderId}`,
        params: { name: cast.seller.name, book: expect.any(String) },
      }),
    ]);
    expect(
      (await notificationsOf(cast.seller.uid, 'message')).some((n) => n.link === `/dashboard/messages/${orderId}`),
    ).toBe(true);
  });

  it('is 404 to a stranger, an admin and an unknown order, and 401 without a token', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    for (const who of [cast.otherBuyer, cast.otherSeller, cast.admin]) {
      expect(await send(orderId, who), who.email).toMatchObject({ status: 404, body: failure('not-found') });
    }
    expect((await send('no-such-order', buyer)).status).toBe(404);
    expect((await call('POST', `/orders/${orderId}/messages`, { body: { text: 'hi' } })).status).toBe(401);
    expect(await messages(orderId)).toEqual([]);
    expect(await summary(orderId)).toBeUndefined();
  });

  it(`refuses an empty text and one over ${MESSAGE_TEXT_MAX} characters, and takes exactly ${MESSAGE_TEXT_MAX}`, async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    for (const body of [{ text: '   ' }, {}, { text: 42 }]) {
      expect(await send(orderId, buyer, body)).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid', fields: { text: text(VALIDATION.messageText) } } },
      });
    }
    expect(await send(orderId, buyer, { text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) })).toMatchObject({
      status: 400,
      body: { error: { fields: { text: text(VALIDATION.atMost1000) } } },
    });
    expect((await send(orderId, buyer, { text: 'x'.repeat(MESSAGE_TEXT_MAX) })).status).toBe(201);
    expect((await summary(orderId))?.lastText.length).toBeLessThan(MESSAGE_TEXT_MAX);
  });

  it('is refused, both ways, once either party is suspended or deleted', async () => {
    const [buyer, seller] = await Promise.all([createPerson(), createPerson({ account: 'Seller' })]);
    const { orderId } = await booking(buyer, seller);
    await db.doc(`users/${seller.uid}`).update({ suspendedAt: Timestamp.now() });
    const barred = { status: 403, body: failure('forbidden', text(ERROR.conversationBarred)) };
    expect(await send(orderId, buyer)).toMatchObject(barred);

    const [buyer2, seller2] = await Promise.all([createPerson(), createPerson({ account: 'Seller' })]);
    const { orderId: orderId2 } = await booking(buyer2, seller2);
    // A deleted account has no profile left.
    await db.doc(`users/${buyer2.uid}`).delete();
    expect(await send(orderId2, seller2)).toMatchObject(barred);
    expect(await messages(orderId)).toEqual([]);
    expect(await messages(orderId2)).toEqual([]);
  });

  it(`takes messages up to ${CONVERSATION_DAYS_AFTER_END} days after the order ended, then refuses`, async () => {
    const buyer = await createPerson();
    const [recent, old] = [(await booking(buyer, cast.seller)).orderId, (await booking(buyer, cast.seller)).orderId];
    await endedDaysAgo(recent, buyer, CONVERSATION_DAYS_AFTER_END - 1);
    await endedDaysAgo(old, buyer, CONVERSATION_DAYS_AFTER_END + 1);

    expect((await send(recent, cast.seller)).status).toBe(201);
    expect(await send(old, cast.seller)).toMatchObject({
      status: 409,
      body: failure('conflict', text(ERROR.conversationClosed)),
    });
    expect(await messages(old)).toEqual([]);
  });

  it('counts an expired booking from when it expired, before the schedule has moved it', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    await db
      .doc(`orders/${orderId}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - (CONVERSATION_DAYS_AFTER_END + 1) * DAY_MS) });
    expect((await send(orderId, buyer)).status).toBe(409);
  });

  it(`answers 429 after ${RATE_LIMITS.message.perUser} messages in the hour, and writes nothing`, async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    // The hour's messages, already sent.
    await spendLimit(`message:user:${buyer.uid}`, RATE_LIMITS.message.windowSeconds, RATE_LIMITS.message.perUser);
    const res = await send(orderId, buyer);
    expect(res).toMatchObject({ status: 429, body: failure('rate-limited', text(ERROR.rateLimited)) });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messages(orderId)).toEqual([]);
  });
});

describe('an account deleted by an admin', () => {
  it('leaves its conversations to the other party under “Deleted account”', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    expect((await send(orderId, buyer)).status).toBe(201);
    expect((await call('DELETE', `/buyer/${buyer.uid}`, { token: cast.admin.accessToken })).status).toBe(200);
    expect(await summary(orderId)).toMatchObject({ buyerName: DELETED_ACCOUNT_NAME, sellerName: cast.seller.name });
    expect(await send(orderId, cast.seller)).toMatchObject({ status: 403 });
  });
});

describe('PUT /orders/{id}/messages/read', () => {
  it('sets the caller’s unread count to 0 and leaves the other’s; 404 to a stranger', async () => {
    const buyer = await createPerson();
    const { orderId } = await booking(buyer, cast.seller);
    expect(await markRead(orderId, buyer)).toMatchObject({
      status: 200,
      body: { acknowledged: true, modifiedCount: 0 },
    });
    await send(orderId, cast.seller, { text: 'Still want it?' });
    await send(orderId, cast.seller, { text: 'Hello?' });
    expect((await summary(orderId))?.unread).toEqual({ [buyer.uid]: 2, [cast.seller.uid]: 0 });

    expect(await markRead(orderId, cast.otherBuyer)).toMatchObject({ status: 404, body: failure('not-found') });
    expect(await markRead(orderId, buyer)).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect((await summary(orderId))?.unread).toEqual({ [buyer.uid]: 0, [cast.seller.uid]: 0 });
    expect(await markRead(orderId, buyer)).toMatchObject({ body: { modifiedCount: 0 } });
  });
});
