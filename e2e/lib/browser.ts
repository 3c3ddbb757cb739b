import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's chromium; the flags keep it off the network, which this machine does not have.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A Brazilian browser unless told otherwise (issue 18 checks an English one). */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
  locale = 'pt-BR',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  // Actions and waits end when their state comes; the limit only reports one that never does, far
  // above what any takes on a busy two-core machine (issue 27) and below the test's own (vitest.config.ts).
  page.setDefaultTimeout(30_000);
  return { context, page };
}
