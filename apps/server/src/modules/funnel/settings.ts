import { DEFAULT_GRAPH_VERSION } from '@ponte/domain/funnel';
import {
  ATTRIBUTION_WINDOW_MAX_DAYS,
  ATTRIBUTION_WINDOW_MIN_DAYS,
  DEFAULT_ATTRIBUTION_WINDOW_DAYS,
} from '@ponte/domain/funnel-campaigns';
import type { Db, Tx } from '../../db';
import type { Actor } from '../../plugins/auth';
import { readSettings, saveSettings } from '../settings/service';

const KEYS = [
  'meta_pixel_id',
  'meta_access_token',
  'meta_graph_version',
  'meta_test_event_code',
  'shop_site_url',
] as const;

export type MetaSettings = {
  pixelId: string;
  accessToken: string;
  version: string;
  testEventCode: string;
  /** The shop site's origin ('https://www.loja.com.br'), or null while none is saved. */
  shopSiteOrigin: string | null;
};

/** Read on every call, so what an admin saves on /configuracoes applies to the next event. */
export async function readMetaSettings(db: Db): Promise<MetaSettings> {
  const s = await readSettings(db, KEYS);
  return {
    pixelId: s.get('meta_pixel_id') ?? '',
    accessToken: s.get('meta_access_token') ?? '',
    version: s.get('meta_graph_version') || DEFAULT_GRAPH_VERSION,
    testEventCode: s.get('meta_test_event_code') ?? '',
    shopSiteOrigin: s.get('shop_site_url') || null,
  };
}

/** Without a Pixel ID and a token, events are only stored and shown on /meta-funil. */
export const capiConfigured = (s: MetaSettings) => s.pixelId !== '' && s.accessToken !== '';

const WINDOW_KEY = 'meta_attribution_window_days';

/** Days after a click in which a sale converts it: the admin's choice, else the default. */
export async function readAttributionWindowDays(db: Db | Tx): Promise<number> {
  const saved = Number((await readSettings(db, [WINDOW_KEY])).get(WINDOW_KEY));
  return Number.isInteger(saved) && saved >= ATTRIBUTION_WINDOW_MIN_DAYS && saved <= ATTRIBUTION_WINDOW_MAX_DAYS
    ? saved
    : DEFAULT_ATTRIBUTION_WINDOW_DAYS;
}

/** PUT /api/meta/attribution-window: applies to the sales converted from now on, not to past ones. */
export async function saveAttributionWindowDays(db: Db, actor: Actor, days: number, ip?: string) {
  await saveSettings(db, actor, { [WINDOW_KEY]: String(days) }, ip, { days });
  return { days };
}
