import type { Db, Tx } from '../../db';

export async function readSettings(db: Db | Tx, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [...keys]).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export const writeSetting = (db: Db | Tx, key: string, value: string, at: string, by: number | null) =>
  db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }))
    .execute();
