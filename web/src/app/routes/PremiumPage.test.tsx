import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PremiumPage } from './PremiumPage';

const renderPage = () =>
  render(
    <MemoryRouter>
      <PremiumPage />
    </MemoryRouter>,
  );

const plan = (name: string) => screen.getByRole('article', { name });

it('shows the three plans with their prices, perks and the free sign-up', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Go premium' })).toBeVisible();
  expect(within(plan('Reader')).getByText('Free')).toBeVisible();
  expect(within(plan('Reader')).getByText('Meet and pay in cash in Dhaka')).toBeVisible();
  expect(within(plan('Reader')).getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signUp');
  expect(within(plan('Bookworm')).getByText('৳149 / month')).toBeVisible();
  expect(within(plan('Bookworm')).getByText('Most loved')).toBeVisible();
  expect(within(plan('Bookworm')).getByText('Offline listening')).toBeVisible();
  expect(within(plan('Bookseller')).getByText('৳299 / month')).toBeVisible();
  expect(within(plan('Bookseller')).getByText('Everything in Bookworm')).toBeVisible();
  expect(within(plan('Bookseller')).queryByRole('link')).toBeNull();
});

describe('in Bangla', () => {
  it('names the plans in Bangla and writes their prices in Bangla digits', async () => {
    await act(() => i18next.changeLanguage('bn'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'প্রিমিয়াম নিন' })).toBeVisible();
    expect(within(plan('পাঠক')).getByText('বিনামূল্যে')).toBeVisible();
    expect(within(plan('পাঠক')).getByText('ঢাকা শহরে দেখা করে নগদে দাম দিন')).toBeVisible();
    expect(within(plan('বইপোকা')).getByText('৳১৪৯ / মাস')).toBeVisible();
    expect(within(plan('বই বিক্রেতা')).getByText('৳২৯৯ / মাস')).toBeVisible();
  });
});
