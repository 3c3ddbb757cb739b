import { listText } from '@ponte/domain/lists';
import { formatUsd, fromCents, toCents } from '@ponte/domain/money';
import type { Db, Tx } from '../../db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isListPaid } from '../checkout/service';
import type { ListCharge } from '../checkout/service';
import type { Actor } from '../../plugins/auth';
import { findPlan } from '../plans/service';
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

/** The quote inputs that may come over HTTP (the kg rate): read before any row is taken. */
export const quoteBase = (db: Db) => quoteInputs(db, new Map());

type QuotedRow = { id: number; kg_fee_cents: number | null; applied_subscription_id: number | null };

/**
 * The list's quote now, its row already taken by the caller's transaction: the basket, plan
 * and weights read under that row, so no basket change can slip between the read and the write.
 */
export async function quoteInTx(tx: Tx, list: QuotedRow, baseInputs: Awaited<ReturnType<typeof quoteBase>>) {
  const items = await q.itemsOfLists(tx, [list.id]);
  const plan = list.applied_subscription_id !== null ? await findPlan(tx, list.applied_subscription_id) : undefined;
  const weights = await q.weightsOf(
    tx,
    items.map((i) => i.product_id).filter((id): id is string => id !== null),
  );
  const inputs = { ...baseInputs, weights: new Map(weights.map((w) => [w.product_id, w.weight])) };
  return { items, plan, inputs, computed: quoteList({ ...list, total_brl_cents: null }, items, plan, inputs) };
}

/** Admins and supervisors may charge less than the quote; trainees may not (issue 28). */
export const mayDiscount = (role: string) => role === 'admin' || role === 'operador';

/**
 * What a payment link for a list charges, for checkout to open the session with: the amount
 * typed on purpose (this call's amount_brl, else the list's saved total_brl) or the list summary
 * in BRL, with the club discount when staff applied it. A typed amount below the quote is a
 * discount: admins and supervisors may give it, a trainee may not, and the activity log keeps
 * who typed what. An amount typed with this call is kept on the list, with who typed it, only
 * when the link is made: a refused link leaves the list as it was.
 */
export async function listCharge(db: Db, actor: Actor, listId: number, opts: ChargeOptions): Promise<ListCharge> {
  const row = await q.findListRow(db, listId);
  if (!row) throw notFound(listText.notFound);
  const baseInputs = await quoteBase(db);
  return {
    listId,
    listName: row.name,
    customerId: row.customer_id,
    price: async (tx, link) => {
      // Taking the list row first: a basket change in flight finishes before the basket is read
      // below, and a second link made at the same moment waits and then retires this one.
      const list = await q.claimForLink(tx, listId, link.url, link.at);
      if (!list) throw notFound(listText.notFound);
      const { items, plan, inputs, computed } = await quoteInTx(tx, list, baseInputs);
      if (items.length === 0)
        throw badRequest(listText.emptyListPayment, { shopping_list_id: listText.emptyListPayment });
      if (await isListPaid(tx, listId)) throw conflict(listText.alreadyPaid, 'already_paid');
      const s = opts.clubDiscount ? computed.clubCents : computed.summaryCents;
      const typedNow = opts.amountBrl !== undefined ? toCents(opts.amountBrl) : null;
      const typed = typedNow ?? list.total_brl_cents;
      const belowQuote = typed !== null && typed < s.totalBrlCents;
      if (belowQuote && !mayDiscount(actor.role)) throw forbidden(listText.traineeDiscount);
      // A trainee's saved amount was at least the quote when typed; the quote rose since (new
      // rates), and charging it now would be a discount nobody allowed.
      if (belowQuote && typedNow === null && list.total_brl_set_by_role === 'trainee')
        throw conflict(listText.typedAmountStale, 'typed_amount_stale');
      if (typedNow !== null)
        await q.updateList(tx, listId, {
          total_brl_cents: typedNow,
          total_brl_set_by: actor.id,
          total_brl_set_by_role: actor.role,
          total_brl_set_at: link.at,
        });
      const amountBrlCents = typed ?? s.totalBrlCents;
      const amountUsdCents = typed === null ? s.totalUsdCents : Math.round(typed / inputs.rates.exchangeRate);
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
      return { amountBrlCents, amountUsdCents, summary: orderSummary(items, s, !!plan), details };
    },
  };
}
