import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { PaymentTable, TestProviderChargeTable } from '../../../db/types';

/** The attempt a session's claim belongs to. */
export const processingPayment = (db: Db | Tx, sessionId: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '=', 'processing')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const recordTestCharge = async (
  db: Db,
  reference: string,
  status: TestProviderChargeTable['status'],
  providerRef: string | null,
) => {
  await db
    .insertInto('test_provider_charges')
    .values({ reference, status, provider_ref: providerRef, created_at: new Date().toISOString() })
    .execute();
};

/** The test provider's refund: the charge it approved is marked refunded, as a real provider's order would be. */
export const refundTestCharge = async (db: Db, reference: string) =>
  (await db
    .updateTable('test_provider_charges')
    .set({ status: 'refunded' })
    .where('reference', '=', reference)
    .where('status', '=', 'approved')
    .returning('reference')
    .executeTakeFirst()) !== undefined;

export const findTestCharge = async (db: Db, reference: string) => {
  const row = await db
    .selectFrom('test_provider_charges')
    .select(['status', 'provider_ref'])
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ? { status: row.status, providerRef: row.provider_ref } : undefined;
};

export const insertPayment = (db: Db | Tx, row: Insertable<PaymentTable>) =>
  db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePayment = (db: Db | Tx, id: number, changes: Updateable<PaymentTable>) =>
  db.updateTable('payments').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Changes a payment only while it is in one of `from`: the one statement that decides a
 * payment's next state, so a confirmation, a cancellation and an attempt's answer arriving
 * together cannot undo one another. Undefined when it had already moved on.
 */
export const movePayment = (
  db: Db | Tx,
  id: number,
  from: readonly PaymentTable['status'][],
  changes: Updateable<PaymentTable>,
) =>
  db
    .updateTable('payments')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();

export const findPaymentByKey = (db: Db | Tx, sessionId: number, key: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export const latestPayment = (db: Db | Tx, sessionId: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('status', '!=', 'processing')
    .orderBy('id', 'desc')
    .executeTakeFirst();

export const findPaymentByProviderRef = (db: Db | Tx, provider: 'appmax' | 'test', ref: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', ref)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The newest PIX or boleto payment still waiting, for any session of a list (staff confirm it). */
export const pendingPaymentOfList = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('payments as p')
    .innerJoin('checkout_sessions as s', 's.id', 'p.session_id')
    .selectAll('p')
    .where('s.shopping_list_id', '=', listId)
    .where('p.status', '=', 'pending')
    .orderBy('p.id', 'desc')
    .executeTakeFirst();

export const pendingPaymentsOfLists = (db: Db | Tx, listIds: number[]) =>
  listIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('payments as p')
        .innerJoin('checkout_sessions as s', 's.id', 'p.session_id')
        .select(['p.id', 'p.method', 'p.amount_brl_cents', 'p.created_at', 's.shopping_list_id'])
        .where('s.shopping_list_id', 'in', listIds)
        .where('p.status', '=', 'pending')
        .orderBy('p.id', 'desc')
        .execute();

export const findPaymentOrThrow = (db: Db | Tx, id: number) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Their payments without card data: no brand, last digits, PIX or boleto codes. */
export const customerPayments = (db: Db, customerId: number) =>
  db
    .selectFrom('payments as p')
    .innerJoin('checkout_sessions as c', 'c.id', 'p.session_id')
    .innerJoin('shopping_lists as l', 'l.id', 'c.shopping_list_id')
    .select(['p.id', 'p.session_id', 'p.method', 'p.status', 'p.amount_brl_cents', 'p.installments', 'p.created_at'])
    .where('l.customer_id', '=', customerId)
    .orderBy('p.id')
    .execute();

/** Issue 33, erasure: who paid and how (names, e-mails, card and PIX data) go; amounts and dates stay. */
export async function erasePaymentDetailsOf(db: Db | Tx, customerId: number) {
  const lists = db.selectFrom('shopping_lists').select('id').where('customer_id', '=', customerId);
  await db
    .updateTable('checkout_sessions')
    .set({ customer_name: null, customer_email: null })
    .where('shopping_list_id', 'in', lists)
    .execute();
  const sessions = db.selectFrom('checkout_sessions').select('id').where('shopping_list_id', 'in', lists);
  await db
    .updateTable('payments')
    .set({
      card_brand: null,
      card_last4: null,
      pix_emv: null,
      pix_qrcode: null,
      boleto_url: null,
      boleto_line: null,
      payment_url: null,
      message: null,
    })
    .where('session_id', 'in', sessions)
    .execute();
}
