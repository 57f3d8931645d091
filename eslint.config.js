import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Code flows one way: app -> features -> components/lib -> domain; a feature never imports another.
const zones = [
  { target: './web/src/features', from: './web/src/app' },
  { target: './web/src/components', from: ['./web/src/app', './web/src/features'] },
  { target: './web/src/lib', from: ['./web/src/app', './web/src/features', './web/src/components'] },
  { target: './domain', from: ['./web', './functions'] },
  ...features.map((f) => ({
    target: `./web/src/features/${f}`,
    from: './web/src/features',
    except: [`./${f}`],
  })),
];

// Firebase's packages and their subpaths (no slash: esquery's regular expressions take none).
const FIREBASE = '^(firebase|@firebase|reactfire|rxfire)([^\\w.-]|$)';
const FIREBASE_DOOR = 'Reach Firebase through a wrapper in web/src/lib (DESIGN: conventions).';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'functions/lib', '.cache', 'e2e/screenshots', 'e2e/reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // The plugin reads each imported file to follow its imports: TypeScript needs its parser.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': 'error',
    },
  },
  {
    // One door to Firebase (DESIGN: conventions): the app reaches the SDK, reactfire and rxfire
    // through web/src/lib only. Tests may stub the SDK itself (vi.mock('firebase/auth')), since
    // they run lib's wrappers over it.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: FIREBASE, message: FIREBASE_DOOR }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${FIREBASE}/]`, message: FIREBASE_DOOR },
      ],
    },
  },
  {
    // The service worker and the modules it shares with the app stay small: no React, MUI,
    // Emotion, i18next or Firebase in them.
    files: ['web/src/sw.ts', 'web/src/lib/prerendered-pages.ts', 'web/src/lib/page-language.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: FIREBASE, message: FIREBASE_DOOR },
            {
              regex: '^(react|react-dom|react-i18next|i18next|@mui/[^/]+|@emotion/[^/]+)(/.*)?$',
              message: 'The service worker and what it imports stay small (src/sw.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/**/*.ts', 'domain/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    // Every text a person reads comes from the catalogues (docs/i18n.md): no literal in JSX's text
    // or in the attributes people read.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'aria-label', 'title', 'placeholder', 'alt', 'helperText', 'aria-valuetext', 'content'],
          },
          // react-hook-form's calls (and errorProps) name fields, not texts: {...register('email')}.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'register',
              'watch',
              'setValue',
              'getValues',
              'resetField',
              'setFocus',
              'errorProps',
            ],
          },
        },
      ],
    },
  },
);
