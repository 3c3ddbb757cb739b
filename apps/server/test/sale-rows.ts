import type { Insertable } from 'kysely';
import type { Db } from '../src/db';
import type { SaleTable } from '../src/db/types';

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
