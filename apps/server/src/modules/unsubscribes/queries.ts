import { sql, type Insertable } from 'kysely';
import type { Db, Tx } from '../../db';
import { likeContains } from '../../db/like';
import type { EmailUnsubscribeTable } from '../../db/types';

/** Rows per INSERT: well below SQLite's and PostgreSQL's parameter limits. */
const INSERT_CHUNK = 500;

const matching = (db: Db, search: string | undefined) =>
  db
    .selectFrom('email_unsubscribes as u')
    .$if(search !== undefined, (qb) => qb.where(likeContains(sql.ref('u.email'), search!)));

/** A page of the never-send list, newest first, with the campaign's and the importer's names. */
export const listEntries = (db: Db, search: string | undefined, limit: number, offset: number) =>
  matching(db, search)
    .leftJoin('email_campaigns as c', 'c.id', 'u.campaign_id')
    .leftJoin('staff as s', 's.id', 'u.created_by')
    .select([
      'u.id',
      'u.email',
      'u.kind',
      'u.reason',
      'u.campaign_id',
      'u.created_at',
      'c.name as campaign_name',
      's.username as created_by_name',
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countEntries = async (db: Db, search: string | undefined) =>
  (
    await matching(db, search)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/**
 * Puts addresses on the list; one already there keeps its first entry (the unique address
 * decides, so any number of simultaneous writers add it once). Answers the ids added.
 */
export async function insertEntries(db: Db | Tx, rows: Insertable<EmailUnsubscribeTable>[]) {
  let added = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insertInto('email_unsubscribes')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return added;
}

/** Takes an address off the list: of two simultaneous requests only one gets the row back. */
export const deleteEntry = (db: Db | Tx, id: number) =>
  db.deleteFrom('email_unsubscribes').where('id', '=', id).returning(['id', 'email', 'kind']).executeTakeFirst();
