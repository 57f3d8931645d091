// @vitest-environment node
// The boot script runs as its function's text alone (web/scripts/prerender.mjs inlines it): it may
// name nothing outside itself but the browser's globals, not an import nor a module's constant.
import globals from 'globals';
import { Linter } from 'eslint';
import { expect, it } from 'vitest';
import { bootPage } from './page-boot';

it('names nothing but its own variables and the browser', () => {
  const problems = new Linter().verify(`(${bootPage})({});`, {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'script',
      // Vitest's name for import(), which the built script keeps as it is.
      globals: { ...globals.browser, __vite_ssr_dynamic_import__: 'readonly' },
    },
    rules: { 'no-undef': 'error' },
  });
  expect(problems.map(({ message }) => message)).toEqual([]);
});
