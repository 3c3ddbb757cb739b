import type { Kysely } from 'kysely';

/**
 * Card installments with interest (issue 28): the customer pays the option the checkout showed
 * ('12x de R$ 264,41 (total R$ 3.172,92)'), so the payment's and the sale's BRL amount is that
 * total, and the interest in it is kept beside it (0 for cash, PIX, boleto and interest-free).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('interest_brl_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sales')
    .addColumn('interest_brl_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sales').dropColumn('interest_brl_cents').execute();
  await db.schema.alterTable('payments').dropColumn('interest_brl_cents').execute();
}
