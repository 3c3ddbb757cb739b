import { randomBytes } from 'node:crypto';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { CHECKOUT_TTL_HOURS, type CheckoutSessionResult, type PaymentLinkResult } from '@ponte/domain/lists';
import { formatBrl, fromCents } from '@ponte/domain/money';
import type { Db, Tx } from '../../db';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { recordMessage } from '../conversations/service';
import { findCustomer } from '../customers/service';
import { sendText } from '../gateway/service';
import { activityRecorder } from '../logs/service';
import * as q from './queries';

const recordCheckoutSession = activityRecorder('checkout_session');

/** What a new link charges, as the list's quote and the staff member's typed amount decide it. */
export type LinkPrice = {
  amountBrlCents: number;
  amountUsdCents: number;
  /** The order summary the customer reads: one line per item, then the quote lines. */
  summary: string;
  /** Kept in the activity log with the new session: who typed what against which quote. */
  details: Record<string, unknown>;
};

/**
 * The list's side of a link, worked out by the lists module (checkout sits below lists and
 * does not read a list's quote). `price` runs inside the transaction that opens the session:
 * it takes the list row (recording the link), checks the basket and prices it, so a basket
 * change in flight finishes first and a second link made at the same moment waits.
 */
export type ListCharge = {
  listId: number;
  listName: string;
  customerId: number;
  price: (tx: Tx, link: { url: string; at: string }) => Promise<LinkPrice>;
};

/**
 * Opens a checkout session for a list at the price the list gives. The token is 256 random
 * bits and expires; the newest link is the only one that can be paid.
 */
export async function openCheckoutSession(db: Db, actor: Actor, list: ListCharge, baseUrl: string) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_HOURS * 3600_000).toISOString();
  const url = `${baseUrl.replace(/\/+$/, '')}/checkout/${token}`;
  const price = await db.transaction().execute(async (tx) => {
    const p = await list.price(tx, { url, at: now.toISOString() });
    await q.cancelListSessions(tx, list.listId, null, now.toISOString());
    await q.insertCheckoutSession(tx, {
      token,
      shopping_list_id: list.listId,
      amount_brl_cents: p.amountBrlCents,
      amount_usd_cents: p.amountUsdCents,
      order_summary: p.summary,
      created_by: actor.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      completed_at: null,
    });
    await recordCheckoutSession(tx, actor.id, 'create', list.listId, p.details);
    return p;
  });
  return { url, token, expiresAt, amountBrlCents: price.amountBrlCents, summary: price.summary };
}

/** POST /api/checkout/create-session: the link only, for staff to copy. */
export async function createCheckoutSession(
  db: Db,
  actor: Actor,
  list: ListCharge,
  baseUrl: string,
): Promise<CheckoutSessionResult> {
  const s = await openCheckoutSession(db, actor, list, baseUrl);
  return { checkout_url: s.url, token: s.token, expires_at: s.expiresAt, amount_brl: fromCents(s.amountBrlCents) };
}

/** The WhatsApp message that carries a payment link. */
function paymentLinkText(
  customerName: string,
  listName: string,
  s: { summary: string; amountBrlCents: number; url: string; expiresAt: string },
) {
  const firstName = customerName.split(/\s+/)[0] || customerName;
  return [
    `Olá, ${firstName}! Segue o link de pagamento da sua lista "${listName}":`,
    '',
    s.summary,
    '',
    `Total a pagar: ${formatBrl(fromCents(s.amountBrlCents))}`,
    `Pague aqui: ${s.url}`,
    `O link vale até ${formatDateTimeBR(s.expiresAt)}.`,
  ].join('\n');
}

/** Payment link: a checkout session, and a WhatsApp message to the customer that is kept in the chat. */
export async function createPaymentLink(
  ctx: ServerContext,
  actor: Actor,
  list: ListCharge,
  baseUrl: string,
): Promise<PaymentLinkResult> {
  const s = await openCheckoutSession(ctx.db, actor, list, baseUrl);
  const customer = (await findCustomer(ctx.db, list.customerId))!;
  const text = paymentLinkText(customer.name, list.listName, s);
  const delivery = await sendText(ctx.db, customer.phone, text);
  await recordMessage(ctx, {
    customer,
    content: text,
    direction: 'outgoing',
    status: delivery.status,
    senderId: actor.id,
  });
  return {
    order_summary: s.summary,
    amount_brl: fromCents(s.amountBrlCents),
    payment_link: s.url,
    message_status: delivery.status,
  };
}
