import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The customer's pages that show their order at once, with its token (a session token's characters). */
const SHOWS_ORDER = /^\/checkout(?:-success)?\/([A-Za-z0-9_-]{1,200})\/?$/;

/** The order's token when `path` is a page that shows it (the checkout, its success page); else null. */
export const orderTokenOf = (path: string): string | null => SHOWS_ORDER.exec(path)?.[1] ?? null;

/** The id of the data block the page reads its order from (apps/web/src/features/checkout/api). */
const ORDER_BLOCK_ID = 'checkout-order';

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
  const block = `<script type="application/json" id="${ORDER_BLOCK_ID}">${inertJson(order)}</script>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + block : `${html.slice(0, end)}${block}${html.slice(end)}`;
}

/** checkout.html of the built web app, read once (the build does not change under a running server). */
export function checkoutHtml(webDir: string): () => Promise<string> {
  let page: Promise<string> | undefined;
  return () => {
    page ??= readFile(join(webDir, 'checkout.html'), 'utf8');
    page.catch(() => {
      page = undefined;
    });
    return page;
  };
}
