import { act, render, screen } from '@testing-library/react';
import { bn } from '@reshelf/domain/i18n/bn';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './ErrorPage';

// The navbar and footer around a failed route are tested on their own.
vi.mock('../layouts/MainLayout', () => ({ MainLayout: ({ children }: { children: ReactNode }) => <>{children}</> }));

function Broken(): ReactNode {
  throw new Error('broken');
}

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/broken', element: <Broken />, errorElement: <ErrorPage /> },
          { path: '*', element: <ErrorPage /> },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

const title = document.title;
afterEach(() => {
  document.title = title;
});

it('says an unknown address is not on the shelves, with a way home', () => {
  renderAt('/nope');
  expect(screen.getByRole('heading', { level: 1, name: 'This page is not on our shelves' })).toBeVisible();
  expect(screen.getByRole('img', { name: /An open book with blank pages/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found · Reshelf');
});

it('says a page failed to render, and logs why', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/broken');
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeVisible();
  expect(screen.getByText(/the page could not be shown/)).toBeVisible();
  expect(document.title).toBe('Something went wrong · Reshelf');
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

describe('in Bangla', () => {
  it('says so in Bangla, tab title included', async () => {
    await act(() => i18next.changeLanguage('bn'));
    renderAt('/nope');
    expect(screen.getByRole('heading', { level: 1, name: bn.routes.error.notFound.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('এই পেজটি আমাদের তাকে নেই');
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: bn.routes.error.imageAlt })).toBeInTheDocument();
    expect(document.title).toBe(bn.pages.notFound.title);
  });
});
