import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { orderWriter, pageWithOrder } from './checkout-page';

const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';
const webDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ponte-checkout-page-'));
  writeFileSync(join(dir, 'checkout.html'), PAGE);
  return dir;
};
/** The writer logs only a failure, as a warning. */
const logger = (warn = vi.fn()) => ({ warn }) as unknown as FastifyBaseLogger;
const quiet = logger();

describe('the checkout page with its order written in (issue 35)', () => {
  it('puts the order before </body> as JSON no "<" in it can close', () => {
    const html = pageWithOrder(PAGE, { name: '</script><!-- x', line: 'a\u2028b' });
    const block = /<script type="application\/json" id="checkout-order">(.*)<\/script><\/body>/.exec(html)![1]!;
    expect(block).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(block)).toEqual({ name: '</script><!-- x', line: 'a\u2028b' });
  });

  it('goes out without the order when it is not there within the wait, and without it when reading it failed', async () => {
    const dir = webDir();
    const hanging = orderWriter(dir, () => new Promise(() => {}), 50);
    const started = Date.now();
    expect(await hanging('tok', quiet)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);

    const warn = vi.fn();
    const failing = orderWriter(dir, () => Promise.reject(new Error('Connection terminated')));
    expect(await failing('tok', logger(warn))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'checkout order not written into its page');

    // No such order: the page as built, which asks and says why.
    expect(await orderWriter(dir, async () => null)('tok', quiet)).toBeNull();
  });

  it('reads checkout.html each time: a rebuild under a running server is served at once', async () => {
    const dir = webDir();
    const write = orderWriter(dir, async (token) => ({ token }));
    expect(await write('a', quiet)).toContain('<div id="root"></div>');
    writeFileSync(join(dir, 'checkout.html'), PAGE.replace('root', 'root-novo'));
    const again = await write('b', quiet);
    expect(again).toContain('<div id="root-novo"></div>');
    expect(again).toContain('{"token":"b"}');
  });
});
