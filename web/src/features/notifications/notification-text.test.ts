import { formatCount, UNREAD_SHOWN_MAX } from '@reshelf/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cappedCount } from '../../components/capped-count';
import { bellLabel, notificationText, safeLink } from './notification-text';

const t = i18next.t.bind(i18next);

describe('notification texts', () => {
  it.each([
    ['booked', { book: 'Dracula', name: 'Nadia' }, 'Nadia booked “Dracula”'],
    [
      'cancelled',
      { book: 'Dracula', name: 'Nadia', reason: 'cancelled-by-buyer' },
      'Nadia cancelled their booking of “Dracula”',
    ],
    [
      'cancelled',
      { book: 'Dracula', name: 'Nadia', reason: 'cancelled-by-admin' },
      'The booking of “Dracula” was cancelled',
    ],
    [
      'declined',
      { book: 'Dracula', name: 'Tanvir', reason: 'not-paid' },
      'Tanvir says your payment for “Dracula” did not reach them',
    ],
    [
      'declined',
      { book: 'Dracula', name: 'Tanvir', reason: 'declined-by-seller' },
      'Tanvir declined your booking of “Dracula”',
    ],
    ['expired', { book: 'Dracula', name: 'Tanvir' }, 'The booking of “Dracula” expired: nobody moved it in time'],
    [
      'reportDecided',
      { name: 'Dracula', outcome: 'removed' },
      'Your report of “Dracula” was decided: The listing was removed',
    ],
    ['message', { book: 'Dracula', name: 'Tanvir' }, 'A new message from Tanvir about “Dracula”'],
    ['review', { book: 'Dracula', name: 'Nadia' }, 'Nadia’s review of you, after “Dracula”, is published'],
    ['searchMatched', { book: 'Dracula' }, 'A new book matches your saved search: “Dracula”'],
    // Words a notification did not carry: no placeholder shows.
    ['message', {}, 'A new message from  about “”'],
  ] as const)('%s %j', (kind, params, expected) => {
    expect(notificationText(t, { kind, params })).toBe(expected);
  });

  it('leads only to app paths', () => {
    expect(safeLink('/dashboard/sellerOrders')).toBe('/dashboard/sellerOrders');
    expect(safeLink('https://evil.test')).toBe('/dashboard');
    expect(safeLink('//evil.test')).toBe('/dashboard');
    expect(safeLink('/\\evil.test')).toBe('/dashboard');
    expect(safeLink('javascript:alert(1)')).toBe('/dashboard');
  });

  it('counts up to 20, then "20+", in the reader\'s digits', () => {
    expect(cappedCount(20, UNREAD_SHOWN_MAX, formatCount)).toBe('20');
    expect(cappedCount(21, UNREAD_SHOWN_MAX, formatCount)).toBe('20+');
    expect(cappedCount(21, UNREAD_SHOWN_MAX, (n) => formatCount(n, 'bn'))).toBe('২০+');
    expect(bellLabel(t, 21, formatCount)).toBe('Notifications, 20+ unread');
    expect(bellLabel(t, 0, formatCount)).toBe('Notifications');
    expect(bellLabel(t, 5, formatCount)).toBe('Notifications, 5 unread');
  });
});
