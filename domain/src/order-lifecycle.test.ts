// The lifecycle as tables: who may make which move from which state, what it does to the book and
// to the contacts, and what time does on its own.
import { describe, expect, it } from 'vitest';
import { CANCEL_LIMIT, CONTACT_DAYS_AFTER_SALE, PAID_ANSWER_DAYS } from './constants';
import {
  bookingBlockedUntil,
  canMove,
  contactsUntil,
  dueMove,
  effectiveStatus,
  isActiveOrder,
  moveOf,
  moveRule,
  ORDER_STATUSES,
  paidAnswerBy,
  type OrderActor,
  type OrderMoveEndpoint,
  type OrderStatus,
} from './order-lifecycle';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const NOW = new Date('2030-06-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;

describe('who makes which move through the API', () => {
  const roles: (OrderActor | null)[] = ['buyer', 'seller', 'admin', null];
  it.each<[OrderMoveEndpoint, Partial<Record<OrderActor, string>>]>([
    ['pay', { buyer: 'pay' }],
    ['sold', { seller: 'markSold' }],
    ['cancel', { buyer: 'cancel', admin: 'adminCancel' }],
    ['decline', { seller: 'decline' }],
    ['not-paid', { seller: 'notPaid' }],
  ])('%s', (endpoint, allowed) => {
    for (const role of roles) expect(moveOf(endpoint, role)).toBe(role ? allowed[role] : undefined);
  });
});

describe('each move: from which states, to which, and what it does to the book', () => {
  it.each([
    ['pay', ['Booked'], 'Paid', 'Booked'],
    ['markSold', ['Booked', 'Paid'], 'Sold', 'Sold'],
    ['paidUnanswered', ['Paid'], 'Sold', 'Sold'],
    ['cancel', ['Booked'], 'Cancelled', 'Available'],
    ['decline', ['Booked'], 'Cancelled', 'Available'],
    ['notPaid', ['Paid'], 'Cancelled', 'Available'],
    ['adminCancel', ['Booked', 'Paid'], 'Cancelled', 'Available'],
    ['expire', ['Booked'], 'Expired', 'Available'],
    ['listingRemoved', ['Booked', 'Paid'], 'Cancelled', 'removed'],
    ['buyerRemoved', ['Booked', 'Paid'], 'Cancelled', 'Available'],
    ['accountSuspended', ['Booked', 'Paid'], 'Cancelled', 'Available'],
  ] as const)('%s: from %j to %s, the book %s', (move, from, to, book) => {
    for (const status of ORDER_STATUSES) expect(canMove(move, status), status).toBe(from.includes(status as never));
    expect(moveRule(move)).toMatchObject({ to, book });
  });

  it('a buyer alone never makes a book Sold', () => {
    for (const endpoint of ['pay', 'sold', 'cancel', 'decline', 'not-paid'] as const) {
      const move = moveOf(endpoint, 'buyer');
      if (move) expect(moveRule(move).book).not.toBe('Sold');
    }
  });

  it('only the buyer’s own cancel counts towards the cancel limit', () => {
    const counted = (['cancel', 'decline', 'notPaid', 'adminCancel', 'expire'] as const).filter(
      (m) => moveRule(m).ownCancel,
    );
    expect(counted).toEqual(['cancel']);
  });
});

describe('what time does', () => {
  it.each<[OrderStatus, string, string | undefined, OrderStatus]>([
    ['Booked', '2030-06-01T11:59:59Z', 'expire', 'Expired'],
    ['Booked', '2030-06-01T12:00:01Z', undefined, 'Booked'],
    ['Paid', '2030-06-01T11:59:59Z', 'paidUnanswered', 'Sold'],
    ['Paid', '2030-06-01T12:00:01Z', undefined, 'Paid'],
    ['Sold', '2001-01-01T00:00:00Z', undefined, 'Sold'],
    ['Cancelled', '2001-01-01T00:00:00Z', undefined, 'Cancelled'],
  ])('%s with expiresAt %s: due move %s, shown as %s', (status, expiresAt, move, shown) => {
    const order = { status, expiresAt: at(expiresAt) };
    expect(dueMove(order, NOW)).toBe(move);
    expect(effectiveStatus(order, NOW)).toBe(shown);
    expect(isActiveOrder(order, NOW)).toBe(shown === 'Booked' || shown === 'Paid');
  });

  it(`an unanswered Pay is due ${PAID_ANSWER_DAYS} days after it`, () => {
    expect(paidAnswerBy(NOW).getTime() - NOW.getTime()).toBe(PAID_ANSWER_DAYS * 24 * HOUR);
  });
});

describe('contact copies', () => {
  it.each<[OrderStatus, number | undefined]>([
    ['Booked', undefined],
    ['Paid', undefined],
    ['Sold', CONTACT_DAYS_AFTER_SALE * 24 * HOUR],
    ['Cancelled', 0],
    ['Expired', 0],
  ])('moved to %s, they go after %s ms (undefined: they stay)', (to, after) => {
    const until = contactsUntil(to, NOW);
    expect(until === undefined ? undefined : until.getTime() - NOW.getTime()).toBe(after);
  });
});

describe('the cancel limit', () => {
  const ago = (hours: number) => NOW.getTime() - hours * HOUR;

  it(`lets a buyer book after ${CANCEL_LIMIT.max - 1} cancels in the window`, () => {
    expect(bookingBlockedUntil([ago(1), ago(2)], NOW)).toBeUndefined();
  });

  it(`blocks after ${CANCEL_LIMIT.max} until the oldest of the last ${CANCEL_LIMIT.max} leaves the window`, () => {
    const until = bookingBlockedUntil([ago(30), ago(5), ago(1), ago(3)], NOW);
    expect(until?.getTime()).toBe(ago(5) + CANCEL_LIMIT.windowHours * HOUR);
  });

  it('forgets cancels older than the window', () => {
    expect(bookingBlockedUntil([ago(25), ago(30), ago(1), ago(2)], NOW)).toBeUndefined();
  });
});
