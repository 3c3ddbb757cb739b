import { sql } from 'kysely';
import type { Db, DbKind, Tx } from '../../db';
import { staffName } from '../../db/staff-name';

/** The one key every distribution takes on PostgreSQL (SQLite runs one writer at a time anyway). */
const DISTRIBUTION_LOCK = 32_066;

/**
 * Distributions run one at a time: each counts every load after the previous one committed,
 * so fifty chats arriving at once never give anybody more than their limit. With `skipIfBusy`
 * a distribution already under way is left to it (false): the webhook's, whose chat the
 * running one or the next tick gives out, never queue up holding connections.
 */
export async function lockDistribution(tx: Tx, kind: DbKind, skipIfBusy = false): Promise<boolean> {
  if (kind !== 'postgres') return true;
  if (!skipIfBusy) {
    await sql`select pg_advisory_xact_lock(${DISTRIBUTION_LOCK})`.execute(tx);
    return true;
  }
  const { rows } = await sql<{
    taken: boolean;
  }>`select pg_try_advisory_xact_lock(${DISTRIBUTION_LOCK}) as taken`.execute(tx);
  return rows[0]?.taken === true;
}

/** Open conversations: the bot off, in attendance, with this staff member (docs/0020's active chat). */
const openChats = sql<number>`(select count(*) from customers c
  where c.seller_id = s.id and c.bot_enabled = 0 and c.atendimento = 1)`;
/** Chats offered to this staff member and not yet taken. */
const liveOffers = sql<number>`(select count(*) from chat_offers o where o.staff_id = s.id)`;

/** Everyone clocked in, with their status, open chats, offers and own limit; oldest shift first. */
export const attendantLoads = (db: Db | Tx) =>
  db
    .selectFrom('attendance as a')
    .innerJoin('staff as s', 's.id', 'a.user_id')
    .select([
      's.id',
      staffName('s').as('name'),
      'a.status',
      's.chat_limit',
      openChats.as('open_chats'),
      liveOffers.as('offers'),
    ])
    .where('a.clock_out', 'is', null)
    .where('a.status', 'in', ['active', 'break'])
    .where('s.active', '=', 1)
    .where('s.deleted_at', 'is', null)
    .orderBy('a.clock_in')
    .orderBy('s.id')
    .execute();

/** Chats waiting for a person, the longest waiting first, with any offer they have. */
export const waitingChats = (db: Db | Tx, limit: number) =>
  db
    .selectFrom('customers as c')
    .leftJoin('chat_offers as o', 'o.customer_id', 'c.id')
    .select(['c.id', 'c.name', 'o.staff_id as offered_to', 'o.offered_at'])
    .where('c.bot_enabled', '=', 0)
    .where('c.seller_id', 'is', null)
    .orderBy(sql`c.last_activity is null`)
    .orderBy('c.last_activity')
    .orderBy('c.id')
    .limit(limit)
    .execute();

/** Offers of chats that no longer wait (taken, or back with the bot) are spent. */
export const deleteSpentOffers = (db: Db | Tx) =>
  db
    .deleteFrom('chat_offers')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('customers as c')
          .select('c.id')
          .whereRef('c.id', '=', 'chat_offers.customer_id')
          .where((w) => w.or([w('c.seller_id', 'is not', null), w('c.bot_enabled', '=', 1)])),
      ),
    )
    .execute();

/** Offers the chat to a staff member, replacing an older offer of it. */
export const offerChat = (db: Db | Tx, customerId: number, staffId: number, at: string) =>
  db
    .insertInto('chat_offers')
    .values({ customer_id: customerId, staff_id: staffId, offered_at: at })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ staff_id: staffId, offered_at: at }))
    .execute();

export const deleteAllOffers = (db: Db | Tx) => db.deleteFrom('chat_offers').execute();

export const deleteOfferOf = (db: Db | Tx, customerId: number) =>
  db.deleteFrom('chat_offers').where('customer_id', '=', customerId).execute();

export const setStaffLimit = (db: Db, staffId: number, limit: number | null) =>
  db
    .updateTable('staff')
    .set({ chat_limit: limit })
    .where('id', '=', staffId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
