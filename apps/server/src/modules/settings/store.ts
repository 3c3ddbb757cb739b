/* The key/value store the modules that keep their own settings (gateway, AI, Meta, SMTP, payments) read and write through. */
import type { Db, Tx } from '../../db';
import * as queries from './queries';

/** The stored values of these keys, secrets opened (a key never saved is absent): a module reads its own settings. */
export const readSettings = (db: Db | Tx, keys: readonly string[]): Promise<Map<string, string>> =>
  queries.readSettings(db, keys);

/**
 * Writes every value given, changed or not, in the caller's transaction: a module's own settings
 * saved along with its other changes (the caller records the entry, if any).
 */
export async function writeSettings(tx: Tx, values: Record<string, string>, at: string, by: number | null) {
  for (const [key, value] of Object.entries(values)) await queries.writeSetting(tx, key, value, at, by);
}

/**
 * Writes each value that differs from the stored one, in the caller's transaction; answers the
 * keys that changed, for the activity entry (a secret's key says it changed, never its value).
 */
export async function writeChangedSettings(
  tx: Tx,
  values: Record<string, string>,
  at: string,
  by: number | null,
): Promise<string[]> {
  const stored = await queries.readSettings(tx, Object.keys(values));
  const changed = Object.keys(values).filter((key) => (stored.get(key) ?? '') !== values[key]);
  for (const key of changed) await queries.writeSetting(tx, key, values[key]!, at, by);
  return changed;
}

/**
 * A value the system makes on first need (a webhook secret, the bot key), stored unless the key
 * has one, in one statement: of callers at the same moment the first is kept (docs/0012). True
 * when this call's value was stored.
 */
export const storeMadeOnce = (db: Db | Tx, key: string, value: string, at: string): Promise<boolean> =>
  queries.insertSettingIfAbsent(db, key, value, at, null);

/**
 * A state the system was told (the WhatsApp connection's), stored with since when only when it
 * differs from the stored one: of two reports of the same state at once only one is told it
 * changed (true). Plain settings only (a sealed value differs at every write).
 */
export async function saveStateIfChanged(tx: Tx, key: string, sinceKey: string, state: string, at: string) {
  if (!(await queries.writeSettingIfChanged(tx, key, state, at, null))) return false;
  await queries.writeSetting(tx, sinceKey, at, at, null);
  return true;
}
