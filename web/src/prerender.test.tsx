// @vitest-environment node
// As at build: Emotion collects the critical styles only outside a browser.
import { expect, it } from 'vitest';
import { prerender } from './prerender';

it('prerenders Home with its critical styles, and the Firebase islands as their placeholders', async () => {
  const { html, styles } = await prerender('http://localhost/');
  // The class rules of the page's components, keyed as the browser's Emotion cache adopts them.
  expect(styles).toMatch(/<style data-emotion="css [^"]+">\.css-/);
  expect(html).toMatch(/<h1[^>]*>Give every book another reader<\/h1>/);
  expect(html).toContain('aria-label="Loading special offers"');
  expect(html).not.toContain('aria-label="Special offers"');
  // The signed-out links stand until the session is known in the browser.
  expect(html).toMatch(/href="\/login"[^>]*>Login</);
});

it("prerenders a category page's frame: heading placeholder, introduction, and the books as a spinner", async () => {
  const { html } = await prerender('http://localhost/categories/_');
  expect(html).toMatch(/<h1[^>]*>.*Loading the category.*<\/h1>/);
  expect(html).toContain('Every book on this shelf is available right now.');
  expect(html).toContain('aria-label="Loading the books"');
  // Nothing behind the login check is in the file every visitor gets.
  expect(html).not.toContain('<article');
});
