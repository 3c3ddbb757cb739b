import type { Db } from '../src/db';
import { paymentRow, saleRow } from './sale-rows';

type PaidSale = {
  customerId: number;
  listName: string;
  listStatus: 'active' | 'completed';
  token: string;
  brlCents: number;
  usdCents: number;
  method: 'pix' | 'credit_card';
  at: string;
  card?: { brand: string; last4: string };
  pixEmv?: string;
  orderSummary?: string;
  providerRef?: string;
  /** What the checkout's payer typed, when the test needs it kept on the session. */
  payer?: { name: string; email: string };
};

/** A customer's list paid through a checkout link: the list, the session, an approved payment, a confirmed sale. */
export async function seedPaidSale(db: Db, s: PaidSale) {
  const list = await db
    .insertInto('shopping_lists')
    .values({ customer_id: s.customerId, name: s.listName, status: s.listStatus, created_at: s.at, updated_at: s.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto('checkout_sessions')
    .values({
      token: s.token,
      shopping_list_id: list.id,
      amount_brl_cents: s.brlCents,
      amount_usd_cents: s.usdCents,
      order_summary: s.orderSummary ?? 'Tênis',
      created_by: null,
      created_at: s.at,
      expires_at: s.at,
      completed_at: s.at,
      ...(s.payer ? { customer_name: s.payer.name, customer_email: s.payer.email } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payments')
    .values(
      paymentRow({
        session_id: session.id,
        method: s.method,
        status: 'approved',
        provider: 'test',
        provider_ref: s.providerRef ?? null,
        amount_brl_cents: s.brlCents,
        card_brand: s.card?.brand ?? null,
        card_last4: s.card?.last4 ?? null,
        pix_emv: s.pixEmv ?? null,
        confirmed_at: s.at,
        at: s.at,
      }),
    )
    .execute();
  await db
    .insertInto('sales')
    .values(
      saleRow({
        customerId: s.customerId,
        at: s.at,
        shopping_list_id: list.id,
        checkout_session_id: session.id,
        total_usd_cents: s.usdCents,
        total_brl_cents: s.brlCents,
        payment_method: s.method,
        commission_rule_name: null,
        commission_percentage: null,
      }),
    )
    .execute();
  return { listId: list.id, sessionId: session.id };
}
