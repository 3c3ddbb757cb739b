import { KG_RATE_MAX_USD } from '@ponte/domain/money';

/** The tax service answers `{ taxa_por_kg }`; it gets 2 s before the configured fallback is used. */
export const KG_FEE_TIMEOUT_MS = 2000;

export type KgFee = { taxa_por_kg: number; source: 'service' | 'fallback'; error?: string };

export async function fetchKgFee(url: string, fallback: number, timeoutMs = KG_FEE_TIMEOUT_MS): Promise<KgFee> {
  if (!url) return { taxa_por_kg: fallback, source: 'fallback' };
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`respondeu ${res.status}`);
    const body = (await res.json()) as { taxa_por_kg?: unknown };
    const fee = Number(typeof body.taxa_por_kg === 'string' ? body.taxa_por_kg.replace(',', '.') : body.taxa_por_kg);
    // An absurd rate would make every quote absurd (and past safe integers of cents): use the fallback.
    if (!Number.isFinite(fee) || fee < 0 || fee > KG_RATE_MAX_USD) throw new Error('resposta sem taxa_por_kg válida');
    return { taxa_por_kg: fee, source: 'service' };
  } catch (err) {
    return { taxa_por_kg: fallback, source: 'fallback', error: err instanceof Error ? err.message : String(err) };
  }
}
