import { randomBytes } from 'node:crypto';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { CHECKOUT_TTL_HOURS, listText, type CheckoutSessionResult, type PaymentLinkResult } from '@ponte/domain/lists';
import { formatBrl, formatUsd, fromCents, toCents } from '@ponte/domain/money';
import type { Db } from '../../db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { cancelListSessions, paidSessionOfList } from '../checkout/service';
import type { ServerContext } from '../../lib/context';
import type { Actor } from '../../plugins/auth';
import { recordMessage } from '../conversations/service';
import { findCustomer } from '../customers/service';
import { sendText } from '../gateway/service';
import { recordActivity } from '../logs/activity';
import { findPlanById } from '../plans/service';
import * as q from './queries';
import { quoteInputs, quoteList } from './quote';

export type ChargeOptions = { amountBrl?: number; clubDiscount?: boolean };

/** The text the customer gets: one line per item, then the quote lines that make the total. */
function orderSummary(
  items: { product_name: string; quantity: number; price_cents: number }[],
  s: {
    subtotalCents: number;
    discountCents: number;
    clubDiscountPercent: number;
    serviceFeeCents: number;
    roundedKg: number;
    totalUsdCents: number;
  },
  withPlan: boolean,
) {
  const lines = items.map(
    (i) => `• ${i.quantity}x ${i.product_name} — ${formatUsd(fromCents(i.price_cents * i.quantity))}`,
  );
  lines.push('', `Subtotal: ${formatUsd(fromCents(s.subtotalCents))}`);
  if (s.discountCents > 0)
    lines.push(`Desconto clube (${s.clubDiscountPercent}%): -${formatUsd(fromCents(s.discountCents))}`);
  lines.push(
    withPlan
      ? `Taxas da assinatura: ${formatUsd(fromCents(s.serviceFeeCents))}`
      : `Taxa de serviço (${s.roundedKg} kg): ${formatUsd(fromCents(s.serviceFeeCents))}`,
  );
  lines.push(`Total: ${formatUsd(fromCents(s.totalUsdCents))}`);
  return lines.join('\n');
}

/**
 * Opens a checkout session for a list at the server's own quote: the amount typed on purpose
 * (this call's amount_brl, else the list's saved total_brl) or the list summary in BRL, with the
 * club discount when staff applied it. A typed amount below the quote is a discount: admins and
 * supervisors may give it, a trainee may not, and the activity log keeps who typed what. The
 * token is 256 random bits and expires.
 */
export async function openCheckoutSession(db: Db, actor: Actor, listId: number, opts: ChargeOptions, baseUrl: string) {
  const row = await q.findListRow(db, listId);
  if (!row) throw notFound(listText.notFound);
  // Rates and the kg rate may come over HTTP: read before any row is taken.
  const baseInputs = await quoteInputs(db, new Map());
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_HOURS * 3600_000).toISOString();
  const url = `${baseUrl.replace(/\/+$/, '')}/checkout/${token}`;
  const charge = await db.transaction().execute(async (tx) => {
    // Taking the list row first: a basket change in flight finishes before the basket is read
    // below, and a second link made at the same moment waits and then retires this one.
    const list = await q.claimForLink(tx, listId, url, now.toISOString());
    if (!list) throw notFound(listText.notFound);
    const items = await q.itemsOfLists(tx, [listId]);
    if (items.length === 0)
      throw badRequest(listText.emptyListPayment, { shopping_list_id: listText.emptyListPayment });
    if (await paidSessionOfList(tx, listId)) throw conflict(listText.alreadyPaid, 'already_paid');
    const plan =
      list.applied_subscription_id !== null ? await findPlanById(tx, list.applied_subscription_id) : undefined;
    const weights = await q.weightsOf(
      tx,
      items.map((i) => i.product_id).filter((id): id is string => id !== null),
    );
    const inputs = { ...baseInputs, weights: new Map(weights.map((w) => [w.product_id, w.weight])) };
    const computed = quoteList(list, items, plan, inputs);
    const s = opts.clubDiscount ? computed.clubCents : computed.summaryCents;
    const typed = opts.amountBrl !== undefined ? toCents(opts.amountBrl) : list.total_brl_cents;
    const belowQuote = typed !== null && typed < s.totalBrlCents;
    if (belowQuote && actor.role === 'trainee') throw forbidden(listText.traineeDiscount);
    const amountBrlCents = typed ?? s.totalBrlCents;
    const amountUsdCents = typed === null ? s.totalUsdCents : Math.round(typed / inputs.rates.exchangeRate);
    const summary = orderSummary(items, s, !!plan);
    // The newest link is the only one that can be paid.
    await cancelListSessions(tx, listId, null, now.toISOString());
    await q.insertCheckoutSession(tx, {
      token,
      shopping_list_id: listId,
      amount_brl_cents: amountBrlCents,
      amount_usd_cents: amountUsdCents,
      order_summary: summary,
      created_by: actor.id,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      completed_at: null,
    });
    const details =
      typed === null
        ? { amount_brl: fromCents(amountBrlCents), typed: false }
        : {
            amount_brl: fromCents(amountBrlCents),
            typed: true,
            typed_amount_brl: fromCents(typed),
            quote_brl: fromCents(s.totalBrlCents),
            below_quote: belowQuote,
            typed_by: actor.username,
            typed_by_role: actor.role,
          };
    await recordActivity(tx, {
      userId: actor.id,
      action: 'create',
      entityType: 'checkout_session',
      entityId: listId,
      details,
    });
    return { amountBrlCents, summary };
  });
  return { row, url, token, expiresAt, ...charge };
}

export async function createCheckoutSession(
  db: Db,
  actor: Actor,
  listId: number,
  baseUrl: string,
  opts: ChargeOptions = {},
): Promise<CheckoutSessionResult> {
  const s = await openCheckoutSession(db, actor, listId, opts, baseUrl);
  return { checkout_url: s.url, token: s.token, expires_at: s.expiresAt, amount_brl: fromCents(s.amountBrlCents) };
}

/** Payment link: a checkout session, and a WhatsApp message to the customer that is kept in the chat. */
export async function createPaymentLink(
  ctx: ServerContext,
  actor: Actor,
  listId: number,
  opts: ChargeOptions,
  baseUrl: string,
): Promise<PaymentLinkResult> {
  const s = await openCheckoutSession(ctx.db, actor, listId, opts, baseUrl);
  const customer = (await findCustomer(ctx.db, s.row.customer_id))!;
  const firstName = customer.name.split(/\s+/)[0] || customer.name;
  const text = [
    `Olá, ${firstName}! Segue o link de pagamento da sua lista "${s.row.name}":`,
    '',
    s.summary,
    '',
    `Total a pagar: ${formatBrl(fromCents(s.amountBrlCents))}`,
    `Pague aqui: ${s.url}`,
    `O link vale até ${formatDateTimeBR(s.expiresAt)}.`,
  ].join('\n');
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
