import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { CheckoutSessionTable } from '../../../db/types';
import { dropPendingSales } from './sales';

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
