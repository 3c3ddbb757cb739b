import { DEFAULT_GRAPH_VERSION } from '@ponte/domain/funnel';
import type { Db } from '../../db';
import { readSettings } from '../settings/service';

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
