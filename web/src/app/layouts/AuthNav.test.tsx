import type { RoleClaims } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session-state';
import AuthNav from './AuthNav';

vi.mock('../../lib/session', () => ({ SessionSync: () => null }));
vi.mock('../../lib/session-state', () => ({ useSession: vi.fn() }));
vi.mock('../../features/auth/logout', () => ({ useLogout: () => vi.fn() }));
vi.mock('../../features/orders/NewBookingAnnouncer', () => ({
  default: ({ uid }: { uid: string }) => <p>watching new bookings of {uid}</p>,
}));

function renderAs(claims: RoleClaims) {
  vi.mocked(useSession).mockReturnValue({
    status: 'signedIn',
    user: { uid: 'u1', email: 'me@reshelf.test' } as never,
    claims,
  });
  render(
    <MemoryRouter>
      <AuthNav />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.clearAllMocks());

it('watches a seller’s new bookings on every page that has the navbar', async () => {
  renderAs({ account: 'Seller' });
  expect(await screen.findByText('watching new bookings of u1')).toBeInTheDocument();
});

it('does not for a buyer or an admin', async () => {
  renderAs({ account: 'Buyer', admin: true });
  await screen.findByRole('button', { name: /Logout/ });
  expect(screen.queryByText(/watching new bookings/)).not.toBeInTheDocument();
});
