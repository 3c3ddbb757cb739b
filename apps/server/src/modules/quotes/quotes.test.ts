import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { sendJson, startPeer } from '../../../test/fakes/http-peer';

let t: TestContext;
let peer: Awaited<ReturnType<typeof startPeer>>;
beforeAll(async () => {
  t = await buildTestApp();
  peer = await startPeer((_req, res) => sendJson(res, 200, { taxa_por_kg: 11 }));
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const kgFee = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/quotes/kg-fee', headers: bearer(token) })).json().data;
const configure = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/configurations', headers: bearer(t.adminToken), payload });

describe('GET /api/quotes/kg-fee', () => {
  it('answers the configured fallback without a tax service URL', async () => {
    const trainee = await t.staff('trainee');
    expect(await kgFee(trainee.token)).toEqual({ taxa_por_kg: 5, source: 'fallback' });
  });

  it('answers the tax service rate once kg_fee_url is set, and the fallback when it is down', async () => {
    await configure({ kg_fee_url: `${peer.url}/wp-json/prc-tax/v1/taxa-kg`, kg_fee_fallback: 6 });
    expect(await kgFee(t.adminToken)).toEqual({ taxa_por_kg: 11, source: 'service' });
    await configure({ kg_fee_url: 'http://127.0.0.1:9/wp-json/prc-tax/v1/taxa-kg' });
    expect(await kgFee(t.adminToken)).toEqual({ taxa_por_kg: 6, source: 'fallback' });
  });
});

describe('GET /api/shipping/fee and /api/handling/fee', () => {
  it('answer the shipping rate per kg and the handling bands the budget maths uses', async () => {
    await configure({ shipping_per_kg: 6.5 });
    const trainee = await t.staff('trainee');
    const shipping = await t.app.inject({ method: 'GET', url: '/api/shipping/fee', headers: bearer(trainee.token) });
    expect(shipping.json().data).toEqual({ per_kg: 6.5, unit_weight_kg: 0.5 });
    const handling = (
      await t.app.inject({ method: 'GET', url: '/api/handling/fee', headers: bearer(trainee.token) })
    ).json().data;
    expect(handling.default_percent).toBe(10);
    expect(handling.bands[0]).toEqual({ min_kg: 0, max_kg: 2, percent: 10 });
    expect(handling.bands.at(-1)).toEqual({ min_kg: 50, max_kg: 100, percent: 50 });
    expect((await t.app.inject({ method: 'GET', url: '/api/shipping/fee' })).statusCode).toBe(401);
  });
});
