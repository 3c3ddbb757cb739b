import { formatBrl, fromCents, toCents } from '@ponte/domain/money';
import { checkoutText, paymentMethodLabels, type PaymentMethod } from '@ponte/domain/checkout';
import type { SaleCreated } from '@ponte/domain/realtime';
import { nowIso } from '../../db';
import type { Payment } from '../../db/types';
import { conflict, isUniqueViolation } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import { CUSTOMER_MESSAGE_JOB, type CustomerMessagePayload } from '../conversations/service';
import { commissionForSale } from '../commissions/service';
import { findCustomer, setStoreEmail, touchCustomer } from '../customers/service';
import { SALE_CONVERSION_JOB, type SaleConversionPayload } from '../funnel/service';
import { activityRecorder } from '../logs/service';
import { currentKgRate } from '../quotes/service';
import * as q from './queries';

const recordSale = activityRecorder('sale');

const NOT_YET_APPROVED = ['processing', 'pending', 'declined', 'failed', 'cancelled'] as const;

/**
 * A confirmed payment becomes a sale, once: for the list's customer and the seller assigned to
 * that customer (commission rules arrive with the sales screens; until then zero). The list is
 * completed with the order id, staff are told live and the customer gets a WhatsApp message.
 * A second confirmation of the same session (provider retry, double click) changes nothing.
 */
