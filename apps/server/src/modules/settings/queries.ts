import type { Db, Tx } from '../../db';

export async function readSettings(db: Db | Tx, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export const writeSetting = (db: Db | Tx, key: string, value: string, at: string, by: number | null) =>
  db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }))
    .execute();

/** Writes only a missing key: an existing value is kept (first writer wins). */
/** Stores the value unless the key has one, in one statement; true when this call stored it. */
export const insertSettingIfAbsent = async (db: Db | Tx, key: string, value: string, at: string, by: number | null) =>
  (await db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst()) !== undefined;

/**
 * Writes the value only when it differs from the stored one, in one statement, so of two
 * concurrent writers of the same value only one is told it changed. True when it changed.
 */
export async function writeSettingIfChanged(
  db: Db | Tx,
  key: string,
  value: string,
  at: string,
  by: number | null,
): Promise<boolean> {
  const row = await db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }).where('settings.value', '<>', value),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}
