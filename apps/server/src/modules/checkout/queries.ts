import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import type {
  CheckoutSessionTable,
  PaymentTable,
  SaleTable,
  ShoppingListTable,
  TestProviderChargeTable,
} from '../../db/types';

/** A new payment link's session. */
export const insertCheckoutSession = (db: Db | Tx, row: Insertable<CheckoutSessionTable>) =>
  db.insertInto('checkout_sessions').values(row).execute();

export const findSessionByToken = (db: Db | Tx, token: string) =>
  db.selectFrom('checkout_sessions').selectAll().where('token', '=', token).executeTakeFirst();

export const findSession = (db: Db | Tx, id: number) =>
  db.selectFrom('checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();

export const updateSession = (db: Db | Tx, id: number, changes: Updateable<CheckoutSessionTable>) =>
  db.updateTable('checkout_sessions').set(changes).where('id', '=', id).executeTakeFirst();

/**
 * Takes an open or pending session for one payment attempt, recording when: never while another
 * session of the same list is paid (a staff confirmation that committed first).
 */
export async function claimSession(db: Db, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('checkout_sessions')
    .set({ status: 'processing', claimed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['open', 'pending'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('checkout_sessions as paid')
            .select('paid.id')
            .whereRef('paid.shopping_list_id', '=', 'checkout_sessions.shopping_list_id')
            .where('paid.status', '=', 'paid'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Whether a payment attempt holds one of the list's sessions right now. */
export const listHasAttemptInFlight = async (db: Db | Tx, listId: number) =>
  (await db
    .selectFrom('checkout_sessions')
    .select('id')
    .where('shopping_list_id', '=', listId)
    .where('status', '=', 'processing')
    .executeTakeFirst()) !== undefined;

/** Marks a session paid; for a staff confirmation only while no attempt holds it (false then). */
export async function markSessionPaid(
  db: Db | Tx,
  id: number,
  changes: Updateable<CheckoutSessionTable>,
  unlessProcessing: boolean,
): Promise<boolean> {
  const res = await db
    .updateTable('checkout_sessions')
    .set({ ...changes, status: 'paid' })
    .where('id', '=', id)
    .$if(unlessProcessing, (qb) => qb.where('status', '!=', 'processing'))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Sessions whose payment attempt has held them past `before` (checkout_sessions_processing). */
export const staleClaims = (db: Db, before: string, limit: number) =>
  db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('status', '=', 'processing')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', before)]))
    .orderBy('claimed_at')
    .limit(limit)
    .execute();

/**
 * Ends or renews a claim found stale, only if nobody else did meanwhile (the claim time is
 * still the one read): two readers reconciling at once change it once.
 */
export async function settleStaleClaim(
  db: Db,
  id: number,
  claimedAt: string | null,
  changes: { status: 'open' | 'processing'; claimed_at: string | null; updated_at: string },
) {
  const res = await db
    .updateTable('checkout_sessions')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where((eb) => (claimedAt === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', claimedAt)))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

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

/** Moves a session only from `from` (see movePayment); true when it moved. */
export async function moveSession(
  db: Db | Tx,
  id: number,
  from: Selectable<CheckoutSessionTable>['status'],
  changes: Updateable<CheckoutSessionTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('checkout_sessions')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

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

export const insertSale = (db: Db | Tx, row: Insertable<SaleTable>) =>
  db.insertInto('sales').values(row).returningAll().executeTakeFirstOrThrow();

/**
 * The 'Pendente' row of a session whose payment waits (a PIX, a boleto, a card under review):
 * one per session, following its newest waiting payment. A session whose sale is already
 * confirmed or cancelled keeps it untouched (the conflict's update applies to a pending row only).
 */
export const upsertPendingSale = (db: Db | Tx, row: Insertable<SaleTable> & { checkout_session_id: number }) =>
  db
    .insertInto('sales')
    .values({ ...row, status: 'pending', confirmed_at: null })
    .onConflict((oc) =>
      oc
        .column('checkout_session_id')
        .doUpdateSet({
          payment_id: row.payment_id,
          payment_method: row.payment_method,
          total_usd_cents: row.total_usd_cents,
          total_brl_cents: row.total_brl_cents,
          interest_brl_cents: row.interest_brl_cents,
          commission_cents: row.commission_cents,
          commission_rule_id: row.commission_rule_id,
          commission_rule_name: row.commission_rule_name,
          commission_percentage: row.commission_percentage,
          seller_id: row.seller_id,
          provider_order_id: row.provider_order_id,
        })
        .where('sales.status', '=', 'pending'),
    )
    .returning('id')
    .executeTakeFirst();

/**
 * Removes the 'Pendente' row of an unpaid session: its payment was confirmed (a confirmed sale
 * takes its place), cancelled, or its link retired. A paid session's sale is never touched.
 */
export const dropPendingSales = (db: Db | Tx, by: { sessionIds: number[] } | { paymentId: number }) =>
  'paymentId' in by || by.sessionIds.length > 0
    ? db
        .deleteFrom('sales')
        .where('status', '=', 'pending')
        .$if('paymentId' in by, (qb) => qb.where('payment_id', '=', (by as { paymentId: number }).paymentId))
        .$if('sessionIds' in by, (qb) =>
          qb.where('checkout_session_id', 'in', (by as { sessionIds: number[] }).sessionIds),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('checkout_sessions as cs')
                .select('cs.id')
                .whereRef('cs.id', '=', 'sales.checkout_session_id')
                .where('cs.status', '=', 'paid'),
            ),
          ),
        )
        .execute()
    : Promise.resolve([]);

/** A list is paid once: the session that was paid, if any. */
export const paidSessionOfList = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('checkout_sessions')
    .select(['id', 'token'])
    .where('shopping_list_id', '=', listId)
    .where('status', '=', 'paid')
    .executeTakeFirst();

/**
 * Retires a list's other links (a new link was made, the basket changed, or the list was paid):
 * open and pending sessions are cancelled with their waiting payments, so only one amount can
 * ever be paid. A session mid-attempt ('processing') is left to finish.
 */
export async function cancelListSessions(db: Db | Tx, listId: number, exceptSessionId: number | null, at: string) {
  const sessions = await db
    .selectFrom('checkout_sessions')
    .select('id')
    .where('shopping_list_id', '=', listId)
    .where('status', 'in', ['open', 'pending'])
    .$if(exceptSessionId !== null, (qb) => qb.where('id', '!=', exceptSessionId!))
    .execute();
  const ids = sessions.map((s) => s.id);
  if (ids.length === 0) return 0;
  await dropPendingSales(db, { sessionIds: ids });
  await db
    .updateTable('payments')
    .set({ status: 'cancelled', updated_at: at })
    .where('session_id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
  await db
    .updateTable('checkout_sessions')
    .set({ status: 'cancelled', updated_at: at })
    .where('id', 'in', ids)
    .execute();
  return ids.length;
}

/**
 * Takes the list's row lock first, as every list write does (payment links, basket changes), so
 * a confirmation racing a new link waits instead of deadlocking on PostgreSQL.
 */
export const lockList = (db: Tx, listId: number, at: string) =>
  db.updateTable('shopping_lists').set({ updated_at: at }).where('id', '=', listId).returning('id').executeTakeFirst();

/* The list a checkout session charges for: read here, written only when a sale completes it. */

export const findList = (db: Db | Tx, id: number) =>
  db.selectFrom('shopping_lists').selectAll().where('id', '=', id).executeTakeFirst();

export const listOfSession = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('shopping_lists')
    .select(['id', 'name', 'customer_id'])
    .where('id', '=', listId)
    .executeTakeFirstOrThrow();

export const listExists = async (db: Db | Tx, id: number) =>
  !!(await db.selectFrom('shopping_lists').select('id').where('id', '=', id).executeTakeFirst());

/** What the public checkout page shows of the items, in the order they were added. */
export const itemsShownOfList = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('shopping_list_items')
    .select(['quantity', 'product_name'])
    .where('list_id', '=', listId)
    .orderBy('id')
    .execute();

/** What the provider is told was bought. */
export const itemsChargedOfList = (db: Db | Tx, listId: number) =>
  db
    .selectFrom('shopping_list_items')
    .select(['product_name', 'product_sku', 'quantity', 'price_cents'])
    .where('list_id', '=', listId)
    .execute();

export const completeList = (db: Db | Tx, id: number, changes: Updateable<ShoppingListTable>) =>
  db.updateTable('shopping_lists').set(changes).where('id', '=', id).execute();

export const findPaymentOrThrow = (db: Db | Tx, id: number) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Issue 33, a customer's data (LGPD): their checkout links, oldest first. */
export const customerCheckoutSessions = (db: Db, customerId: number) =>
  db
    .selectFrom('checkout_sessions as c')
    .innerJoin('shopping_lists as l', 'l.id', 'c.shopping_list_id')
    .select([
      'c.id',
      'c.shopping_list_id',
      'c.status',
      'c.amount_brl_cents',
      'c.amount_usd_cents',
      'c.order_summary',
      'c.customer_name',
      'c.customer_email',
      'c.created_at',
      'c.expires_at',
      'c.completed_at',
    ])
    .where('l.customer_id', '=', customerId)
    .orderBy('c.id')
    .execute();

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
