import type { Db, Tx } from '../../db';
import { installedKeyring, openStored, seal, type Keyring } from '../../lib/sealing';

/**
 * The settings that hold an integration's secret: stored sealed (issue 33, docs/0068), opened
 * only here, so every module reads and writes them as plain text through this file.
 */
export const SEALED_SETTINGS: ReadonlySet<string> = new Set([
  'meta_access_token',
  'woocommerce_consumer_key',
  'woocommerce_consumer_secret',
  'appmax_access_token',
  'evolution_api_key',
  'evolution_instance_token',
  // The secrets in the two webhook URLs: whoever holds one can post as the gateway or as Appmax.
  'evolution_webhook_secret',
  'appmax_webhook_secret',
  'smtp_password',
  'ai_api_key',
]);

/** What goes into the table: a secret sealed under the newest key; '' (no secret) stays ''. */
const stored = (key: string, value: string) =>
  SEALED_SETTINGS.has(key) && value !== '' ? seal(installedKeyring(), key, value) : value;

export async function readSettings(db: Db | Tx, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, openStored(r.key, r.value)]));
}

export const writeSetting = (db: Db | Tx, key: string, plain: string, at: string, by: number | null) => {
  const value = stored(key, plain);
  return db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }))
    .execute();
};

/** Every stored secret, as stored (sealed, or plain from before sealing): the start's check and the key rotation. */
export const storedSecrets = (db: Db | Tx) =>
  db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...SEALED_SETTINGS])
    .where('value', '<>', '')
    .execute();

/** Writes a secret sealed with the given keyring (the rotation's new key), keeping who saved it and when. */
export const resealSecret = (db: Db | Tx, keyring: Keyring, key: string, plain: string) =>
  db
    .updateTable('settings')
    .set({ value: seal(keyring, key, plain) })
    .where('key', '=', key)
    .execute();

/** Writes only a missing key: an existing value is kept (first writer wins). */
/** Stores the value unless the key has one, in one statement; true when this call stored it. */
export const insertSettingIfAbsent = async (db: Db | Tx, key: string, plain: string, at: string, by: number | null) =>
  (await db
    .insertInto('settings')
    .values({ key, value: stored(key, plain), updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst()) !== undefined;

/**
 * Writes the value only when it differs from the stored one, in one statement, so of two
 * concurrent writers of the same value only one is told it changed. True when it changed.
 * Plain settings only: a sealed value differs at every write (a fresh nonce), and writing one
 * here would store a secret in plain text.
 */
export async function writeSettingIfChanged(
  db: Db | Tx,
  key: string,
  value: string,
  at: string,
  by: number | null,
): Promise<boolean> {
  if (SEALED_SETTINGS.has(key)) throw new Error(`writeSettingIfChanged: '${key}' is sealed at rest; use writeSetting`);
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
