import { randomBytes } from 'node:crypto';
import { listSummary } from '@ponte/domain/quote';
import type { Db } from '../db';
import { staticPix } from '../integrations/payments/test-provider';

const DEMO_PIX = { key: 'pix@ponte.demo', merchantName: 'Ponte Compras', merchantCity: 'Sao Paulo' };

/** Totals of a demo list at the demo rates (kg fee $5, 5.9 BRL). */
async function totals(db: Db, listId: number) {
  const items = await db
    .selectFrom('shopping_list_items')
    .select(['id', 'price_cents', 'quantity', 'product_weight'])
    .where('list_id', '=', listId)
    .execute();
  const weights = new Map(items.filter((i) => i.product_weight).map((i) => [String(i.id), i.product_weight!]));
  return listSummary(
    items.map((i) => ({ productId: String(i.id), priceCents: i.price_cents, quantity: i.quantity })),
    weights,
    5,
  );
}

/**
 * Sales for the demo's completed lists that carry an order id (paid sessions and approved
 * payments behind them), one PIX waiting for staff confirmation, and the shop's PIX key.
 */
export async function seedPayments(db: Db, now: Date, rnd: () => number) {
  const at = now.toISOString();
  await db
    .insertInto('settings')
    .values([
      { key: 'pix_key', value: DEMO_PIX.key, updated_at: at, updated_by: null },
      { key: 'pix_merchant_name', value: DEMO_PIX.merchantName, updated_at: at, updated_by: null },
      { key: 'pix_merchant_city', value: DEMO_PIX.merchantCity, updated_at: at, updated_by: null },
    ])
    .execute();

  const paid = await db
    .selectFrom('shopping_lists as l')
    .innerJoin('customers as c', 'c.id', 'l.customer_id')
    .select([
      'l.id',
      'l.customer_id',
      'l.completed_at',
      'l.woocommerce_order_id',
      'c.seller_id',
      'c.name',
      'c.email_woocomerce',
    ])
    .where('l.status', '=', 'completed')
    .where('l.woocommerce_order_id', 'is not', null)
    .execute();
  const methods = ['pix', 'credit_card', 'credit_card', 'boleto'] as const;
  for (const list of paid) {
    const t = await totals(db, list.id);
    const when = list.completed_at ?? at;
    const method = methods[Math.floor(rnd() * methods.length)]!;
    const session = await db
      .insertInto('checkout_sessions')
      .values({
        token: randomBytes(32).toString('base64url'),
        shopping_list_id: list.id,
        amount_brl_cents: t.totalBrlCents,
        amount_usd_cents: t.totalUsdCents,
        order_summary: 'Pedido de demonstração',
        status: 'paid',
        created_by: null,
        created_at: when,
        expires_at: when,
        completed_at: when,
        customer_name: list.name,
        customer_email: list.email_woocomerce,
        provider_order_id: list.woocommerce_order_id,
        payment_method: method,
        updated_at: when,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = await db
      .insertInto('payments')
      .values({
        session_id: session.id,
        idempotency_key: null,
        method,
        status: 'approved',
        provider: 'test',
        provider_ref: list.woocommerce_order_id,
        amount_brl_cents: t.totalBrlCents,
        installments: method === 'credit_card' ? 1 + Math.floor(rnd() * 6) : 1,
        card_brand: method === 'credit_card' ? 'visa' : null,
        card_last4: method === 'credit_card' ? '1111' : null,
        pix_emv: null,
        pix_qrcode: null,
        pix_expires_at: null,
        boleto_url: null,
        boleto_line: null,
        payment_url: null,
        message: null,
        confirmed_at: when,
        confirmed_by: null,
        created_at: when,
        updated_at: when,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sales')
      .values({
        shopping_list_id: list.id,
        customer_id: list.customer_id,
        seller_id: list.seller_id,
        checkout_session_id: session.id,
        payment_id: payment.id,
        total_usd_cents: t.totalUsdCents,
        total_brl_cents: t.totalBrlCents,
        payment_method: method,
        status: 'confirmed',
        provider_order_id: list.woocommerce_order_id,
        commission_rule_id: null,
        created_at: when,
        confirmed_at: when,
      })
      .execute();
  }

  // One customer paid by PIX and is waiting for staff to see it arrive.
  const waiting = await db
    .selectFrom('shopping_lists as l')
    .innerJoin('shopping_list_items as i', 'i.list_id', 'l.id')
    .innerJoin('customers as c', 'c.id', 'l.customer_id')
    .select(['l.id', 'l.customer_id', 'c.seller_id'])
    .where('l.status', '=', 'active')
    .orderBy('l.created_at', 'desc')
    .executeTakeFirst();
  if (waiting) {
    const t = await totals(db, waiting.id);
    const session = await db
      .insertInto('checkout_sessions')
      .values({
        token: randomBytes(32).toString('base64url'),
        shopping_list_id: waiting.id,
        amount_brl_cents: t.totalBrlCents,
        amount_usd_cents: t.totalUsdCents,
        order_summary: 'Pedido de demonstração',
        status: 'pending',
        created_by: null,
        created_at: at,
        expires_at: new Date(now.getTime() + 72 * 3600_000).toISOString(),
        completed_at: null,
        payment_method: 'pix',
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pix = await staticPix(DEMO_PIX, t.totalBrlCents, `PONTEDEMO${session.id}`, now);
    const payment = await db
      .insertInto('payments')
      .values({
        session_id: session.id,
        idempotency_key: null,
        method: 'pix',
        status: 'pending',
        provider: 'test',
        provider_ref: `PONTEDEMO${session.id}`,
        amount_brl_cents: t.totalBrlCents,
        card_brand: null,
        card_last4: null,
        pix_emv: pix.emv,
        pix_qrcode: pix.qrcodePng,
        pix_expires_at: pix.expiresAt,
        boleto_url: null,
        boleto_line: null,
        payment_url: null,
        message: null,
        confirmed_at: null,
        confirmed_by: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // On /vendas as the checkout would show it: a 'Pendente' sale until the PIX is confirmed.
    await db
      .insertInto('sales')
      .values({
        shopping_list_id: waiting.id,
        customer_id: waiting.customer_id,
        seller_id: waiting.seller_id,
        checkout_session_id: session.id,
        payment_id: payment.id,
        total_usd_cents: t.totalUsdCents,
        total_brl_cents: t.totalBrlCents,
        payment_method: 'pix',
        status: 'pending',
        provider_order_id: `PONTEDEMO${session.id}`,
        commission_rule_id: null,
        created_at: at,
        confirmed_at: null,
      })
      .execute();
  }
}
