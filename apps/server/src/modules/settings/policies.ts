/* The shop's policies kept as settings: opening hours, message retention, required 2FA, the survey. */
import { BusinessHoursBodySchema, DEFAULT_BUSINESS_HOURS, type BusinessHours } from '@ponte/domain/business-hours';
import { CSAT_DEFAULT_QUESTION } from '@ponte/domain/csat';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';

import { readSettings, writeSetting } from './queries';

const recordSettings = activityRecorder('settings');

/** The satisfaction survey's settings (issue 32): whether it is sent, and what it asks. */
export async function csatSettings(db: Db): Promise<{ enabled: boolean; question: string }> {
  const s = await readSettings(db, ['csat_enabled', 'csat_question']);
  return { enabled: s.get('csat_enabled') === 'true', question: s.get('csat_question') || CSAT_DEFAULT_QUESTION };
}

const BUSINESS_HOURS_KEY = 'business_hours';

/**
 * The opening hours (issue 32), kept whole as one JSON setting so a save is one write; the
 * default (off, Monday to Friday 09:00–18:00) until an admin saves them.
 */
export async function businessHours(db: Db | Tx): Promise<BusinessHours> {
  const stored = (await readSettings(db, [BUSINESS_HOURS_KEY])).get(BUSINESS_HOURS_KEY);
  if (!stored) return DEFAULT_BUSINESS_HOURS;
  // A value that is not the setting (edited by hand, cut short) reads as the default, never as
  // an error in the webhook that asks.
  let value: unknown = null;
  try {
    value = JSON.parse(stored);
  } catch {
    return DEFAULT_BUSINESS_HOURS;
  }
  const parsed = BusinessHoursBodySchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_BUSINESS_HOURS;
}

/** Saves the opening hours whole, recorded in the activity log. */
export async function saveBusinessHours(db: Db, actor: Actor, hours: BusinessHours): Promise<BusinessHours> {
  await db.transaction().execute(async (tx) => {
    await writeSetting(tx, BUSINESS_HOURS_KEY, JSON.stringify(hours), nowIso(), actor.id);
    await recordSettings(tx, actor.id, 'update', null, { keys: [BUSINESS_HOURS_KEY], enabled: hours.enabled });
  });
  return hours;
}

const MEDIA_RETENTION_KEY = 'media_retention_months';

/** Issue 33: after how many months message files are deleted; null: never (the default). */
export async function mediaRetentionMonths(db: Db): Promise<number | null> {
  const months = Number((await readSettings(db, [MEDIA_RETENTION_KEY])).get(MEDIA_RETENTION_KEY) ?? '');
  return Number.isInteger(months) && months > 0 ? months : null;
}

export async function saveMediaRetention(db: Db, actor: Actor, months: number | null, ip?: string) {
  await db.transaction().execute(async (tx) => {
    await writeSetting(tx, MEDIA_RETENTION_KEY, months === null ? '' : String(months), nowIso(), actor.id);
    await recordSettings(tx, actor.id, 'update', null, { keys: [MEDIA_RETENTION_KEY], months }, ip);
  });
  return { months };
}

const TWO_FACTOR_REQUIRED_KEY = 'two_factor_required';

/** Issue 33: whether admins and supervisors must sign in with a second factor. */
export async function twoFactorRequired(db: Db): Promise<boolean> {
  return (await readSettings(db, [TWO_FACTOR_REQUIRED_KEY])).get(TWO_FACTOR_REQUIRED_KEY) === 'true';
}

export async function saveTwoFactorRequired(db: Db, actor: Actor, required: boolean, ip?: string): Promise<boolean> {
  await db.transaction().execute(async (tx) => {
    await writeSetting(tx, TWO_FACTOR_REQUIRED_KEY, String(required), nowIso(), actor.id);
    await recordSettings(tx, actor.id, 'update', null, { keys: [TWO_FACTOR_REQUIRED_KEY], required }, ip);
  });
  return required;
}
