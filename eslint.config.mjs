import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// React Router runs as one instance inside the `shared` singleton, with only the exports the apps use.
// TanStack Query likewise: one cache and one React context, inside `shared` (shared/src/query/tanstack.ts).
const ROUTER_PACKAGES = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: "Import the router from 'shared' (shared/src/routing/router.ts lists what it re-exports).",
  })),
  ...['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
    name,
    message: "Import TanStack Query from 'shared' (shared/src/query/tanstack.ts lists what it re-exports).",
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '.cache/**', '.nginx/**', '.release/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.sandbox-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['host/*', 'remote-*/*', '../../host/*', '../../remote-*/*'], message: 'Apps reach each other only through federation.' },
          ],
          paths: ROUTER_PACKAGES,
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ROUTER_PACKAGES, patterns: [{ group: ['host', 'remote-*'], message: 'shared imports nothing from any app.' }] },
      ],
    },
  },
  {
    // the one place the router comes from, the query library's places, and tests, which mount pages in a MemoryRouter
    files: ['shared/src/routing/router.ts', 'shared/src/query/*.{ts,tsx}', '**/*.test.{ts,tsx}', '*/src/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['host/*', 'remote-*/*', '../../host/*', '../../remote-*/*'], message: 'Apps reach each other only through federation.' }] },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // test support (an app's src/test folder) is for tests only: production code never ships it
    files: ['*/src/**/*.{ts,tsx}', 'scripts/sandbox/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/(^|\\/)test\\//]', message: 'Test support (src/test) is imported by tests only.' },
        { selector: 'ExportNamedDeclaration[source.value=/(^|\\/)test\\//]', message: 'Test support (src/test) is imported by tests only.' },
        { selector: 'ExportAllDeclaration[source.value=/(^|\\/)test\\//]', message: 'Test support (src/test) is imported by tests only.' },
      ],
    },
  },
  {
    // jest loads test environments with require(): CommonJS on purpose
    files: ['jest/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
