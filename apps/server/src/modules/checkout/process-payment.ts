import { randomUUID } from 'node:crypto';
import { cardBrand } from '@ponte/domain/cards';
import { checkoutText, type CardInput, type PaymentResult, type ProcessPayment } from '@ponte/domain/checkout';
import { formatBrl, fromCents, toCents } from '@ponte/domain/money';
import { nowIso } from '../../db';
import type { CheckoutSession, Payment } from '../../db/types';
import { ProviderUnavailable, type ChargeResult, type PaymentProvider } from '../../integrations/payments/types';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors';
import type { ServerContext } from '../../lib/context';
import { activityRecorder, recordServerError } from '../logs/service';
import { confirmPayment, recordPendingSale } from './confirm';
import { paymentProvider } from './provider';
import * as q from './queries';
import { reconcileStaleClaim } from './reconcile';
import { gone, isExpired, requireSession, toPaymentResult } from './service';

const recordPayment = activityRecorder('payment');

type AttemptMeta = { idempotencyKey?: string; ip: string; baseUrl: string };
type Release = (status: 'open' | 'pending' | 'paid') => Promise<unknown>;

/** A session claimed for one attempt, with the 'processing' payment that records it. */
type Attempt = {
  session: CheckoutSession;
  payment: Payment;
  provider: PaymentProvider;
  card: CardInput | undefined;
  /** Unique per attempt, stored with it: what the provider is asked about after a crash. */
  reference: string;
  /** What the session goes back to when the attempt ends without a sale. */
  previousStatus: 'open' | 'pending';
  release: Release;
};

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
  meta: AttemptMeta,
): Promise<PaymentResult> {
  const claimed = await claimAttempt(ctx, token, input, meta);
  if ('replay' in claimed) return toPaymentResult(claimed.replay);
  const result = await chargeProvider(ctx, claimed, input, meta);
  return settleAttempt(ctx, claimed, result);
}

/**
 * Takes the session for this attempt: a stale claim is settled first, a replayed key gets its
 * first answer, a paid, superseded or expired session is refused, and the claim itself is one
 * conditional update, so of two attempts at once one is refused. The attempt is stored as a
 * 'processing' payment before anything is charged.
 */
async function claimAttempt(
  ctx: ServerContext,
  token: string,
  input: ProcessPayment,
  meta: AttemptMeta,
): Promise<{ replay: Payment } | Attempt> {
  const db = ctx.db;
  // A crashed attempt is settled with the provider before the session can be charged again.
  const session = await reconcileStaleClaim(ctx, await requireSession(db, token), meta.baseUrl);
  if (meta.idempotencyKey) {
    const previous = await q.findPaymentByKey(db, session.id, meta.idempotencyKey);
    if (previous && previous.status !== 'processing') return { replay: previous };
    if (previous) throw conflict(checkoutText.inProgress, 'payment_in_progress');
  }
  if (session.status === 'paid') throw conflict(checkoutText.alreadyPaid, 'already_paid');
  if (session.status === 'cancelled') throw new AppError(410, checkoutText.superseded, undefined, 'session_superseded');
  if (isExpired(session)) throw gone();
  if (await q.paidSessionOfList(db, session.shopping_list_id)) throw conflict(checkoutText.alreadyPaid, 'already_paid');
  const provider = await paymentProvider(db, meta.baseUrl);
  // The card is charged the option the select showed, interest included (issue 28, docs/0043).
  const chargedCents = await chargedAmount(provider, session.amount_brl_cents, input);
  const now = new Date();
  if (!(await q.claimSession(db, session.id, now.toISOString()))) {
    const fresh = await q.findSession(db, session.id);
    throw conflict(
      fresh?.status === 'paid' ? checkoutText.alreadyPaid : checkoutText.inProgress,
      fresh?.status === 'paid' ? 'already_paid' : 'payment_in_progress',
    );
  }
  const previousStatus = session.status === 'pending' ? 'pending' : 'open';
  const release: Release = (status) => q.updateSession(db, session.id, { status, updated_at: nowIso() });

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
      amount_brl_cents: chargedCents,
      interest_brl_cents: chargedCents - session.amount_brl_cents,
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
  return { session, payment, provider, card, reference, previousStatus, release };
}

/**
 * What the customer pays: the session's amount, or for a card in installments the total of
 * the option the checkout offered (the provider's own table, so what its card charge adds up
 * to). A number of installments the table does not offer is refused before anything is taken.
 */
async function chargedAmount(provider: PaymentProvider, sessionCents: number, input: ProcessPayment) {
  if (input.payment_method !== 'credit_card' || input.installments <= 1) return sessionCents;
  let options: Awaited<ReturnType<PaymentProvider['installments']>>;
  try {
    options = await provider.installments(sessionCents);
  } catch (err) {
    if (err instanceof ProviderUnavailable)
      throw new AppError(503, checkoutText.providerUnavailable, undefined, 'provider_unavailable');
    throw err;
  }
  const chosen = options.find((o) => o.number === input.installments);
  if (!chosen)
    throw new AppError(400, checkoutText.installmentsInvalid, { installments: checkoutText.installmentsInvalid });
  return Math.max(sessionCents, toCents(chosen.total_amount));
}

/**
 * Asks the provider to charge the session's amount. When it fails or cannot be reached, the
 * attempt is recorded as failed and the session is payable again.
 */
