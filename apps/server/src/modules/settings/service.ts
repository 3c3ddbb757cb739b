import { isMasked, maskSecret, type Configurations, type SaveConfigurations } from '@ponte/domain/settings';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/activity';
import { readSettings, writeSetting } from './queries';

const KEYS = ['meta_pixel_id', 'meta_access_token', 'apply_taxes_on_payment'] as const;

export async function getConfigurations(db: Db): Promise<Configurations> {
  const s = await readSettings(db, KEYS);
  const token = s.get('meta_access_token') ?? '';
  return {
    meta_pixel_id: s.get('meta_pixel_id') ?? '',
    meta_access_token: maskSecret(token),
    meta_access_token_set: token !== '',
    // Spec 2: taxes apply unless the setting is explicitly false.
    apply_taxes_on_payment: s.get('apply_taxes_on_payment') !== 'false',
  };
}

/** Saves the keys that were sent; a masked token sent back unchanged keeps the stored secret. */
export async function saveConfigurations(db: Db, actor: Actor, input: SaveConfigurations): Promise<Configurations> {
  const at = nowIso();
  const changed: string[] = [];
  await db.transaction().execute(async (tx) => {
    for (const key of KEYS) {
      const value = input[key];
      if (value === undefined) continue;
      if (key === 'meta_access_token' && typeof value === 'string' && isMasked(value)) continue;
      await writeSetting(tx, key, String(value), at, actor.id);
      changed.push(key);
    }
    await recordActivity(tx, { userId: actor.id, action: 'update', entityType: 'settings', details: { keys: changed } });
  });
  return getConfigurations(db);
}
