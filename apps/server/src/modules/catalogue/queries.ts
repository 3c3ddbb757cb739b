import { sql } from 'kysely';
import type { Db, Tx } from '../../db';
import { likeContains } from '../../db/like';
import type { StoreProduct as StoreProductRow, StoreProductTable } from '../../db/types';
import type { Insertable } from 'kysely';

/** `pattern` is already folded the way search_text was written. */
export const searchOwnProducts = (db: Db, pattern: string, limit: number): Promise<StoreProductRow[]> =>
  db
    .selectFrom('store_products')
    .selectAll()
    .where(likeContains(sql.ref('search_text'), pattern))
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();

export const findOwnProduct = (db: Db, id: number) =>
  db.selectFrom('store_products').selectAll().where('id', '=', id).executeTakeFirst();

export const insertOwnProduct = (db: Db, row: Insertable<StoreProductTable>) =>
  db.insertInto('store_products').values(row).returningAll().executeTakeFirstOrThrow();

export const listWeightRows = (db: Db) =>
  db.selectFrom('product_weights').select(['product_id', 'weight']).orderBy('product_id').execute();

/** The whole weight catalogue is replaced, in batches of 500 rows, inside the caller's transaction. */
export async function replaceWeightRows(tx: Tx, rows: readonly { id: string; weight: string }[], at: string) {
  await tx.deleteFrom('product_weights').execute();
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insertInto('product_weights')
      .values(rows.slice(i, i + 500).map((r) => ({ product_id: r.id, weight: r.weight, updated_at: at })))
      .execute();
  }
}
