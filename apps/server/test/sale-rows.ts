import type { Insertable } from 'kysely';
import type { Db } from '../src/db';
import type { PaymentTable, SaleTable } from '../src/db/types';

type SaleRowInput = { customerId: number; at: string } & Partial<Insertable<SaleTable>>;

/** A confirmed pix sale of US$ 10 (R$ 55) made and confirmed at `at`, with no list, seller or checkout: tests override what they check. */
export function saleRow({ customerId, at, ...overrides }: SaleRowInput): Insertable<SaleTable> {
  return {
    shopping_list_id: null,
    customer_id: customerId,
    seller_id: null,
    checkout_session_id: null,
    payment_id: null,
    total_usd_cents: 1_000,
    total_brl_cents: 5_500,
    commission_cents: 0,
    commission_rule_id: null,
    payment_method: 'pix',
    status: 'confirmed',
    provider_order_id: null,
    created_at: at,
    confirmed_at: at,
    ...overrides,
  };
}

/** Inserts one sales row and gives its id (what a conversion or a report names the sale by). */
export async function insertSaleRow(db: Db, row: Insertable<SaleTable>) {
  return (await db.insertInto('sales').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

type PaymentRowInput = Pick<
  Insertable<PaymentTable>,
  'session_id' | 'method' | 'status' | 'provider' | 'amount_brl_cents'
> & {
  at: string;
} & Partial<Insertable<PaymentTable>>;

/** A payments row made at `at` with no card, pix, boleto, message or confirmation: tests set what their attempt had. */
export function paymentRow({ at, ...fields }: PaymentRowInput): Insertable<PaymentTable> {
  return {
    idempotency_key: null,
    provider_ref: null,
    card_brand: null,
    card_last4: null,
    pix_emv: null,
    pix_qrcode: null,
    pix_expires_at: null,
    boleto_url: null,
    boleto_line: null,
    payment_url: null,
    message: null,
    confirmed_at: null,
    confirmed_by: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}
