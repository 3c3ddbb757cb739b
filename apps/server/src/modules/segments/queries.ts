import { sql, type Insertable, type Updateable } from 'kysely';
import type { SegmentFilters } from '@ponte/domain/segments';
import type { Db, Tx } from '../../db';
import { isPostgres } from '../../db/migrate';
import type { CampaignSegmentTable } from '../../db/types';

export const listSegmentRows = (db: Db) =>
  db.selectFrom('campaign_segments').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const findSegmentRow = (db: Db | Tx, id: number) =>
  db.selectFrom('campaign_segments').selectAll().where('id', '=', id).executeTakeFirst();

export type SegmentRow = NonNullable<Awaited<ReturnType<typeof findSegmentRow>>>;

export const insertSegment = (db: Db | Tx, row: Insertable<CampaignSegmentTable>) =>
  db.insertInto('campaign_segments').values(row).returning('id').executeTakeFirstOrThrow();

export const updateSegmentRow = (db: Db | Tx, id: number, changes: Updateable<CampaignSegmentTable>) =>
  db.updateTable('campaign_segments').set(changes).where('id', '=', id).returning('id').executeTakeFirst();

/**
 * The segment's row, locked until the transaction ends: 'update' by its deletion, 'share' by a
 * campaign that starts using it, so one waits for the other and then sees what it did
 * (docs/0049). SQLite needs no lock: its transactions write one at a time.
 */
export const lockSegmentRow = (tx: Tx, id: number, mode: 'update' | 'share') =>
  tx
    .selectFrom('campaign_segments')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(tx), (qb) => (mode === 'update' ? qb.forUpdate() : qb.forShare()))
    .executeTakeFirst();

export const deleteSegmentRow = (db: Db | Tx, id: number) =>
  db.deleteFrom('campaign_segments').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();

/*
 * A customer's address is lower(email) (the customers_email_lower index); "has an e-mail" means
 * something@something. One recipient per address: the customer with the lowest id among those
 * the filters select.
 */
const address = sql<string>`lower(c.email)`;
const hasEmailOf = (alias: 'c' | 'c2') =>
  sql<boolean>`(${sql.ref(`${alias}.email`)} is not null and ${sql.ref(`${alias}.email`)} like '%_@_%')`;
const hasEmail = hasEmailOf('c');
const unsubscribed = sql<boolean>`exists (select 1 from email_unsubscribes u where u.email = lower(c.email))`;

/** The bot and attendant filters on the customer read as `alias` (true without filters). */
const filtersOn = (alias: 'c' | 'c2', f: Pick<SegmentFilters, 'bot_enabled' | 'seller_id'>) => {
  const conditions = [sql`1 = 1`];
  if (f.bot_enabled !== undefined) conditions.push(sql`${sql.ref(`${alias}.bot_enabled`)} = ${f.bot_enabled ? 1 : 0}`);
  if (f.seller_id === null) conditions.push(sql`${sql.ref(`${alias}.seller_id`)} is null`);
  if (typeof f.seller_id === 'number') conditions.push(sql`${sql.ref(`${alias}.seller_id`)} = ${f.seller_id}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
};

/** The customers the bot and attendant filters select. */
const filtered = (db: Db, f: Pick<SegmentFilters, 'bot_enabled' | 'seller_id'>) =>
  db.selectFrom('customers as c').where(filtersOn('c', f));

/** Recipients (distinct addresses), customers left out for lack of an e-mail, and unsubscribed addresses. */
export const countFiltered = (db: Db, f: SegmentFilters) =>
  filtered(db, f)
    .select([
      sql<number | string>`count(distinct case when ${hasEmail} and not ${unsubscribed} then ${address} end)`.as(
        'total',
      ),
      sql<number | string>`count(case when not ${hasEmail} then 1 end)`.as('no_email'),
      sql<number | string>`count(distinct case when ${hasEmail} and ${unsubscribed} then ${address} end)`.as(
        'unsubscribed',
      ),
    ])
    .executeTakeFirstOrThrow();

/**
 * One page of recipients in customer-id order, after the customer `afterId` (keyset): walks the
 * primary key from there and keeps a customer when no customer of a lower id has the same
 * address under the same filters (one lookup in customers_email_lower). Grouping every address
 * first, as before, cost each page the whole segment: quadratic over a campaign's preparation.
 */
export const filteredRecipients = (db: Db, f: SegmentFilters, afterId: number, limit: number) =>
  db
    .selectFrom('customers as c')
    .select(['c.id', 'c.name', 'c.phone', address.as('email')])
    .where('c.id', '>', afterId)
    .where(filtersOn('c', f))
    .where(hasEmail)
    .where(sql<boolean>`not ${unsubscribed}`)
    .where(
      sql<boolean>`not exists (select 1 from customers c2 where lower(c2.email) = lower(c.email) and c2.id < c.id and ${hasEmailOf('c2')} and ${filtersOn('c2', f)})`,
    )
    .orderBy('c.id')
    .limit(limit)
    .execute();

/** The customers with these (lower-cased) addresses, lowest id first. */
export const customersWithEmails = (db: Db, emails: readonly string[]) =>
  db
    .selectFrom('customers as c')
    .select(['c.id', 'c.name', 'c.phone', address.as('email')])
    .where(address, 'in', emails)
    .orderBy('c.id')
    .execute();

/** Which of these (lower-cased) addresses unsubscribed. */
export const unsubscribedAmong = (db: Db, emails: readonly string[]) =>
  db.selectFrom('email_unsubscribes').select('email').where('email', 'in', emails).execute();
