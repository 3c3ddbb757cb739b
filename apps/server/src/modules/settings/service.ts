import { DEFAULT_RATES, type QuoteRates } from '@ponte/domain/quote';
import { isMasked, maskSecret, QUOTE_RATE_DEFAULTS, type Configurations, type QuoteRateKey, type SaveConfigurations } from '@ponte/domain/settings';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/activity';
import { readSettings, writeSetting } from './queries';

const RATE_KEYS = Object.keys(QUOTE_RATE_DEFAULTS) as QuoteRateKey[];
const KEYS = ['meta_pixel_id', 'meta_access_token', 'apply_taxes_on_payment', 'kg_fee_url', ...RATE_KEYS] as const;

function rateOf(s: Map<string, string>, key: QuoteRateKey): number {
  const value = Number(s.get(key));
  return s.has(key) && Number.isFinite(value) ? value : QUOTE_RATE_DEFAULTS[key];
}

export async function getConfigurations(db: Db): Promise<Configurations> {
  const s = await readSettings(db, KEYS);
  const token = s.get('meta_access_token') ?? '';
  return {
    ...(Object.fromEntries(RATE_KEYS.map((k) => [k, rateOf(s, k)])) as Record<QuoteRateKey, number>),
    kg_fee_url: s.get('kg_fee_url') ?? '',
    meta_pixel_id: s.get('meta_pixel_id') ?? '',
    meta_access_token: maskSecret(token),
    meta_access_token_set: token !== '',
    // Spec 2: taxes apply unless the setting is explicitly false.
    apply_taxes_on_payment: s.get('apply_taxes_on_payment') !== 'false',
  };
}

/** The rates every quote the server computes uses. */
export async function readQuoteRates(db: Db): Promise<QuoteRates> {
  const c = await getConfigurations(db);
  return {
    ...DEFAULT_RATES,
    exchangeRate: c.exchange_rate,
    serviceFeePercent: c.service_fee_percent,
    taxesPercent: c.taxes_percent,
    applyTaxesOnPayment: c.apply_taxes_on_payment,
    shippingPerKgUsd: c.shipping_per_kg,
    brazilTaxesPercent: c.brazil_taxes_percent,
    importTaxPercent: c.import_tax_percent,
    icmsPercent: c.icms_percent,
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
