import { DEMO_ACCOUNTS } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKnownSession } from '../../../lib/session-state';
import WelcomePage from './WelcomePage';

vi.mock('../../../lib/session-state', () => ({ useKnownSession: vi.fn() }));

describe('dashboard welcome', () => {
  it('greets the user, says the menu follows the role, and shows the demo buyer and seller only', () => {
    vi.mocked(useKnownSession).mockReturnValue({
      status: 'signedIn',
      user: { uid: 'demo-seller', displayName: 'Tanvir Hasan', email: 'seller@reshelf.test' } as never,
      claims: { account: 'Seller', verified: true },
    });
    render(<WelcomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Tanvir Hasan' })).toBeInTheDocument();
    expect(screen.getByText(/The menu .* changes with your role/)).toBeInTheDocument();
    expect(screen.getByText('Verified seller')).toBeInTheDocument();
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(screen.getByText(account.email)).toBeInTheDocument();
      expect(screen.getByText(account.password)).toBeInTheDocument();
    }
    expect(screen.getByText('Admin details are not shared.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/admin@/);
  });
});
