import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { HomePage } from './HomePage';

// The Firebase-backed islands are tested on their own; here they stand in by their headings.
vi.mock('../../features/home/AdvertisedOffers', () => ({
  default: () => <section aria-label="Special offers" />,
}));
vi.mock('../../features/home/BookCategories', () => ({ default: () => null }));

it('shows the parts of the landing page in the order of the spec', async () => {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  await screen.findByRole('region', { name: 'Special offers' });
  const names = screen.getAllByRole('region').map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    return labelledBy ? document.getElementById(labelledBy)!.textContent : region.getAttribute('aria-label');
  });
  expect(names).toEqual([
    'Give every book another reader',
    'Reshelf in numbers',
    'Special offers',
    'Book categories',
    'The weekly shelf',
    'Our promises',
    'Find your study place',
    'Stories for the long ride home',
    'A marketplace run by readers',
    'Fresh on the shelves',
    'From our blog',
  ]);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Give every book another reader');
});

it('shows the spec’s numbers the way people read them', () => {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  // English is written as in Bangladesh (en-IN): lakhs and crores.
  expect(screen.getByText('21,42,32,31,212')).toBeVisible();
  expect(screen.getByText('8,90,87,898')).toBeVisible();
  expect(screen.getByText('9,87,86,86,987')).toBeVisible();
});
