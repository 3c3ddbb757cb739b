import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { staffApi } from './staff';

/** One browser per spec file, the app's address and the staff API helpers. */
export function e2eSuite() {
  const baseURL = inject('baseURL');
  const adminPassword = inject('adminPassword');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return {
    baseURL,
    adminPassword,
    admin: { username: 'onsolutions', password: adminPassword },
    api: staffApi(baseURL, adminPassword),
    open: (viewport?: { width: number; height: number }, locale?: string) =>
      newPage(browser, baseURL, viewport, locale),
  };
}
