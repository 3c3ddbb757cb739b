import { randomUUID } from 'node:crypto';
import { cardBrand } from '@ponte/domain/cards';
import {
  checkoutText,
  type CheckoutSessionView,
  type PaymentResult,
  type ProcessPayment,
} from '@ponte/domain/checkout';
import { fromCents } from '@ponte/domain/money';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { CheckoutSession, Payment } from '../../db/types';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import { findCustomer } from '../customers/service';
import { confirmPayment } from './confirm';
import { paymentProvider, paymentSetup } from './provider';
import { ProviderUnavailable } from '../../integrations/payments/types';
import * as q from './queries';
import { reconcileStaleClaim } from './reconcile';

const gone = () => new AppError(410, checkoutText.sessionExpired, undefined, 'session_expired');

async function requireSession(db: Db, token: string): Promise<CheckoutSession> {
  const session = await q.findSessionByToken(db, token);
  if (!session) throw notFound(checkoutText.sessionNotFound);
  return session;
}

const isExpired = (s: CheckoutSession, now = Date.now()) => s.status !== 'paid' && Date.parse(s.expires_at) < now;

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
    if (err instanceof ProviderUnavailable) throw new AppError(503, checkoutText.providerUnavailable);
    throw err;
  }
}

/**
 * One payment attempt. The amount is the session's (the server's quote), never the request's.
 * A retried request with the same Idempotency-Key gets the first answer without a new charge;
 * a concurrent second attempt is refused while the first runs; a paid session stays paid.
 * The card goes to the provider and is dropped: only brand and last four digits are kept.
 */
export async function processPayment(
  ctx: ServerContext,
  token: string,
  input: ProcessPayment,
  meta: { idempotencyKey?: string; ip: string; baseUrl: string },
): Promise<PaymentResult> {
  const db = ctx.db;
  // A crashed attempt is settled with the provider before the session can be charged again.
  const session = await reconcileStaleClaim(ctx, await requireSession(db, token), meta.baseUrl);
  if (meta.idempotencyKey) {
    const previous = await q.findPaymentByKey(db, session.id, meta.idempotencyKey);
    if (previous && previous.status !== 'processing') return toPaymentResult(previous);
    if (previous) throw conflict(checkoutText.inProgress, 'payment_in_progress');
  }
  if (session.status === 'paid') throw conflict(checkoutText.alreadyPaid, 'already_paid');
  if (session.status === 'cancelled') throw new AppError(410, checkoutText.superseded, undefined, 'session_superseded');
  if (isExpired(session)) throw gone();
  if (await q.paidSessionOfList(db, session.shopping_list_id)) throw conflict(checkoutText.alreadyPaid, 'already_paid');
  const now = new Date();
  if (!(await q.claimSession(db, session.id, now.toISOString()))) {
    const fresh = await q.findSession(db, session.id);
    throw conflict(
      fresh?.status === 'paid' ? checkoutText.alreadyPaid : checkoutText.inProgress,
      fresh?.status === 'paid' ? 'already_paid' : 'payment_in_progress',
    );
  }
  const previousStatus = session.status === 'pending' ? 'pending' : 'open';
  const release = (status: 'open' | 'pending' | 'paid') =>
    q.updateSession(db, session.id, { status, updated_at: nowIso() });

  const provider = await paymentProvider(db, meta.baseUrl);
  const card = input.payment_method === 'credit_card' ? (input.card_data ?? undefined) : undefined;
  // Stored with the attempt before the charge: what the provider is asked about after a crash.
  const reference = `${session.id}x${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let payment: Payment;
  try {
    payment = await q.insertPayment(db, {
      session_id: session.id,
      idempotency_key: meta.idempotencyKey ?? null,
      method: input.payment_method,
      status: 'processing',
      provider: provider.name,
      provider_ref: null,
      amount_brl_cents: session.amount_brl_cents,
      installments: input.payment_method === 'credit_card' ? input.installments : 1,
      card_brand: card ? cardBrand(card.number) : null,
      card_last4: card ? card.number.slice(-4) : null,
      pix_emv: null,
      pix_qrcode: null,
      pix_expires_at: null,
      boleto_url: null,
      boleto_line: null,
      payment_url: null,
      message: null,
      confirmed_at: null,
      confirmed_by: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      charge_reference: reference,
    });
  } catch (err) {
    await release(previousStatus);
    if (isUniqueViolation(err)) throw conflict(checkoutText.inProgress, 'payment_in_progress');
    throw err;
  }
  await q.updateSession(db, session.id, {
    customer_name: input.customer_name,
    customer_email: input.customer_email,
    payment_method: input.payment_method,
  });

  const items = await q.itemsChargedOfList(db, session.shopping_list_id);
  let result;
  try {
    result = await provider.charge({
      reference,
      amountCents: session.amount_brl_cents,
      customer: {
        name: input.customer_name,
        email: input.customer_email,
        phone: input.customer_phone,
        cpf: input.customer_cpf,
        address: input.customer_address,
        ip: meta.ip,
      },
      items: items.map((i) => ({
        name: i.product_name,
        sku: i.product_sku,
        quantity: i.quantity,
        priceCents: i.price_cents,
      })),
      method: input.payment_method,
      card,
      installments: input.installments,
      onOrderCreated: async (providerRef) => {
        await q.updatePayment(db, payment.id, { provider_ref: providerRef, updated_at: nowIso() });
      },
    });
  } catch (err) {
    const message = err instanceof ProviderUnavailable ? checkoutText.providerUnavailable : checkoutText.processFailed;
    // The key is freed: the customer's retry of the same form is a new attempt, not a replay of this failure.
    await q.updatePayment(db, payment.id, { status: 'failed', message, idempotency_key: null, updated_at: nowIso() });
    await release(previousStatus);
    throw new AppError(err instanceof ProviderUnavailable ? 503 : 502, message);
  }
  payment = await q.updatePayment(db, payment.id, {
    status: result.status === 'approved' ? 'processing' : result.status,
    provider_ref: result.providerRef,
    message: result.message,
    pix_emv: result.pix?.emv ?? null,
    pix_qrcode: result.pix?.qrcodePng ?? null,
    pix_expires_at: result.pix?.expiresAt ?? null,
    boleto_url: result.boleto?.url ?? null,
    boleto_line: result.boleto?.line ?? null,
    payment_url: result.paymentUrl ?? null,
    updated_at: nowIso(),
  });
  if (result.status === 'approved') {
    const sale = await confirmPayment(ctx, payment, { staffId: null, via: 'card' });
    // Only when another link of the list was paid at the same moment: keep the record for staff.
    if (!sale) await q.updateSession(db, session.id, { status: 'cancelled', updated_at: nowIso() });
    payment = await q.findPaymentOrThrow(ctx.db, payment.id);
  } else {
    await release(result.status === 'pending' ? 'pending' : previousStatus);
  }
  return toPaymentResult(payment);
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

/* What the lists module asks of a list's checkout sessions: its SQL stays in queries.ts. */
export { cancelListSessions, paidSessionOfList, pendingPaymentsOfLists } from './queries';
