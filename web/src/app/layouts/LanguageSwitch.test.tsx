import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { text } from '../../../../test/support/text';
import { LanguageSwitch } from './LanguageSwitch';
import { Navbar } from './Navbar';

// The signed-out navbar: its session part needs Firebase.
vi.mock('./AuthNav', async () => {
  const { SignedOutLinks } = await import('./SignedOutLinks');
  return { default: ({ vertical }: { vertical?: boolean }) => <SignedOutLinks vertical={vertical} /> };
});

describe('the language switch', () => {
  it('offers English and বাংলা, each named in its own language, the one shown pressed', () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const bangla = within(group).getByRole('button', { name: 'বাংলা' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(bangla).toHaveAttribute('lang', 'bn');
    expect(bangla).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the navbar to Bangla from the mobile menu, which stays open, and back to English', async () => {
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = screen.getByRole('presentation');
    await userEvent.click(within(drawer).getByRole('button', { name: 'বাংলা' }));

    expect(i18next.language).toBe('bn');
    const group = within(drawer).getByRole('group', { name: text('app.language.label', 'bn') });
    expect(within(group).getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    const menu = within(drawer).getByRole('navigation', { name: text('app.navbar.main', 'bn') });
    expect(within(menu).getByRole('link', { name: text('app.navbar.home', 'bn') })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: text('app.navbar.login', 'bn') })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: text('app.navbar.goPremium', 'bn') })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: text('app.navbar.openMenu', 'bn') })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: text('app.navbar.searchBooks', 'bn') })[0]).toHaveAttribute(
      'href',
      '/search',
    );
    expect(screen.queryByRole('link', { name: 'Search books' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: text('app.navbar.openMenu', 'bn') }));
    await userEvent.click(within(screen.getByRole('presentation')).getByRole('button', { name: 'English' }));
    expect(i18next.language).toBe('en');
    expect(within(screen.getByRole('presentation')).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
