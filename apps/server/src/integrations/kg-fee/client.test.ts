import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { held, sendJson, startPeer } from '../../../test/fakes/http-peer';
import { fetchKgFee } from './client';

/** Far above the 2 s default (meant for a live shop): these calls end by the answer, never by the limit. */
const PATIENT_MS = 30_000;
/** /lento answers only after its test: only the client's limit can end that call. */
const slow = held();

let peer: Awaited<ReturnType<typeof startPeer>>;
beforeAll(async () => {
  peer = await startPeer(async (req, res) => {
    if (req.path.startsWith('/ok')) return sendJson(res, 200, { taxa_por_kg: 12.5 });
    if (req.path.startsWith('/texto')) return sendJson(res, 200, { taxa_por_kg: '9,90' });
    if (req.path.startsWith('/lento')) {
      await slow.released;
      return sendJson(res, 200, { taxa_por_kg: 99 });
    }
    if (req.path.startsWith('/vazio')) return sendJson(res, 200, {});
    if (req.path.startsWith('/enorme')) return sendJson(res, 200, { taxa_por_kg: 1e308 });
    sendJson(res, 500, { code: 'erro' });
  });
});
afterAll(() => {
  slow.release();
  return peer.close();
});

describe('kg fee from the tax service', () => {
  it('reads taxa_por_kg from the service (GET …/wp-json/prc-tax/v1/taxa-kg)', async () => {
    expect(await fetchKgFee(`${peer.url}/ok/wp-json/prc-tax/v1/taxa-kg`, 5, PATIENT_MS)).toEqual({
      taxa_por_kg: 12.5,
      source: 'service',
    });
    expect(peer.requests.at(-1)).toMatchObject({ method: 'GET', path: '/ok/wp-json/prc-tax/v1/taxa-kg' });
  });

  it('accepts a comma decimal string', async () => {
    expect((await fetchKgFee(`${peer.url}/texto`, 5, PATIENT_MS)).taxa_por_kg).toBe(9.9);
  });

  it('uses the fallback when the service is slower than the limit, fails or answers nonsense', async () => {
    expect(await fetchKgFee(`${peer.url}/lento`, 5, 100)).toMatchObject({ taxa_por_kg: 5, source: 'fallback' });
    expect(await fetchKgFee(`${peer.url}/falha`, 5, PATIENT_MS)).toMatchObject({
      taxa_por_kg: 5,
      source: 'fallback',
      error: 'respondeu 500',
    });
    expect(await fetchKgFee(`${peer.url}/vazio`, 5, PATIENT_MS)).toMatchObject({ taxa_por_kg: 5, source: 'fallback' });
    // A rate past US$ 1,000/kg would carry quotes past safe integers of cents.
    expect(await fetchKgFee(`${peer.url}/enorme`, 5, PATIENT_MS)).toMatchObject({ taxa_por_kg: 5, source: 'fallback' });
    expect(await fetchKgFee('http://127.0.0.1:9/x', 7, PATIENT_MS)).toMatchObject({
      taxa_por_kg: 7,
      source: 'fallback',
    });
  });

  it('uses the fallback without a URL, asking nobody', async () => {
    const before = peer.requests.length;
    expect(await fetchKgFee('', 6)).toEqual({ taxa_por_kg: 6, source: 'fallback' });
    expect(peer.requests.length).toBe(before);
  });
});
