import { CSAT_DEFAULT_QUESTION } from '@ponte/domain/csat';
import { DEFAULT_RATES, type QuoteRates } from '@ponte/domain/quote';
import {
  isMasked,
  maskSecret,
  QUOTE_RATE_DEFAULTS,
  settingsText,
  type AdminConfigurations,
  type Configurations,
  type QuoteConfigurations,
  type QuoteRateKey,
  type SaveConfigurations,
} from '@ponte/domain/settings';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import { isSealed, unseal, type Keyring } from '../../lib/sealing';
import { resealSecret, storedSecrets, writeSetting } from './queries';
import { readSettings } from './store';

const recordSettings = activityRecorder('settings');

export {
  businessHours,
  csatSettings,
  mediaRetentionMonths,
  saveBusinessHours,
  saveMediaRetention,
  saveTwoFactorRequired,
  twoFactorRequired,
} from './policies';
/* The key/value store, for the modules that keep their own settings (gateway, AI, Meta, SMTP, payments). */
export { readSettings, saveStateIfChanged, storeMadeOnce, writeChangedSettings, writeSettings } from './store';

const RATE_KEYS = Object.keys(QUOTE_RATE_DEFAULTS) as QuoteRateKey[];
const WOO_KEYS = ['woocommerce_url', 'woocommerce_consumer_key', 'woocommerce_consumer_secret'] as const;
const PAYMENT_KEYS = [
  'pix_key',
  'pix_merchant_name',
  'pix_merchant_city',
  'appmax_access_token',
  'appmax_url',
] as const;
const KEYS = [
  'meta_pixel_id',
  'meta_access_token',
  'apply_taxes_on_payment',
  'kg_fee_url',
  'public_url',
  'shop_whatsapp',
  'shop_site_url',
  'meta_graph_version',
  'meta_test_event_code',
  'csat_enabled',
  'csat_question',
  ...WOO_KEYS,
  ...PAYMENT_KEYS,
  ...RATE_KEYS,
] as const;
/** Secrets go out masked; the masked value sent back means "keep the stored one". */
const SECRET_KEYS = new Set<string>([
  'meta_access_token',
  'woocommerce_consumer_key',
  'woocommerce_consumer_secret',
  'appmax_access_token',
]);

function rateOf(s: Map<string, string>, key: QuoteRateKey): number {
  const value = Number(s.get(key));
  return s.has(key) && Number.isFinite(value) ? value : QUOTE_RATE_DEFAULTS[key];
}

export async function getConfigurations(db: Db): Promise<Configurations> {
  const s = await readSettings(db, KEYS);
  const token = s.get('meta_access_token') ?? '';
  const wooSecret = s.get('woocommerce_consumer_secret') ?? '';
  const appmaxToken = s.get('appmax_access_token') ?? '';
  const wooKey = s.get('woocommerce_consumer_key') ?? '';
  return {
    ...(Object.fromEntries(RATE_KEYS.map((k) => [k, rateOf(s, k)])) as Record<QuoteRateKey, number>),
    kg_fee_url: s.get('kg_fee_url') ?? '',
    meta_pixel_id: s.get('meta_pixel_id') ?? '',
    meta_access_token: maskSecret(token),
    meta_access_token_set: token !== '',
    // Spec 2: taxes apply unless the setting is explicitly false.
    apply_taxes_on_payment: s.get('apply_taxes_on_payment') !== 'false',
    woocommerce_url: s.get('woocommerce_url') ?? '',
    woocommerce_consumer_key: maskSecret(wooKey),
    woocommerce_consumer_secret: maskSecret(wooSecret),
    woocommerce_consumer_secret_set: wooSecret !== '',
    pix_key: s.get('pix_key') ?? '',
    pix_merchant_name: s.get('pix_merchant_name') ?? '',
    pix_merchant_city: s.get('pix_merchant_city') ?? '',
    appmax_access_token: maskSecret(appmaxToken),
    appmax_access_token_set: appmaxToken !== '',
    appmax_url: s.get('appmax_url') ?? '',
    public_url: s.get('public_url') ?? '',
    shop_whatsapp: s.get('shop_whatsapp') ?? '',
    shop_site_url: s.get('shop_site_url') ?? '',
    meta_graph_version: s.get('meta_graph_version') ?? '',
    meta_test_event_code: s.get('meta_test_event_code') ?? '',
    // Issue 32: off until an admin turns it on.
    csat_enabled: s.get('csat_enabled') === 'true',
    csat_question: s.get('csat_question') || CSAT_DEFAULT_QUESTION,
  };
}

/** What the server was started with (PUBLIC_URL) and the database it reads settings from. */
type PublicUrlContext = { db: Db; publicUrl: string | null };

/** Every setting for an admin (secrets masked), and where customer links take their address from. */
export async function adminConfigurations(ctx: PublicUrlContext): Promise<AdminConfigurations> {
  const c = await getConfigurations(ctx.db);
  const source = ctx.publicUrl ? 'env' : c.public_url ? 'settings' : null;
  return { ...c, public_url_source: source, public_url_in_use: ctx.publicUrl ?? (c.public_url || null) };
}

/**
 * GET /api/configurations: an admin gets everything; other roles only what the lists screen
 * uses, so store keys, the PIX key and tokens never reach them, even masked.
 */
