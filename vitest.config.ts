import { defineConfig } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;
/** e2e specs with their own demo server (and data): independent of the shared server's. */
const DEMO_SPECS = [
  'e2e/specs/accessibility.test.ts',
  'e2e/specs/phone-and-laptop.test.ts',
  'e2e/specs/search-and-bell.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', environment: 'node', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        // Vite's own transform handles TSX with the automatic JSX runtime; plugin-react only adds fast refresh.
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // Mantine screens under jsdom take seconds on a busy two-core machine; a slow run is not a failure.
          testTimeout: 20_000,
          // Files of a worker share modules and jsdom (about half the time); setup.ts resets what a file leaves behind.
          isolate: false,
        },
      },
      {
        test: {
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
          name: 'server-pg',
          environment: 'node',
          // Without TEST_DATABASE_URL this project runs nothing; pg-notice says so plainly.
          include: pgUrl ? ['apps/server/src/**/*.test.ts'] : [],
          // The import-boundary lint reads files, not a database: the SQLite project runs it once.
          exclude: ['apps/server/src/architecture.test.ts'],
          passWithNoTests: true,
          env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl ?? '' },
          isolate: false,
          globalSetup: ['apps/server/test/pg-extensions.ts'],
        },
      },
      {
        // npm run test:scale: two Ponte processes on one PostgreSQL and one Redis (.ci/run runs it when both answer).
        test: {
          name: 'scale',
          environment: 'node',
          include: ['apps/server/scale/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The specs that share one built server (global setup), one file at a time.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/specs/**/*.test.ts'],
          exclude: DEMO_SPECS,
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The specs that start a demo server of their own: npm run test:e2e runs them beside the others.
        test: {
          name: 'e2e-demo',
          environment: 'node',
          include: DEMO_SPECS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
