import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markAllRead } from './notification-reads';
import NotificationBell from './NotificationBell';

const unread = vi.hoisted(() => ({ count: 0 }));
vi.mock('./after-idle', () => ({ useAfterIdle: () => true }));
vi.mock('./notification-reads', () => ({
  markAllRead: vi.fn(async () => undefined),
  UnreadCounter: ({ onCount }: { onCount: (n: number) => void }) => {
    useEffect(() => onCount(unread.count), [onCount]);
    return null;
  },
}));
vi.mock('./NotificationList', () => ({ default: () => <p>The newest notifications</p> }));

const renderBell = (count: number) => {
  unread.count = count;
  render(
    <MemoryRouter>
      <NotificationBell uid="u1" />
    </MemoryRouter>,
  );
};

describe('the notification bell', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => act(() => i18next.changeLanguage('en')));

  it('names and shows the unread count', async () => {
    renderBell(3);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it('shows "20+" past 20 unread (the live query reads 21)', async () => {
    renderBell(21);
    const bell = await screen.findByRole('button', { name: 'Notifications, 20+ unread' });
    expect(within(bell).getByText('20+')).toBeInTheDocument();
  });

  it('is plain "Notifications" with no badge when all are read', async () => {
    renderBell(0);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(within(bell).queryByText('0')).not.toBeInTheDocument();
  });

  it('speaks Bangla with Bangla digits', async () => {
    await act(() => i18next.changeLanguage('bn'));
    renderBell(21);
    expect(await screen.findByRole('button', { name: 'নোটিফিকেশন, ২০+টি পড়া হয়নি' })).toBeInTheDocument();
  });

  it('opens a dialog with the list and Mark all as read, which Escape closes', async () => {
    const user = userEvent.setup();
    renderBell(2);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('The newest notifications')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(markAllRead).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no Mark all as read when nothing is unread', async () => {
    const user = userEvent.setup();
    renderBell(0);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
