import { sql } from 'kysely';
import type { Db } from '../../db';
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

export const findOwnProduct = (db: Db, id: number) => db.selectFrom('store_products').selectAll().where('id', '=', id).executeTakeFirst();

export const insertOwnProduct = (db: Db, row: Insertable<StoreProductTable>) =>
  db.insertInto('store_products').values(row).returningAll().executeTakeFirstOrThrow();