export async function confirmPayment(
  ctx: ServerContext,
  payment: Payment,
  by: { staffId: number | null; via: 'provider' | 'staff' | 'card' },
): Promise<SaleCreated | null> {
  const session = await q.findSession(ctx.db, payment.session_id);
  if (!session) return null;
  const list = await q.findList(ctx.db, session.shopping_list_id);
  if (!list) return null;
  const customer = (await findCustomer(ctx.db, list.customer_id))!;
  const at = nowIso();
  const orderId = payment.provider_ref ?? `P${payment.id}`;
  const kgRate = list.kg_fee_cents ?? toCents(await currentKgRate(ctx.db));
  let sale;
  try {
    sale = await ctx.db.transaction().execute(async (tx) => {
      if (!(await q.lockList(tx, list.id, at))) return null;
      // Staff confirm what the customer paid outside the checkout; while the customer's card
      // attempt holds the list they wait for its answer instead (issue 28): 409.
      if (by.via === 'staff' && (await q.listHasAttemptInFlight(tx, list.id)))
        throw conflict(checkoutText.attemptHoldsList, 'payment_in_progress');
      // Another link of the same list was paid first: this one must not become a second sale.
      const paidElsewhere = await q.paidSessionOfList(tx, list.id);
      if (paidElsewhere && paidElsewhere.id !== session.id) return null;
      // Approved in the statement that checks it was not already: a second confirmation (a
      // provider retry, a double click) stops here. A payment an earlier notice called cancelled
      // or failed is still approved: Appmax (checked) or staff say its money arrived.
      const approved = await q.movePayment(tx, payment.id, NOT_YET_APPROVED, {
        status: 'approved',
        confirmed_at: at,
        confirmed_by: by.staffId,
        updated_at: at,
      });
      if (!approved) return null;
      // The session's 'Pendente' row (its PIX or boleto waited) gives way to the confirmed sale.
      await q.dropPendingSales(tx, { sessionIds: [session.id] });
      // The rule is read in the sale's transaction and copied onto it: later rule edits change no past sale.
      const commission = await commissionForSale(tx, session.amount_usd_cents);
      const created = await q.insertSale(tx, {
        shopping_list_id: list.id,
        customer_id: customer.id,
        seller_id: customer.seller_id,
        checkout_session_id: session.id,
        payment_id: payment.id,
        total_usd_cents: session.amount_usd_cents,
        total_brl_cents: payment.amount_brl_cents,
        interest_brl_cents: payment.interest_brl_cents,
        ...commission,
        payment_method: payment.method,
        status: 'confirmed',
        provider_order_id: payment.provider_ref,
        created_at: at,
        confirmed_at: at,
      });

      // A card attempt that took this session after the check above makes a staff confirmation
      // stop here (the whole transaction is undone): one statement, re-read under the row's lock.
      const paid = await q.markSessionPaid(
        tx,
        session.id,
        { completed_at: at, provider_order_id: orderId, payment_method: payment.method, updated_at: at },
        by.via === 'staff',
      );
      if (!paid) throw conflict(checkoutText.attemptHoldsList, 'payment_in_progress');
      await q.cancelListSessions(tx, list.id, session.id, at);
      await q.completeList(tx, list.id, {
        status: 'completed',
        completed_at: list.completed_at ?? at,
        kg_fee_cents: kgRate,
        woocommerce_order_id: orderId,
        updated_at: at,
      });
      // The checkout e-mail becomes the store e-mail when staff had none.
      if (customer.email_woocomerce || !session.customer_email) await touchCustomer(tx, customer.id);
      else await setStoreEmail(tx, customer.id, session.customer_email);
      // The customer hears of it from the job runner once this commits: the payment answer never waits on WhatsApp.
      const message: CustomerMessagePayload = {
        customer_id: customer.id,
        text: paymentReceivedText(customer.name, list.name, payment, orderId),
      };
      await ctx.jobs.enqueue(CUSTOMER_MESSAGE_JOB, message, { db: tx });
      const conversion: SaleConversionPayload = {
        customer_id: customer.id,
        sale_id: created.id,
        total_brl_cents: created.total_brl_cents,
        at,
      };
      await ctx.jobs.enqueue(SALE_CONVERSION_JOB, conversion, { db: tx });
      await recordSale(tx, by.staffId, 'create', created.id, {
        list_id: list.id,
        payment_id: payment.id,
        via: by.via,
        amount_brl: fromCents(payment.amount_brl_cents),
      });
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  if (!sale) return null;
  const result: SaleCreated = {
    id: sale.id,
    shopping_list_id: list.id,
    customer_id: customer.id,
    seller_id: customer.seller_id,
    total_brl: fromCents(sale.total_brl_cents),
    payment_method: sale.payment_method as PaymentMethod,
  };
  ctx.realtime.toStaff('sale:created', { sale: result, customer_name: customer.name, list_name: list.name });
  ctx.jobs.kick();
  return result;
}

/**
 * A payment that now waits (a PIX or boleto issued, a card under the provider's review) shows
 * on /vendas as a 'Pendente' sale of the list's customer and seller, at the amount and
 * commission it would confirm with. Only while the attempt still holds its session and the
 * payment still waits, read under the list's lock that a confirmation takes first: a
 * confirmation or a new link that came first leaves no 'Pendente' row behind.
 */
export async function recordPendingSale(ctx: ServerContext, payment: Payment): Promise<void> {
  const session = await q.findSession(ctx.db, payment.session_id);
  if (!session) return;
  const at = nowIso();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await q.lockList(tx, session.shopping_list_id, at))) return;
    const [held, waiting, list] = await Promise.all([
      q.findSession(tx, session.id),
      q.findPaymentOrThrow(tx, payment.id),
      q.findList(tx, session.shopping_list_id),
    ]);
    if (held?.status !== 'processing' || waiting.status !== 'pending' || !list) return;
    const customer = await findCustomer(tx, list.customer_id);
    if (!customer) return;
    await q.upsertPendingSale(tx, {
      shopping_list_id: list.id,
      customer_id: customer.id,
      seller_id: customer.seller_id,
      checkout_session_id: session.id,
      payment_id: waiting.id,
      total_usd_cents: session.amount_usd_cents,
      total_brl_cents: waiting.amount_brl_cents,
      interest_brl_cents: waiting.interest_brl_cents,
      ...(await commissionForSale(tx, session.amount_usd_cents)),
      payment_method: waiting.method,
      status: 'pending',
      provider_order_id: waiting.provider_ref,
      created_at: at,
      confirmed_at: null,
    });
  });
}

function paymentReceivedText(customerName: string, listName: string, payment: Payment, orderId: string) {
  return [
    `Olá, ${customerName.split(/\s+/)[0] || customerName}! Recebemos o seu pagamento de ${formatBrl(fromCents(payment.amount_brl_cents))} (${paymentMethodLabels[payment.method as PaymentMethod]}) da lista "${listName}".`,
    `Pedido nº ${orderId}. Já vamos comprar os seus produtos nos EUA e avisaremos cada etapa por aqui. Obrigado!`,
  ].join('\n');
}