export async function configurationsFor(
  ctx: PublicUrlContext,
  actor: Actor,
): Promise<AdminConfigurations | QuoteConfigurations> {
  if (actor.role === 'admin') return adminConfigurations(ctx);
  const c = await getConfigurations(ctx.db);
  return {
    ...(Object.fromEntries(RATE_KEYS.map((k) => [k, c[k]])) as Record<QuoteRateKey, number>),
    apply_taxes_on_payment: c.apply_taxes_on_payment,
  };
}

/** The address customers reach Ponte at: PUBLIC_URL, else the one an admin saved, else none yet. */
export async function publicUrlInUse(ctx: PublicUrlContext): Promise<string | null> {
  if (ctx.publicUrl) return ctx.publicUrl;
  return (await readSettings(ctx.db, ['public_url'])).get('public_url') || null;
}

/**
 * Base of the links sent to customers. Never the request's Host or X-Forwarded-Host: anyone
 * can forge those, and the link would send a customer's payment to their site.
 */
export async function customerLinkBase(ctx: PublicUrlContext): Promise<string> {
  const base = await publicUrlInUse(ctx);
  if (!base) throw conflict(settingsText.publicUrlMissing, 'public_url_missing');
  return base;
}

/** The shop's WhatsApp for the public checkout pages' help, or null until an admin saves one. */
export async function shopWhatsapp(db: Db): Promise<string | null> {
  return (await readSettings(db, ['shop_whatsapp'])).get('shop_whatsapp') || null;
}

export type PaymentSettings = {
  pix: { key: string; merchantName: string; merchantCity: string } | null;
  appmax: { accessToken: string; baseUrl: string } | null;
};

/** PIX needs its key, name and city; Appmax needs its token (the sandbox host when no URL is set). */
export async function readPaymentSettings(db: Db, appmaxDefaultUrl: string): Promise<PaymentSettings> {
  const s = await readSettings(db, PAYMENT_KEYS);
  const key = s.get('pix_key') ?? '';
  const token = s.get('appmax_access_token') ?? '';
  return {
    pix: key
      ? {
          key,
          merchantName: s.get('pix_merchant_name') || 'PONTE',
          merchantCity: s.get('pix_merchant_city') || 'SAO PAULO',
        }
      : null,
    appmax: token ? { accessToken: token, baseUrl: s.get('appmax_url') || appmaxDefaultUrl } : null,
  };
}

export type StoreSettings = { url: string; consumerKey: string; consumerSecret: string };

/** The WooCommerce connection, or null while any of its three settings is empty (Ponte's own catalogue is used then). */
export async function readStoreSettings(db: Db): Promise<StoreSettings | null> {
  const s = await readSettings(db, WOO_KEYS);
  const url = s.get('woocommerce_url') ?? '';
  const consumerKey = s.get('woocommerce_consumer_key') ?? '';
  const consumerSecret = s.get('woocommerce_consumer_secret') ?? '';
  return url && consumerKey && consumerSecret ? { url, consumerKey, consumerSecret } : null;
}

/** The rates every quote the server computes uses. */
export async function readQuoteRates(db: Db): Promise<QuoteRates> {
  return quoteRatesOf(await getConfigurations(db));
}

/** The quote rates within configurations already read. */
export function quoteRatesOf(c: Configurations): QuoteRates {
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
export async function saveConfigurations(
  ctx: PublicUrlContext,
  actor: Actor,
  input: SaveConfigurations,
): Promise<AdminConfigurations> {
  const values: Record<string, string | undefined> = {};
  for (const key of KEYS) {
    const value = input[key];
    if (value === undefined) continue;
    if (SECRET_KEYS.has(key) && typeof value === 'string' && isMasked(value)) continue;
    values[key] = String(value);
  }
  await saveSettings(ctx.db, actor, values);
  return adminConfigurations(ctx);
}

/**
 * Writes the values given (undefined: left as stored) in one transaction and records the keys
 * `actor` changed, with `details` after them when given (what the change was, say `{ days }`).
 */
export async function saveSettings(
  db: Db,
  actor: Actor,
  values: Record<string, string | undefined>,
  ip?: string,
  details?: Record<string, unknown>,
) {
  const at = nowIso();
  const changed: string[] = [];
  await db.transaction().execute(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      await writeSetting(tx, key, value, at, actor.id);
      changed.push(key);
    }
    await recordSettings(tx, actor.id, 'update', null, { keys: changed, ...details }, ip);
  });
}

/**
 * At start (issue 33, docs/0068): every sealed secret must open with this server's keys, so a
 * wrong ENCRYPTION_KEY stops the start with a clear message instead of sending garbage to a
 * provider; secrets stored before sealing existed are sealed now, in one transaction. Answers
 * how many were sealed.
 */
export async function sealStoredSecrets(db: Db, keyring: Keyring): Promise<number> {
  const rows = await storedSecrets(db);
  for (const r of rows) if (isSealed(r.value)) unseal(keyring, r.key, r.value);
  const plain = rows.filter((r) => !isSealed(r.value));
  if (plain.length > 0)
    await db.transaction().execute(async (tx) => {
      for (const r of plain) await resealSecret(tx, keyring, r.key, r.value);
    });
  return plain.length;
}

/** `npm run rotate-key`: every secret opened with the old keys and sealed under the new one, in one transaction. */
export async function resealSecrets(db: Db, from: Keyring, to: Keyring): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const rows = await storedSecrets(tx);
    for (const r of rows) await resealSecret(tx, to, r.key, unseal(from, r.key, r.value));
    return rows.length;
  });
}
