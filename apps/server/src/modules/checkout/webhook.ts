import { randomBytes, timingSafeEqual } from 'node:crypto';
import { nowIso } from '../../db';
import type { Db } from '../../db';
import { confirmOrderPaid, parseAppmaxNotification } from '../../integrations/payments/appmax-notification';
import type { ServerContext } from '../../lib/context';
import { unauthorized } from '../../lib/errors';
import { readSettings, storeMadeOnce } from '../settings/service';
import { confirmPayment } from './confirm';
import { appmaxClient } from './provider';
import * as q from './queries';

const SECRET_KEY = 'appmax_webhook_secret';

/**
 * The secret in the notification URL (Appmax does not sign its calls); made on first need, by an
 * insert that keeps the first one stored: two first requests at once show the same URL.
 */
export async function appmaxWebhookSecret(db: Db): Promise<string> {
  await storeMadeOnce(db, SECRET_KEY, randomBytes(24).toString('base64url'), nowIso());
  return (await readSettings(db, [SECRET_KEY])).get(SECRET_KEY)!;
}

export const appmaxWebhookPath = (secret: string) => `/api/webhook/appmax/${secret}`;

async function checkSecret(db: Db, given: string) {
  const stored = (await readSettings(db, [SECRET_KEY])).get(SECRET_KEY);
  const a = Buffer.from(given);
  const b = Buffer.from(stored ?? '');
  if (!stored || a.length !== b.length || !timingSafeEqual(a, b)) throw unauthorized('Webhook não autorizado');
}

export type WebhookOutcome = 'confirmed' | 'cancelled' | 'ignored' | 'unknown_order' | 'not_paid_at_appmax';

/**
 * An Appmax notification. A "paid" event is believed only after Appmax itself says the order
 * is paid (GET /order/{id}); then the sale is created once. A cancellation frees the session.
 */
export async function handleAppmaxNotification(
  ctx: ServerContext,
  secret: string,
  body: unknown,
): Promise<WebhookOutcome> {
  await checkSecret(ctx.db, secret);
  const n = parseAppmaxNotification(body);
  if (!n || (!n.paid && !n.cancelled)) return 'ignored';
  const payment = await q.findPaymentByProviderRef(ctx.db, 'appmax', n.orderId);
  if (!payment) return 'unknown_order';
  if (n.cancelled) {
    // Each step only from the state it expects: a payment confirmed meanwhile stays approved with
    // its sale, and a session a new card attempt has taken is not handed out again.
    const at = nowIso();
    await ctx.db.transaction().execute(async (tx) => {
      const cancelled = await q.movePayment(tx, payment.id, ['pending'], {
        status: 'cancelled',
        message: n.event,
        updated_at: at,
      });
      if (!cancelled) return;
      await q.dropPendingSales(tx, { paymentId: payment.id });
      await q.moveSession(tx, payment.session_id, 'pending', { status: 'open', updated_at: at });
    });
    return 'cancelled';
  }
  const client = await appmaxClient(ctx.db);
  if (!client || !(await confirmOrderPaid(client, n.orderId))) return 'not_paid_at_appmax';
  await confirmPayment(ctx, payment, { staffId: null, via: 'provider' });
  return 'confirmed';
}
