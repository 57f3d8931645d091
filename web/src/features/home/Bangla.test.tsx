import { bn } from '@reshelf/domain/i18n/bn';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, it } from 'vitest';
import { CategoriesGrid, CategoriesSkeleton } from './CategoriesGrid';
import { HeroBanner } from './HeroBanner';
import { OffersSection } from './OffersSection';
import { ServicePromises } from './ServicePromises';

beforeEach(() => act(() => i18next.changeLanguage('bn')));

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

it('greets a Bangla reader in Bangla, meeting in Dhaka', () => {
  inRouter(<HeroBanner />);
  expect(screen.getByRole('heading', { level: 1, name: 'প্রতিটি বই পাক নতুন পাঠক' })).toBeVisible();
  expect(screen.getByText(/^ঢাকা শহরে যাঁরা/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'আপনার বই বিক্রি করুন' })).toHaveAttribute('href', '/signUp');
});

it('names the categories by their id in Bangla, whatever their stored name', () => {
  inRouter(
    <CategoriesGrid
      categories={[
        { _id: 'horror', name: 'Horror', picture: '/h.svg', position: 1 },
        { _id: 'historical-fiction', name: 'Historical fiction', picture: '/f.svg', position: 2 },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { name: 'হরর' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'ঐতিহাসিক উপন্যাস' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'এই বিভাগের সব বই: হরর' })).toHaveAttribute('href', '/categories/horror');
});

it('says the categories are loading in Bangla', () => {
  render(<CategoriesSkeleton />);
  expect(screen.getByRole('status', { name: 'বইয়ের বিভাগগুলো লোড হচ্ছে' })).toBeInTheDocument();
});

it('prices the offers in Bangla digits', () => {
  inRouter(
    <OffersSection
      offers={[
        {
          _id: 'ivanhoe',
          sellerUid: 's1',
          product: { _id: 'ivanhoe', productName: 'Ivanhoe', image: '/i.svg', price: 125000 },
        },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { name: 'বিশেষ অফার' })).toBeVisible();
  expect(screen.getByText('৳১,২৫,০০০')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Ivanhoe-এর অফারটি নিন' })).toBeVisible();
  expect(screen.getByRole('img', { name: 'Ivanhoe-এর প্রচ্ছদ' })).toBeVisible();
});

it('lists the service promises in Bangla', () => {
  render(<ServicePromises />);
  const strip = screen.getByRole('region', { name: 'আমাদের অঙ্গীকার' });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(Object.values(bn.terms.servicePromise));
  expect(strip).toHaveTextContent('২৪/৭ সহায়তা');
});
