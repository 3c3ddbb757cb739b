import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import { isPostgres } from '../../db/migrate';
import { sellerPeriodRows } from '../../db/sales-periods';
import type { CommissionRuleTable } from '../../db/types';

/** Rules in the admin's order: the order the first matching rule is taken in. */
export const listRules = (db: Db | Tx, filter: { active?: boolean } = {}) =>
  db
    .selectFrom('commission_rules')
    .selectAll()
    .$if(filter.active !== undefined, (qb) => qb.where('active', '=', filter.active ? 1 : 0))
    .orderBy('position')
    .orderBy('id')
    .execute();

/**
 * Every rule's id, the rows taken in id order until the transaction ends (two reorders take
 * them in the same order, so they wait for each other instead of deadlocking), so a reorder
 * checks it names them all and no rule goes before it writes. SQLite has no FOR UPDATE and
 * needs none: its transactions write one at a time.
 */
export const lockRuleIds = (tx: Tx) =>
  tx
    .selectFrom('commission_rules')
    .select('id')
    .orderBy('id')
    .$if(isPostgres(tx), (qb) => qb.forUpdate())
    .execute();

export const setRulePosition = (tx: Tx, id: number, position: number, at: string) =>
  tx.updateTable('commission_rules').set({ position, updated_at: at }).where('id', '=', id).execute();

export const findRule = (db: Db | Tx, id: number) =>
  db.selectFrom('commission_rules').selectAll().where('id', '=', id).executeTakeFirst();

/** A new rule goes after every other one, its position read in the same statement. */
export const insertRule = (db: Db | Tx, row: Omit<Insertable<CommissionRuleTable>, 'position'>) =>
  db
    .insertInto('commission_rules')
    .values({
      ...row,
      position: (eb) =>
        eb
          .selectFrom('commission_rules')
          .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
          .limit(1),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * Changes a rule in one statement. When only one bound changes, the other is the stored one,
 * so the range check sits in the WHERE: a concurrent edit of the other bound cannot slip an
 * inverted range in between a read and this write. No row back: unknown id or refused range.
 */
export const updateRuleKeepingRange = (db: Db | Tx, id: number, changes: Updateable<CommissionRuleTable>) =>
  db
    .updateTable('commission_rules')
    .set(changes)
    .where('id', '=', id)
    .$if(changes.min_value_cents !== undefined && changes.max_value_cents === undefined, (qb) =>
      qb.where((eb) =>
        eb.or([eb('max_value_cents', 'is', null), eb('max_value_cents', '>=', changes.min_value_cents!)]),
      ),
    )
    .$if(changes.min_value_cents === undefined && changes.max_value_cents != null, (qb) =>
      qb.where('min_value_cents', '<=', changes.max_value_cents!),
    )
    .returningAll()
    .executeTakeFirst();

export const deleteRule = (db: Db | Tx, id: number) =>
  db.deleteFrom('commission_rules').where('id', '=', id).returningAll().executeTakeFirst();

/**
 * Confirmed sales of a period of shop days (both included) summed per seller, from the monthly
 * and daily summaries the sales triggers keep (docs/0051, 0055): a year is a few hundred rows.
 * Seller 0 holds the sales without a seller. Sums of bigint come back as text on PostgreSQL.
 */
export const sumConfirmedSalesBySeller = (db: Db, filter: { startDay?: string; endDay?: string; sellerId?: number }) =>
  db
    .selectFrom(sellerPeriodRows(db, { ...filter, status: 'confirmed' }).as('d'))
    .leftJoin('staff as u', 'u.id', 'd.seller_id')
    .select((eb) => [
      sql<number | null>`nullif(${eb.ref('d.seller_id')}, 0)`.as('seller_id'),
      'u.username',
      'u.email',
      eb.fn.sum<number | string>('d.sale_count').as('sales_count'),
      eb.fn.sum<number | string>('d.total_usd_cents').as('revenue_cents'),
      eb.fn.sum<number | string>('d.commission_cents').as('commission_cents'),
    ])
    .$if(filter.sellerId !== undefined, (qb) => qb.where('d.seller_id', '=', filter.sellerId!))
    .groupBy(['d.seller_id', 'u.username', 'u.email'])
    .execute();
