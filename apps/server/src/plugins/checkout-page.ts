import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { CHECKOUT_ORDER_BLOCK_ID } from '@ponte/domain/checkout-rules';
import { redactSecrets } from '@ponte/domain/logs';

/** The customer's pages that show their order at once, with its token (a session token's characters). */
const SHOWS_ORDER = /^\/checkout(?:-success)?\/([A-Za-z0-9_-]{1,200})\/?$/;

/** The order's token when `path` is a page that shows it (the checkout, its success page); else null. */
export const orderTokenOf = (path: string): string | null => SHOWS_ORDER.exec(path)?.[1] ?? null;

/**
 * How long the page waits for its order before it goes out without it: a database or payment
 * provider slow to answer must not keep the customer before a blank screen (the page then asks
 * for the order itself, and says what is wrong).
 */
export const ORDER_WAIT_MS = 500;

/**
 * JSON that stays data inside a <script> block: no '<' can close it or open a comment, and the
 * two line separators JavaScript once refused are escaped too.
 */
const inertJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Issue 35: the checkout page with its order written in, as a JSON data block the bundle reads
 * instead of asking the server once it has run: a phone on a slow network spares a round trip,
 * and the first frame shows the order. Not executed, so the Content-Security-Policy allows it.
 */
export function pageWithOrder(html: string, order: unknown): string {
  const block = `<script type="application/json" id="${CHECKOUT_ORDER_BLOCK_ID}">${inertJson(order)}</script>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + block : `${html.slice(0, end)}${block}${html.slice(end)}`;
}

/**
 * The checkout page of `webDir` with the order of a token written in, or null when there is none
 * to write (no such order, none within `waitMs`, or a failure: logged, and the page asks itself).
 * checkout.html is read each time: a rebuild under a running server changes its bundle's names.
 */
export function orderWriter(
  webDir: string,
  orderOf: (token: string) => Promise<unknown>,
  waitMs = ORDER_WAIT_MS,
): (token: string, log: FastifyBaseLogger) => Promise<string | null> {
  return async (token, log) => {
    let timer: NodeJS.Timeout | undefined;
    const order = orderOf(token);
    // Still running when the wait is over: its end, failure included, is nobody's business then.
    order.catch(() => undefined);
    try {
      const found = await Promise.race([
        order,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), waitMs);
        }),
      ]);
      return found === null ? null : pageWithOrder(await readFile(join(webDir, 'checkout.html'), 'utf8'), found);
    } catch (err) {
      const { name, message } = err as Error;
      log.warn(
        { err: { type: name, message: redactSecrets(message ?? '') } },
        'checkout order not written into its page',
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
