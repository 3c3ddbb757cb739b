import type { CheckoutSession } from '../../db/types';
import { nowIso } from '../../db';
import type { ServerContext } from '../../lib/context';
import { confirmPayment } from './confirm';
import { paymentProvider } from './provider';
import { ProviderUnavailable } from '../../integrations/payments/types';
import * as q from './queries';
import { repeatEvery } from '../../lib/repeat';
import { publicUrlInUse } from '../settings/service';

/**
 * How long an attempt may hold a session in 'processing'. Past it the process that held it is
 * taken for dead (a crash mid-charge) and the provider is asked what became of the attempt.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** Shown on an attempt a crash interrupted before the provider charged anything. */
export const INTERRUPTED_MESSAGE = 'Tentativa de pagamento interrompida; nenhum valor foi cobrado. Tente novamente.';

const isStale = (s: CheckoutSession, now: number) =>
  s.status === 'processing' && (!s.claimed_at || Date.parse(s.claimed_at) < now - CLAIM_LEASE_MS);

/**
 * A session left 'processing' past its lease is settled by the provider's record before
 * anything can charge it again: approved → paid (the sale is created once), failed or no trace
 * → the claim is freed for a new attempt, still pending (or the provider unreachable) → kept,
 * and asked again after another lease. Returns the session as it now stands.
 */
export async function reconcileStaleClaim(
  ctx: ServerContext,
  session: CheckoutSession,
  baseUrl: string,
  now = Date.now(),
): Promise<CheckoutSession> {
  if (!isStale(session, now)) return session;
  const db = ctx.db;
  const reread = async () => (await q.findSession(db, session.id)) ?? session;
  const free = () =>
    q.settleStaleClaim(db, session.id, session.claimed_at, { status: 'open', claimed_at: null, updated_at: nowIso() });
  const keep = () =>
    q.settleStaleClaim(db, session.id, session.claimed_at, {
      status: 'processing',
      claimed_at: new Date(now).toISOString(),
      updated_at: nowIso(),
    });

  const payment = await q.processingPayment(db, session.id);
  if (!payment) {
    await free();
    return reread();
  }
  const provider = await paymentProvider(db, baseUrl);
  // The shop changed provider since: the one that took the attempt cannot be asked, so nothing is guessed.
  if (provider.name !== payment.provider) {
    await keep();
    return reread();
  }
  let outcome;
  try {
    outcome = await provider.lookup({ reference: payment.charge_reference, providerRef: payment.provider_ref });
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
    await keep();
    return reread();
  }

  if (outcome.status === 'approved') {
    const settled = await q.updatePayment(db, payment.id, {
      provider_ref: outcome.providerRef ?? payment.provider_ref,
      updated_at: nowIso(),
    });
    await confirmPayment(ctx, settled, { staffId: null, via: 'provider' });
    return reread();
  }
  if (outcome.status === 'pending') {
    await keep();
    return reread();
  }
  // Failed at the provider, or no trace of it there: nothing was charged, the customer may try again.
  if (await free()) {
    await q.updatePayment(db, payment.id, {
      status: 'failed',
      provider_ref: outcome.providerRef ?? payment.provider_ref,
      message: INTERRUPTED_MESSAGE,
      idempotency_key: null,
      updated_at: nowIso(),
    });
  }
  return reread();
}

/** How often a running instance settles the stale claims nobody comes back to. */
export const STALE_SWEEP_MS = 60_000;
/** Sessions settled per sweep: the rest wait for the next minute. */
const SWEEP_BATCH = 50;

/**
 * The claims no page asks about again: a customer who closed the tab mid-charge, a process that
 * died before it recorded the provider's answer. Charged at the provider, they become the sale
 * within a few minutes without anyone reopening the link; not charged, the session is freed.
 */
export async function settleStaleClaims(ctx: ServerContext, baseUrlOf: () => Promise<string>, now = Date.now()) {
  const before = new Date(now - CLAIM_LEASE_MS).toISOString();
  const stale = await q.staleClaims(ctx.db, before, SWEEP_BATCH);
  // Most minutes find none: the public address is read only when there is a claim to settle.
  if (stale.length === 0) return;
  const baseUrl = await baseUrlOf();
  for (const session of stale) await reconcileStaleClaim(ctx, session, baseUrl, now);
}

/** The sweep of a running instance (checkout/module.ts): stopping it waits for a sweep under way. */
export const scheduleStaleClaims = (ctx: ServerContext, onError: (err: unknown) => void) =>
  repeatEvery(() => settleStaleClaims(ctx, async () => (await publicUrlInUse(ctx)) ?? ''), onError, STALE_SWEEP_MS);
