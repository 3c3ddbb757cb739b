import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_PAGES, pageWeight } from '../../apps/web/bundle-size';
import { e2eSuite } from '../lib/suite';

const { api, open } = e2eSuite();
const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

type Download = { url: string; encoding: string; cacheControl: string; bytes: number };

/** Every script the page fetches, with the size of its body as sent (compressed when it was). */
async function scriptsOf(page: Page, visit: () => Promise<void>): Promise<Download[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, Download>();
  cdp.on('Network.responseReceived', (e) => {
    if (!new URL(e.response.url).pathname.endsWith('.js')) return;
    const header = (name: string) =>
      Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? '';
    scripts.set(e.requestId, {
      url: new URL(e.response.url).pathname,
      encoding: header('content-encoding'),
      cacheControl: header('cache-control'),
      bytes: Number(header('content-length')),
    });
  });
  await visit();
  await page.waitForLoadState('networkidle');
  return [...scripts.values()];
}

describe('first load (issue 17)', () => {
  it('the sign-in page and the dashboard with its shell each weigh at most 200 kB of compressed JavaScript', () => {
    for (const pages of Object.values(FIRST_LOAD_PAGES)) {
      expect(pageWeight(dist, [...pages]).brotli).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    }
  });

  it('the browser fetches only the sign-in chunks, compressed and cached for good; the page itself is revalidated', async () => {
    const { context, page } = await open();
    let html = '';
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/login') html = r.headers()['cache-control'] ?? '';
    });
    const scripts = await scriptsOf(page, async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
    });
    expect(html).toBe('no-cache');
    const expected = pageWeight(dist, [...FIRST_LOAD_PAGES.login]).files.map((f) => `/${f}`);
    expect(scripts.map((s) => s.url).sort()).toEqual(expected);
    for (const s of scripts) {
      // The build leaves a file as it is only when compressing would not make it smaller (precompress.ts).
      if (existsSync(join(dist, `${s.url}.br`))) expect(s.encoding, s.url).toBe('br');
      expect(s.cacheControl, s.url).toContain('immutable');
    }
    // No zod, no charts, no socket on the sign-in page.
    expect(scripts.some((s) => /schemas|socket|Chart/.test(s.url))).toBe(false);
    await context.close();
  });

  it('a signed-in first visit to the dashboard fetches the shell and the dashboard, not the other screens', async () => {
    const admin = await api.create('admin');
    const session = await api.login(admin.username, admin.password);
    const { context, page } = await open();
    // Signed in before the first request, so every script of this visit is counted, none cached.
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
    const scripts = await scriptsOf(page, async () => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    });
    const weight = pageWeight(dist, [...FIRST_LOAD_PAGES.dashboard]);
    expect(scripts.map((s) => s.url).sort()).toEqual(weight.files.map((f) => `/${f}`));
    expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(0);
    const sent = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    await context.close();
  });
});
