import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverModules from './apps/server/eslint/no-module-cycles.js';
import serverServices from './apps/server/eslint/no-query-pass-through.js';
import webFeatures from './apps/web/eslint/no-cross-feature.js';

// Server boundaries (docs/0015-server-module-boundaries.md).
const queriesArePrivate = {
  regex: '(^|/)modules/[^/]+/queries(/|$)',
  message:
    "A module's queries.ts is private to it: call that module's service.ts (docs/0015-server-module-boundaries.md).",
};
const siblingQueriesArePrivate = { ...queriesArePrivate, regex: '^(\\.\\./)+[^./][^/]*/queries(/|$)' };
const siblingInternalsArePrivate = {
  regex: '^\\.\\./[^./][^/]*/(?!service$|queries$)[^/]+$',
  message:
    'Another module is reached through its service.ts only; re-export there what it offers (docs/0015-server-module-boundaries.md).',
};
// Issue 36: a service speaks in actions; it never hands another module its raw queries: not
// re-exported from './queries' or './queries/<file>' (here), nor exported again under its name, as
// `q.x` or as a `(...args) => q.x(...args)` pass-through (server-services/no-query-pass-through).
const fromQueries = '[source.value=/^\\.\\x2Fqueries(\\x2F|$)/]';
const noQueryReExports = {
  selector: `ExportNamedDeclaration${fromQueries}[exportKind!='type'], ExportAllDeclaration${fromQueries}`,
  message:
    'A service.ts does not re-export its queries: name what other modules may do as an action of the service (docs/0015-server-module-boundaries.md).',
};
// A module's module.ts declares its routes, jobs and schedules; what other modules hand it is written
// out in src/modules.ts, the app-level list that imports the module.ts files (no module may import
// another's module.ts: siblingInternalsArePrivate).
const ownModuleOnly = {
  regex: '^\\.\\./[^./]|(^|/)modules(/|$)',
  message:
    "A module.ts imports its own module's files only: src/modules.ts hands it what other modules offer (docs/0015-server-module-boundaries.md).",
};
const noModules = {
  regex: '(^|/)modules(/|$)',
  message:
    'integrations/, plugins/, jobs/, realtime/, lib/ and db/ import nothing from modules/: src/modules.ts passes in what they need (docs/0015-server-module-boundaries.md).',
};

// Issue 35: the customer's checkout is its own bundle (docs/0086); none of the staff app's libraries,
// and no zod (the domain's zod-free modules only; the checkout schemas' types are free).
const checkoutStaysSmall = {
  paths: [
    { name: 'react-router', message: 'The checkout has no router: hooks/use-location.ts (docs/0086).' },
    { name: 'dayjs', message: 'The checkout formats dates with Intl (components/format-date.ts).' },
    { name: 'zod', message: "The checkout's rules are zod-free: @ponte/domain/checkout-rules." },
    ...['checkout', 'api', 'errors', 'session', 'conversations'].map((module) => ({
      name: `@ponte/domain/${module}`,
      allowTypeImports: true,
      message: `@ponte/domain/${module} brings zod: on the checkout, import its types only; values come from zod-free modules (checkout-rules, http-texts).`,
    })),
  ],
  patterns: [
    { regex: '^@mantine/', message: "The checkout's blocks are its own (components/ui.tsx, docs/0086)." },
    { regex: '^@tanstack/', message: 'The checkout reads with hooks/use-request.ts (docs/0086).' },
    {
      regex: '(^|/)lib/(api|auth-storage|socket|query-client|query-keys)$',
      message: 'The checkout calls lib/http.ts, without the staff session.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'data-demo/**', '.e2e-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'web-features': webFeatures },
    rules: { 'web-features/no-cross-feature': 'error' },
  },
  {
    files: ['apps/web/src/features/checkout/**/*.{ts,tsx}', 'apps/web/src/checkout-main.tsx'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-render.tsx', '**/test-fixtures.ts'],
    rules: { 'no-restricted-imports': ['error', checkoutStaysSmall] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [queriesArePrivate] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'server-modules': serverModules },
    rules: {
      'no-restricted-imports': ['error', { patterns: [siblingQueriesArePrivate] }],
      'server-modules/no-module-cycles': ['error', { modulesDir: 'apps/server/src/modules' }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [siblingQueriesArePrivate, siblingInternalsArePrivate] }] },
  },
  {
    files: ['apps/server/src/modules/*/service.ts'],
    plugins: { 'server-services': serverServices },
    rules: {
      'no-restricted-syntax': ['error', noQueryReExports],
      'server-services/no-query-pass-through': 'error',
    },
  },
  {
    files: ['apps/server/src/modules/*/module.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ownModuleOnly] }] },
  },
  {
    files: ['apps/server/src/{integrations,plugins,jobs,realtime,lib,db}/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noModules] }] },
  },
  {
    // Issue 36: a source file stays readable in one sitting. Migrations are written once and never
    // edited (0050 is the one over); tests are left to their tables of cases.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
);
