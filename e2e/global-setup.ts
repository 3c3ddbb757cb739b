// Starts the built app (API + SPA on one port) on a fresh SQLite database for the e2e run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startBuiltServer, type RunningServer } from './lib/server';

export const ADMIN_PASSWORD = 'e2e-admin-123';
const root = new URL('..', import.meta.url).pathname;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPassword: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  for (const built of ['apps/web/dist/index.html', 'apps/web/dist/checkout.html', 'apps/server/dist/main.js'])
    if (!existsSync(join(root, built))) throw new Error(`Build the app first (npm run build): ${built} is missing.`);
  // The compiled server, as `npm start` runs it.
  server = await startBuiltServer('main.js', { ADMIN_PASSWORD, LOGIN_RATE_LIMIT: '1000' });
  project.provide('baseURL', server.baseURL);
  project.provide('adminPassword', ADMIN_PASSWORD);
}

export async function teardown() {
  await server?.stop();
}
