import { checkoutText, type CheckoutSessionView, type PaymentResult } from '@ponte/domain/checkout';
import { fromCents } from '@ponte/domain/money';
import type { Db, Tx } from '../../db';
import type { CheckoutSession, Payment } from '../../db/types';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import { findCustomer } from '../customers/service';
import { publicUrlInUse } from '../settings/service';
import { confirmPayment } from './confirm';
import { paymentProvider, paymentSetup } from './provider';
import { ProviderUnavailable } from '../../integrations/payments/types';
import * as q from './queries';
import { reconcileStaleClaim } from './reconcile';

export const gone = () => new AppError(410, checkoutText.sessionExpired, undefined, 'session_expired');

export async function requireSession(db: Db, token: string): Promise<CheckoutSession> {
  const session = await q.findSessionByToken(db, token);
  if (!session) throw notFound(checkoutText.sessionNotFound);
  return session;
}

export const isExpired = (s: CheckoutSession, now = Date.now()) =>
  s.status !== 'paid' && Date.parse(s.expires_at) < now;

export function toPaymentResult(p: Payment): PaymentResult {
  return {
    status: p.status === 'processing' || p.status === 'cancelled' ? 'failed' : p.status,
    payment_method: p.method,
    pix_emv: p.pix_emv,
    pix_code: p.pix_emv,
    pix_qrcode: p.pix_qrcode,
    pix_expiration: p.pix_expires_at,
    boleto_url: p.boleto_url,
    boleto_line: p.boleto_line,
    payment_url: p.payment_url,
    message: p.message,
    order_id: p.provider_ref,
    amount: fromCents(p.amount_brl_cents),
    card_last4: p.card_last4,
    installments: p.installments,
  };
}

/**
 * Issue 35: the order its page shows, written into the page when the server answers the page
 * (plugins/checkout-page.ts); null when there is none to show (no such link, expired, replaced):
 * the page then asks GET /api/checkout/{token} and says why.
 */
export async function orderForPage(ctx: ServerContext, token: string): Promise<CheckoutSessionView | null> {
  try {
    return await checkoutView(ctx, token, (await publicUrlInUse(ctx)) ?? '');
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * GET /api/checkout/{token}: what the public page shows; nothing about other customers or staff.
 * An attempt a crash left 'processing' is settled with the provider first.
 */
export async function checkoutView(ctx: ServerContext, token: string, baseUrl: string): Promise<CheckoutSessionView> {
  const db = ctx.db;
  const session = await reconcileStaleClaim(ctx, await requireSession(db, token), baseUrl);
  if (session.status === 'cancelled') throw new AppError(410, checkoutText.superseded, undefined, 'session_superseded');
  if (isExpired(session)) throw gone();
  const list = await q.listOfSession(db, session.shopping_list_id);
  const customer = (await findCustomer(db, list.customer_id))!;
  const items = await q.itemsShownOfList(db, list.id);
  const { provider, pixAvailable } = await paymentSetup(db, baseUrl);
  const last = await q.latestPayment(db, session.id);
  return {
    token: session.token,
    status: session.status,
    total_amount: fromCents(session.amount_brl_cents),
    customer_name: session.customer_name ?? customer.name,
    customer_email: session.customer_email ?? customer.email_woocomerce ?? customer.email,
    completed_at: session.completed_at,
    expires_at: session.expires_at,
    appmax_order_id: session.provider_order_id,
    test_mode: provider.testMode,
    pix_available: pixAvailable,
    shopping_list: {
      name: list.name,
      user: {
        name: customer.name,
        email_woocomerce: customer.email_woocomerce,
        email: customer.email,
        phone: customer.phone,
      },
      shopping_list_items: items,
    },
    payment: last ? toPaymentResult(last) : null,
  };
}

export async function checkoutInstallments(db: Db, token: string, baseUrl: string) {
  const session = await requireSession(db, token);
  if (isExpired(session)) throw gone();
  try {
    return await (await paymentProvider(db, baseUrl)).installments(session.amount_brl_cents);
  } catch (err) {
    if (err instanceof ProviderUnavailable)
      throw new AppError(503, checkoutText.providerUnavailable, undefined, 'provider_unavailable');
    throw err;
  }
}

/** Staff confirm a PIX (or a boleto/card under review) they saw arrive: the newest pending payment of the list. */
export async function confirmListPayment(ctx: ServerContext, staffId: number, listId: number) {
  if (!(await q.listExists(ctx.db, listId))) throw notFound('Lista não encontrada');
  const payment = await q.pendingPaymentOfList(ctx.db, listId);
  if (!payment) throw conflict('Nenhum pagamento pendente para confirmar nesta lista', 'no_pending_payment');
  const sale = await confirmPayment(ctx, payment, { staffId, via: 'staff' });
  if (!sale) throw conflict(checkoutText.alreadyPaid, 'already_paid');
  return sale;
}

/**
 * The list's basket or plan changed: its open and pending links are cancelled with their waiting
 * payments, in the caller's transaction, so only a link for the current quote can be paid.
 */
export async function retireListLinks(tx: Tx, listId: number, at: string): Promise<void> {
  await q.cancelListSessions(tx, listId, null, at);
}

/** Whether a checkout of the list was paid: a list paid takes no new link. */
export const isListPaid = async (db: Db | Tx, listId: number): Promise<boolean> =>
  (await q.paidSessionOfList(db, listId)) !== undefined;

type PaymentToConfirm = Awaited<ReturnType<typeof q.pendingPaymentsOfLists>>[number];

/** Each list's newest pending payment, the one staff confirm (a list without any is absent). */
export async function paymentsToConfirm(db: Db, listIds: number[]): Promise<Map<number, PaymentToConfirm>> {
  const byList = new Map<number, PaymentToConfirm>();
  // Newest first: the first one seen per list is the one staff confirm.
  for (const p of await q.pendingPaymentsOfLists(db, listIds))
    if (!byList.has(p.shopping_list_id)) byList.set(p.shopping_list_id, p);
  return byList;
}

/* Opening a session or a payment link for a list the lists module has priced. */
export { createCheckoutSession, createPaymentLink, type ListCharge } from './sessions';

/** Issue 33, a customer's data (LGPD): their checkout links and payments, without card data. */
export async function checkoutRecordsOf(db: Db, customerId: number) {
  const [sessions, payments] = await Promise.all([
    q.customerCheckoutSessions(db, customerId),
    q.customerPayments(db, customerId),
  ]);
  return { sessions, payments };
}

/** Issue 33, erasure: payer names, e-mails and card/PIX/boleto data go; amounts, methods and dates stay. */
export async function erasePaymentDetails(db: Db | Tx, customerId: number): Promise<void> {
  await q.erasePaymentDetailsOf(db, customerId);
}
