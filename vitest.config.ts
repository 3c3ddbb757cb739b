import { defineConfig } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;
/** e2e specs with their own demo server (and data): independent of the shared server's. */
const DEMO_SPECS = [
  'e2e/specs/accessibility.test.ts',
  'e2e/specs/phone-and-laptop.test.ts',
  'e2e/specs/search-and-bell.test.ts',
];
/**
 * Specs that time the page: they measure the page, not the machine, so they run alone, after the
 * other streams (npm run e2e:timing), never beside two test runs sharing the two cores.
 */
const TIMING_SPECS = ['e2e/specs/checkout-speed.test.ts'];

/**
 * How long a test may take before it counts as failed. Tests wait for the state they need, never
 * for a set time; these are only the bound after which a wait that never ends is reported, so
 * they are far above what any test takes on a quiet machine (issue 27: a busy two-core machine
 * must not fail a test that would pass on a quiet one). Vitest's own defaults (5 s a test, 10 s
 * a hook, 1 s for expect.poll) fail tests that are merely slow.
 */
const patience = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  expect: { poll: { timeout: 30_000 } },
};
/**
 * The end-to-end tests' bound: a browser story of many steps took up to 46 s on a slow CI
 * machine (three streams on two cores, 2026-11-28), too near a minute to be 'far above'.
 */
const e2ePatience = { ...patience, testTimeout: 180_000 };

export default defineConfig({
  test: {
    ...patience,
    projects: [
      {
        test: { ...patience, name: 'domain', environment: 'node', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        // Vite's own transform handles TSX with the automatic JSX runtime; plugin-react only adds fast refresh.
        test: {
          ...patience,
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // Files of a worker share modules and happy-dom's window (about half the time); setup.ts resets what a file leaves behind.
          isolate: false,
        },
      },
      {
        test: {
          ...patience,
          name: 'server-sqlite',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
          // Each file builds its own app on its own database: sharing the module cache between
          // files of a worker saves importing the whole server again for every file.
          isolate: false,
          globalSetup: ['apps/server/test/pg-notice.ts'],
        },
      },
      {
        test: {
          ...patience,
          name: 'server-pg',
          environment: 'node',
          // Without TEST_DATABASE_URL only a skipped test that says how to run the rest.
          include: pgUrl ? ['apps/server/src/**/*.test.ts'] : ['apps/server/test/postgres-skipped.test.ts'],
          // The import-boundary lint reads files, not a database: the SQLite project runs it once.
          exclude: ['apps/server/src/architecture.test.ts'],
          env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl ?? '' },
          isolate: false,
          globalSetup: ['apps/server/test/pg-extensions.ts'],
        },
      },
      {
        // npm run test:scale: two Ponte processes on one PostgreSQL and one Redis (.ci/run runs it when both answer).
        test: {
          ...patience,
          name: 'scale',
          environment: 'node',
          include: ['apps/server/scale/**/*.test.ts'],
          fileParallelism: false,
        },
      },
      {
        // The specs that share one built server (global setup), one file at a time.
        test: {
          ...e2ePatience,
          name: 'e2e',
          environment: 'node',
          include: ['e2e/specs/**/*.test.ts'],
          exclude: [...DEMO_SPECS, ...TIMING_SPECS],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        // The timing specs, on a server of their own and with the machine to themselves.
        test: {
          ...e2ePatience,
          name: 'e2e-timing',
          environment: 'node',
          include: TIMING_SPECS,
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
      {
        // The specs that start a demo server of their own: npm run test:e2e runs them beside the others.
        test: {
          ...e2ePatience,
          name: 'e2e-demo',
          environment: 'node',
          include: DEMO_SPECS,
          fileParallelism: false,
        },
      },
    ],
  },
});
