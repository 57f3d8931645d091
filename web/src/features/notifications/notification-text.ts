import { REPORT_OUTCOMES, UNREAD_SHOWN_MAX, type NotificationDoc, type ReportOutcome } from '@reshelf/domain';
import { cappedCount } from '../../components/capped-count';
import type { TFunction } from '../../lib/i18n';

type Note = Pick<NotificationDoc, 'kind' | 'params'>;

/** The catalogue text a notification reads as: its kind's, or a closer one for why an order ended. */
function textKey({ kind, params }: Note) {
  if (kind === 'cancelled' && params.reason === 'cancelled-by-buyer') return 'cancelledByBuyer' as const;
  if (kind === 'declined' && params.reason === 'not-paid') return 'notPaid' as const;
  return kind;
}

const isOutcome = (value: string | undefined): value is ReportOutcome =>
  (REPORT_OUTCOMES as readonly string[]).includes(value ?? '');

/** A notification's sentence in the reader's language, filled with the names the server copied. */
export function notificationText(t: TFunction, note: Note): string {
  const { outcome } = note.params;
  return t(`notifications.text.${textKey(note)}`, {
    name: '',
    book: '',
    ...note.params,
    outcome: isOutcome(outcome) ? t(`reports.outcome.${outcome}`) : '',
  });
}

/** Where a notification leads: an app path; anything else (never written, but a link is a link) goes to the dashboard. */
export const safeLink = (link: string) => (/^\/(?![/\\])/.test(link) ? link : '/dashboard');

/** The bell's accessible name: with how many are unread, when any are. */
export function bellLabel(t: TFunction, count: number | undefined, formatCount: (n: number) => string) {
  return count
    ? t('notifications.bellUnread', { n: cappedCount(count, UNREAD_SHOWN_MAX, formatCount) })
    : t('notifications.bell');
}
