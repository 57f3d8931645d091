import { expect, it } from 'vitest';
import { returnPath } from './return-path';

it("returns to the guard's page from the history state, else to the address's next, else Home", () => {
  expect(returnPath({ from: { pathname: '/books/b1', search: '?x=1', hash: '#top' } }, '?next=/blog')).toBe(
    '/books/b1?x=1#top',
  );
  expect(returnPath(null, '?next=%2Fcategories%2Fhorror%3Fsort%3Dprice%23books')).toBe(
    '/categories/horror?sort=price#books',
  );
  expect(returnPath(null, '')).toBe('/');
});

it.each([
  'https://example.com/',
  '//example.com/phish',
  '/\\example.com',
  '/\t/example.com',
  'javascript:alert(1)',
  'books/b1',
  '/login?next=/dashboard',
  '/signUp',
])('never returns to %s', (next) => {
  expect(returnPath(null, `?next=${encodeURIComponent(next)}`)).toBe('/');
});
