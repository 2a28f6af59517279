import { basename, dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// React Router runs as one instance inside the `shared` singleton, with only the exports the apps use.
// TanStack Query likewise: one cache and one React context, inside `shared` (shared/kernel/src/query/tanstack.ts).
const ROUTER_PACKAGES = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: "Import the router from 'shared' (shared/kernel/src/routing/router.ts lists what it re-exports).",
  })),
  ...['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
    name,
    message: "Import TanStack Query from 'shared' (shared/kernel/src/query/tanstack.ts lists what it re-exports).",
  })),
];

const CROSS_APP = { group: ['host/*', 'remote-*/*', '../../host/*', '../../remote-*/*'], message: 'Apps reach each other only through federation.' };
// shared's modules by path: a second way into the package, around its entries
const SHARED_SOURCE = { regex: '(^|/)shared/[a-z]+/src(/|$)', message: "Import shared through its entries ('shared', …), not its source files." };
/** The kernel's pure subpaths: bundled by whoever imports them, never the singleton. */
const KERNEL_PURE = ['shared/contracts', 'shared/money', 'shared/calendar', 'shared/format'];
const REMOTE_SHARED = {
  group: ['shared/*', ...[...KERNEL_PURE, 'shared/chart'].map((entry) => `!${entry}`)],
  message:
    "A remote imports the kernel ('shared'), its pure subpaths ('shared/contracts', 'shared/money', 'shared/calendar', 'shared/format', 'shared/chart') and the product packages ('@shared/…'): 'shared/internal' and 'shared/areas' are the host's.",
};
const HOST_SHARED = {
  group: ['shared/*', '!shared/internal', '!shared/areas', '!shared/shell'],
  message: "The host imports 'shared', 'shared/internal', 'shared/areas' and (for its build's served shell) 'shared/shell'.",
};
// the host and the kernel know no product: contracts, rules and maths are the remotes' (through the product packages)
const PRODUCT_PACKAGES = { group: ['@shared/*'], message: 'Product packages (@shared/…) are bundled by the remotes and read by the sandbox; the host and the kernel import none.' };
// a product package: the kernel and other product packages, never the host's entries
const PRODUCT_SHARED = { group: ['shared/*', ...KERNEL_PURE.map((entry) => `!${entry}`)], message: "A product package imports the kernel ('shared') and its pure subpaths only." };
// a product package's pure entries (contracts, maths, market rules), which the sandbox loads under Node: nothing with React
const PURE_SOURCES = {
  regex: `^(shared/(?!(${KERNEL_PURE.map((entry) => entry.slice('shared/'.length)).join('|')})$)|@shared/[a-z]+(/(?!(contracts|math|market)$)|$))`,
  message: "Contracts, maths and market rules stay pure (the sandbox loads them under Node): import the kernel's pure subpaths and other packages' '/contracts', never 'shared' itself.",
};

/** The options of `no-restricted-imports` for one part of the repository (a later block replaces them whole). */
function restrictedImports(...patterns) {
  return ['error', { paths: ROUTER_PACKAGES, patterns: [CROSS_APP, ...patterns] }];
}

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
/** The remotes whose features reach each other only through their index.ts. */
const FEATURE_APPS = ['remote-bond', 'remote-margin', 'remote-overseas-misc'];
const FEATURES_DIRS = FEATURE_APPS.map((app) => resolve(import.meta.dirname, app, 'src', 'features'));

/** The features folder `filename` lies in, if it is one of {@link FEATURE_APPS}'. */
function featuresDirOf(filename) {
  return FEATURES_DIRS.find((dir) => filename.startsWith(dir + sep));
}

/** Import sources of a file: static imports, re-exports and `import()`, each with its node. */
function onImportSource(check) {
  const visit = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/** The repository's own lint rules. */
const platform = {
  rules: {
    // one file-name convention: kebab-case, each dot-separated part (`login.store.ts`, `bond-list-page.test.tsx`).
    // CSS files are checked where they are imported: a style sheet nobody imports is not shipped.
    'kebab-case-file-names': {
      meta: { type: 'suggestion', schema: [], messages: { name: "File name '{{name}}' is not kebab-case." } },
      create(context) {
        const own = basename(context.filename);
        return {
          Program(node) {
            if (!KEBAB_CASE.test(own)) context.report({ node, messageId: 'name', data: { name: own } });
          },
          ...onImportSource((node, source) => {
            const name = basename(source);
            if (source.startsWith('.') && name !== '.' && name !== '..' && !KEBAB_CASE.test(name)) context.report({ node, messageId: 'name', data: { name } });
          }),
        };
      },
    },
    // inside remote-bond, remote-margin and remote-overseas-misc, a feature reaches another only through that feature's index.ts. A lazy `import()`
    // of a page is the exception: it names the page's own module, so the page stays in a chunk of its own
    // (through an index that other features import statically, it would land in their chunk).
    'feature-entry': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { entry: "Import feature '{{feature}}' through its index.ts ('{{entry}}'), not its file '{{source}}'." },
      },
      create(context) {
        const featuresDir = featuresDirOf(context.filename);
        if (featuresDir === undefined) return {};
        const from = relative(featuresDir, context.filename).split(sep)[0];
        return onImportSource((node, source) => {
          if (!source.startsWith('.') || node.parent.type === 'ImportExpression') return;
          const target = relative(featuresDir, resolve(dirname(context.filename), source)).split(sep);
          const [feature, ...rest] = target;
          if (feature === undefined || feature === '..' || feature === from) return;
          if (rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return;
          const entry = source.slice(0, source.length - rest.join('/').length - 1);
          context.report({ node, messageId: 'entry', data: { feature, entry, source } });
        });
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '.cache/**', '.nginx/**', '.release/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.sandbox-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, platform },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'platform/kebab-case-file-names': 'error',
      'no-restricted-imports': restrictedImports(),
    },
  },
  {
    files: ['shared/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: ROUTER_PACKAGES, patterns: [{ group: ['host', 'remote-*'], message: 'shared imports nothing from any app.' }, PRODUCT_SHARED] }],
    },
  },
  {
    files: ['shared/kernel/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: ROUTER_PACKAGES, patterns: [{ group: ['host', 'remote-*'], message: 'shared imports nothing from any app.' }, PRODUCT_PACKAGES] }],
    },
  },
  {
    files: ['shared/*/src/{contracts,math,market,rules,suitability}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...ROUTER_PACKAGES, { name: 'shared', message: PURE_SOURCES.message }], patterns: [{ group: ['host', 'remote-*'], message: 'shared imports nothing from any app.' }, PURE_SOURCES] },
      ],
    },
  },
  {
    // the host: the public entry, its own internal entry and the areas table it reads before its async boundary
    files: ['host/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(HOST_SHARED, PRODUCT_PACKAGES, SHARED_SOURCE) },
  },
  {
    // a remote: the kernel's public entry and pure subpaths, the product packages, nothing the host keeps for itself
    files: ['remote-*/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(REMOTE_SHARED, SHARED_SOURCE) },
  },
  {
    files: FEATURE_APPS.map((app) => `${app}/src/features/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'platform/feature-entry': 'error' },
  },
  {
    // the one place the router comes from, the query library's places, and tests, which mount pages in a
    // MemoryRouter and stand in for the host (shared/internal) or reach a test-only helper of shared by path
    files: ['shared/kernel/src/routing/router.ts', 'shared/kernel/src/query/*.{ts,tsx}', '**/*.test.{ts,tsx}', '*/src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CROSS_APP] }] },
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
