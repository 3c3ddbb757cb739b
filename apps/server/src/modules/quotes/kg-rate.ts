import type { Configurations } from '@ponte/domain/settings';
import type { Db } from '../../db';
import { fetchKgFee } from '../../integrations/kg-fee/client';
import { getConfigurations } from '../settings/service';

/**
 * The tax service is asked at most once a minute: lists are polled and reloaded often, and an
 * unreachable service would otherwise cost 2 s on every load.
 */
const KG_RATE_TTL_MS = 60_000;
const kgRateCache = new Map<string, { value: number; until: number }>();

export async function currentKgRate(db: Db, configurations?: Configurations): Promise<number> {
  const c = configurations ?? (await getConfigurations(db));
  const key = `${c.kg_fee_url}|${c.kg_fee_fallback}`;
  const cached = kgRateCache.get(key);
  if (cached && cached.until > Date.now()) return cached.value;
  const fee = await fetchKgFee(c.kg_fee_url, c.kg_fee_fallback);
  kgRateCache.set(key, { value: fee.taxa_por_kg, until: Date.now() + KG_RATE_TTL_MS });
  return fee.taxa_por_kg;
}

/** For tests that change the tax service's answer. */
export const forgetKgRate = () => kgRateCache.clear();
