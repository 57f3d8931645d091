import { QUERIES, UNREAD_SHOWN_MAX, type UpdatedReply } from '@reshelf/domain';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { useLiveQuery } from '../../lib/live-query';
import { notify } from '../../lib/notify';

/** Marks one notification read; a failure was toasted by the API client, and the link opens anyway. */
export const markRead = (id: string) =>
  api<UpdatedReply>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT' }).catch(() => undefined);

export async function markAllRead() {
  await api<UpdatedReply>('/notifications/read', { method: 'PUT' });
  notify.success('notifications.allRead');
}

/** Reports how many of the person's notifications are unread, live, reading at most UNREAD_SHOWN_MAX + 1. */
export function UnreadCounter({ uid, onCount }: { uid: string; onCount: (count: number) => void }) {
  const { data } = useLiveQuery(QUERIES.unreadNotifications(uid), UNREAD_SHOWN_MAX + 1, { suspense: false });
  const count = data?.length;
  useEffect(() => {
    if (count !== undefined) onCount(count);
  }, [count, onCount]);
  return null;
}
