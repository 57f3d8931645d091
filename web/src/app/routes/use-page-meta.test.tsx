import { renderHook } from '@testing-library/react';
import { PAGES, type PageMeta, type PageName } from '@reshelf/domain';
import { en } from '@reshelf/domain/i18n/en';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PageMetaCollector, usePageMeta } from './use-page-meta';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<title>Reshelf</title><meta name="description" content="Used books near you.">';
});
afterEach(() => {
  document.head.innerHTML = '';
});

it('names the tab and describes the page while it shows, then gives both back', () => {
  const { unmount } = renderHook(() => usePageMeta(PAGES.blog));
  expect(document.title).toBe('Questions and answers · Reshelf');
  expect(description()).toBe(en.pages.blog.description);
  unmount();
  expect(document.title).toBe('Reshelf');
  expect(description()).toBe('Used books near you.');
});

it("follows the page when it changes, such as a book's name arriving", () => {
  const { rerender } = renderHook(({ page, name }: { page: PageName; name?: string }) => usePageMeta(page, name), {
    initialProps: { page: PAGES.book } as { page: PageName; name?: string },
  });
  expect(document.title).toBe('Book · Reshelf');
  rerender({ page: PAGES.book, name: 'Dracula' });
  expect(document.title).toBe('Dracula · Reshelf');
  expect(description()).toBe(en.pages.book.description);
  // The next route's page takes over from the same starting point.
  rerender({ page: PAGES.login });
  expect(document.title).toBe('Log in · Reshelf');
  expect(description()).toBe(en.pages.login.description);
});

it('adds the description tag a document lacks', () => {
  document.head.innerHTML = '';
  renderHook(() => usePageMeta(PAGES.search));
  expect(description()).toBe(en.pages.search.description);
});

it('hands the page to the prerender, where no effect runs', () => {
  const Page = () => {
    usePageMeta(PAGES.signUp);
    return null;
  };
  let collected: PageMeta | undefined;
  renderToString(
    <PageMetaCollector value={(meta) => (collected = meta)}>
      <Page />
    </PageMetaCollector>,
  );
  expect(collected).toEqual(en.pages.signUp);
  expect(document.title).toBe('Reshelf');
});
