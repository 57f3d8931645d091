import { act, render, screen } from '@testing-library/react';
import { bn } from '@reshelf/domain/i18n/bn';
import i18next from 'i18next';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShelfCategory } from '../../features/books/CategoryBooks';
import { CACHE_OWNER_KEY } from '../../lib/cache-owner';
import { CategoryPage } from './CategoryPage';

// The shelf (Firebase, the login check, the books) reports what it found, as the real one does.
const found = vi.hoisted(() => ({ category: undefined as ShelfCategory | undefined }));
vi.mock('./CategoryShelf', () => ({
  default: function CategoryShelf({ onCategory }: { onCategory: (category: ShelfCategory) => void }) {
    useEffect(() => {
      if (found.category) onCategory(found.category);
    }, [onCategory]);
    return <p>The books</p>;
  },
}));

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/categories/:id', element: <CategoryPage /> },
          { path: '/login', element: <p>The login form</p> },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

// A signed-in reader, as the session leaves this browser (lib/local-cache.ts).
beforeEach(() => localStorage.setItem(CACHE_OWNER_KEY, 'buyer-uid'));
afterEach(() => localStorage.removeItem(CACHE_OWNER_KEY));

it('sends a reader nobody has signed in for to /login without drawing the page or loading the shelf', async () => {
  localStorage.removeItem(CACHE_OWNER_KEY);
  found.category = { name: 'Horror' };
  const drawn: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) drawn.push(node.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderAt('/categories/horror');
  expect(await screen.findByText('The login form')).toBeInTheDocument();
  observer.disconnect();
  expect(drawn.filter((text) => /Every book on this shelf|The books/.test(text))).toEqual([]);
});

it('shows the introduction while loading, then the name the shelf found as the heading', async () => {
  found.category = { name: 'Horror' };
  renderAt('/categories/horror');
  expect(screen.getByText(/Every book on this shelf is available right now/)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Horror' })).toBeInTheDocument();
  expect(screen.getByText('The books')).toBeInTheDocument();
});

it('says so when there is no such category, with a way back to the shelves', async () => {
  found.category = 'missing';
  renderAt('/categories/nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that category' })).toBeInTheDocument();
  expect(screen.queryByText(/Every book on this shelf/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute('href', '/#categories');
});

it('names the heading for assistive technology while the books load', () => {
  found.category = undefined;
  renderAt('/categories/horror');
  expect(screen.getByRole('heading', { level: 1, name: 'Loading the category' })).toBeInTheDocument();
});

describe('in Bangla', () => {
  const title = document.title;
  afterEach(async () => {
    document.title = title;
  });

  it('names the shelf by its id in Bangla, in the heading and the tab, whatever its stored name', async () => {
    await act(() => i18next.changeLanguage('bn'));
    found.category = { name: 'Horror' };
    renderAt('/categories/horror');
    expect(await screen.findByRole('heading', { level: 1, name: 'হরর' })).toBeInTheDocument();
    expect(document.title).toBe('হরর · Reshelf');
    expect(screen.getByText(bn.routes.category.intro)).toBeInTheDocument();
  });
});
