import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { SaleTable } from '../../../db/types';

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