async function chargeProvider(
  ctx: ServerContext,
  attempt: Attempt,
  input: ProcessPayment,
  meta: AttemptMeta,
): Promise<ChargeResult> {
  const db = ctx.db;
  const { session, payment } = attempt;
  const items = await q.itemsChargedOfList(db, session.shopping_list_id);
  try {
    return await attempt.provider.charge({
      reference: attempt.reference,
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
      card: attempt.card,
      installments: input.installments,
      onOrderCreated: async (providerRef) => {
        await q.updatePayment(db, payment.id, { provider_ref: providerRef, updated_at: nowIso() });
      },
    });
  } catch (err) {
    const message = err instanceof ProviderUnavailable ? checkoutText.providerUnavailable : checkoutText.processFailed;
    // The key is freed: the customer's retry of the same form is a new attempt, not a replay of this failure.
    // Only while the attempt holds the payment: one Appmax confirmed meanwhile keeps its session paid.
    const failed = await q.movePayment(db, payment.id, ['processing'], {
      status: 'failed',
      message,
      idempotency_key: null,
      updated_at: nowIso(),
    });
    if (failed) await attempt.release(attempt.previousStatus);
    throw err instanceof ProviderUnavailable
      ? new AppError(503, message, undefined, 'provider_unavailable')
      : new AppError(502, message, undefined, 'provider_failed');
  }
}

/**
 * A card the provider approved for a list another payment had already paid: the charge is
 * refunded through the provider, the payment ends cancelled with what the customer is told,
 * and the activity log says so (System Logs, for admins). When the refund cannot be made the
 * payment ends failed, saying staff will refund it, and the log entry asks them to.
 */
async function refundLateCharge(ctx: ServerContext, attempt: Attempt, payment: Payment): Promise<Payment> {
  let refunded = true;
  let reason: string | null = null;
  try {
    await attempt.provider.refund({ reference: attempt.reference, providerRef: payment.provider_ref });
  } catch (err) {
    refunded = false;
    reason = err instanceof Error ? err.message : String(err);
  }
  const at = nowIso();
  const moved = await q.movePayment(ctx.db, payment.id, ['processing'], {
    status: refunded ? 'cancelled' : 'failed',
    message: refunded ? checkoutText.chargeRefunded : checkoutText.chargeRefundPending,
    idempotency_key: null,
    updated_at: at,
  });
  const what = `pagamento #${payment.id} de ${formatBrl(fromCents(payment.amount_brl_cents))} (${attempt.provider.name}, pedido ${payment.provider_ref ?? '—'}), lista #${attempt.session.shopping_list_id}`;
  if (refunded)
    await recordPayment(ctx.db, null, 'refund', payment.id, {
      list_id: attempt.session.shopping_list_id,
      session_id: attempt.session.id,
      amount_brl: fromCents(payment.amount_brl_cents),
      provider: attempt.provider.name,
      provider_ref: payment.provider_ref,
      why: 'Cartão aprovado para uma lista já paga: cobrança estornada',
    });
  // Money still to give back: an error on System Logs (Erros), for an admin to refund by hand.
  else
    await recordServerError(ctx.db, {
      requestId: attempt.reference,
      method: 'POST',
      route: '/api/checkout/:token/process-payment',
      status: 502,
      message: `Estorno não feito — ${what}: cartão aprovado para uma lista já paga. Estorne manualmente. Motivo: ${reason}`,
      userId: null,
      ip: null,
    });
  return moved ?? (await q.findPaymentOrThrow(ctx.db, payment.id));
}

/**
 * Stores the provider's answer on the attempt. An approved charge becomes a sale (once); a
 * pending one (PIX, boleto, a card under review) leaves the session pending; anything else
 * makes it payable again.
 */
async function settleAttempt(ctx: ServerContext, attempt: Attempt, result: ChargeResult): Promise<PaymentResult> {
  const db = ctx.db;
  const { session } = attempt;
  // Only while the attempt still holds the payment: Appmax's "paid" notification may have
  // confirmed it meanwhile (approved, with its sale), which this answer must not undo.
  const moved = await q.movePayment(db, attempt.payment.id, ['processing'], {
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
  if (!moved) return toPaymentResult(await q.findPaymentOrThrow(db, attempt.payment.id));
  let payment = moved;
  if (result.status === 'approved') {
    const sale = await confirmPayment(ctx, payment, { staffId: null, via: 'card' });
    // Only when another link of the list was paid at the same moment: keep the record for staff.
    // A session already paid (its own sale came first, from Appmax's notification) stays paid.
    if (!sale) await q.moveSession(db, session.id, 'processing', { status: 'cancelled', updated_at: nowIso() });
    payment = await q.findPaymentOrThrow(ctx.db, payment.id);
    // Not this payment's sale: the list was paid by another one (a PIX confirmed meanwhile).
    // The card's money goes back (issue 28).
    if (payment.status === 'processing') payment = await refundLateCharge(ctx, attempt, payment);
  } else {
    // Before the session is let go: a confirmation cannot slip between and leave this row behind.
    if (result.status === 'pending') await recordPendingSale(ctx, payment);
    await attempt.release(result.status === 'pending' ? 'pending' : attempt.previousStatus);
  }
  return toPaymentResult(payment);
}
