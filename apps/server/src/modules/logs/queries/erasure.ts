import { sql } from 'kysely';
import type { Db, Tx } from '../../../db';
import { likeContains } from '../../../db/like';

/**
 * Issue 33, erasure: activity details and server error messages that hold one of the customer's
 * values (name, numbers, e-mails) lose them; the entries (who did what, when) stay.
 */
export async function scrubLogsOf(db: Db | Tx, customerId: number, terms: string[], note: string) {
  // As stored (SQLite's lower() folds ASCII only: 'Érica' is found as written) and lower-cased.
  const mentions = (column: string) =>
    sql<boolean>`(${sql.join(
      terms.flatMap((t) => [
        likeContains(sql.ref(column), t),
        likeContains(sql<string>`lower(${sql.ref(column)})`, t.toLowerCase()),
      ]),
      sql` or `,
    )})`;
  const aboutCustomer = sql<boolean>`(entity_type = 'customer' and entity_id = ${String(customerId)})`;
  await db
    .updateTable('activity_log')
    .set({ details: null })
    .where(terms.length ? sql<boolean>`(${aboutCustomer} or ${mentions('details')})` : aboutCustomer)
    .execute();
  if (terms.length === 0) return;
  await db.updateTable('server_errors').set({ message: note }).where(mentions('message')).execute();
}
