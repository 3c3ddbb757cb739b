import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailSchema } from '@ponte/domain/errors';
import { funnelText } from '@ponte/domain/funnel';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';
import { newEventId, newFbclid, saveSettings, SHOP_SITE, track } from '../../../test/fixtures/funnel';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await saveSettings(t, { shop_site_url: SHOP_SITE });
});
afterAll(() => t.close());

const rowCounts = async () => ({
  clicks: (await t.db.selectFrom('funnel_clicks').select('id').execute()).length,
  events: (await t.db.selectFrom('funnel_events').select('id').execute()).length,
});
const clickOf = (fbclid: string) =>
  t.db.selectFrom('funnel_clicks').selectAll().where('click_id', '=', fbclid).executeTakeFirstOrThrow();
const customer = (phone: string, email?: string) =>
  postCustomer(t, { phone, name: `Cliente ${phone.slice(-4)}`, ...(email ? { email } : {}) });

const pageView = (fbclid: string, extra: object = {}) => ({
  event_name: 'PageView',
  event_id: newEventId('pv'),
  fbclid,
  ...extra,
});

describe('tracking payload validation', () => {
  it.each([
    ['no fbclid nor fbc', { event_name: 'PageView', event_id: 'e1' }, 'fbclid', funnelText.clickIdRequired],
    ['an unknown event', { event_name: 'Lead', event_id: 'e1', fbclid: 'IwAR1' }, 'event_name', undefined],
    [
      'an event_id with spaces',
      { event_name: 'PageView', event_id: 'a b', fbclid: 'IwAR1' },
      'event_id',
      funnelText.invalidEventId,
    ],
    [
      'an event_id past 100 characters',
      { event_name: 'PageView', event_id: 'x'.repeat(101), fbclid: 'IwAR1' },
      'event_id',
      funnelText.invalidEventId,
    ],
    [
      'an fbclid with a dot',
      { event_name: 'PageView', event_id: 'e1', fbclid: 'IwAR.1' },
      'fbclid',
      funnelText.invalidFbclid,
    ],
    [
      'an fbc not shaped fb.1.<ms>.<fbclid>',
      { event_name: 'PageView', event_id: 'e1', fbc: 'IwAR1' },
      'fbc',
      funnelText.invalidFbc,
    ],
    [
      'an invalid e-mail',
      { ...{ event_name: 'PageView', event_id: 'e1', fbclid: 'IwAR1' }, email: 'maria@' },
      'email',
      funnelText.invalidEmail,
    ],
    [
      'a phone without area code',
      { event_name: 'PageView', event_id: 'e1', fbclid: 'IwAR1', phone: '98888-7777' },
      'phone',
      funnelText.invalidPhone,
    ],
    [
      'a negative value',
      { event_name: 'Purchase', event_id: 'e1', fbclid: 'IwAR1', value: -1 },
      'value',
      funnelText.invalidValue,
    ],
    [
      'a value past R$ 1.000.000',
      { event_name: 'Purchase', event_id: 'e1', fbclid: 'IwAR1', value: 1_000_001 },
      'value',
      funnelText.invalidValue,
    ],
    [
      'a currency other than BRL',
      { event_name: 'Purchase', event_id: 'e1', fbclid: 'IwAR1', value: 10, currency: 'USD' },
      'currency',
      undefined,
    ],
    ['an unknown field', { event_name: 'PageView', event_id: 'e1', fbclid: 'IwAR1', admin: true }, '_', undefined],
  ])('%s answers 400 naming the field and writes nothing', async (_case, payload, field, message) => {
    const before = await rowCounts();
    const res = await track(t, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(FailSchema.safeParse(body).success).toBe(true);
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.details)).toContain(field);
    if (message) expect(body.details[field]).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('empty e-mail and phone read as not sent', async () => {
    const fbclid = newFbclid();
    expect((await track(t, pageView(fbclid, { email: '', phone: ' ' }))).statusCode).toBe(200);
    expect(await clickOf(fbclid)).toMatchObject({ email: null, phone: null, status: 'pending' });
  });
});

describe('CORS: only the shop site may call from a browser', () => {
  it('the shop site gets its origin back in Access-Control-Allow-Origin', async () => {
    const res = await track(t, pageView(newFbclid()));
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP_SITE);
    expect(res.headers.vary).toContain('Origin');
  });

  it('another site is refused with 403 origin_not_allowed, no CORS header and no row', async () => {
    const before = await rowCounts();
    const res = await track(t, pageView(newFbclid()), { origin: 'https://golpe.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: funnelText.originNotAllowed, code: 'origin_not_allowed' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(await rowCounts()).toEqual(before);
  });

  it('a look-alike origin (other scheme, port or subdomain) is another site', async () => {
    for (const origin of ['http://www.loja.test', 'https://www.loja.test:8443', 'https://loja.test', 'null']) {
      expect((await track(t, pageView(newFbclid()), { origin })).statusCode, origin).toBe(403);
    }
  });

  it('the preflight answers the shop site with POST and content-type, and refuses others', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/meta/events',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(SHOP_SITE);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': SHOP_SITE,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    });
    const other = await preflight('https://golpe.example');
    expect(other.statusCode).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("a refused body still carries the site's CORS header, so the site can read why", async () => {
    const res = await track(t, { event_name: 'PageView', event_id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(SHOP_SITE);
  });

  it("a call without Origin (the shop's server) is accepted without CORS headers", async () => {
    const res = await track(t, pageView(newFbclid()), { origin: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('an unknown click id creates the click; customers link it; a purchase converts it', () => {
  it('a first PageView creates a pending click with only that step', async () => {
    const fbclid = newFbclid();
    const res = await track(t, pageView(fbclid));
    expect(res.json()).toEqual({ success: true, data: { received: true, duplicate: false } });
    expect(await clickOf(fbclid)).toMatchObject({
      source: 'website',
      status: 'pending',
      customer_id: null,
      pageview: 1,
      addtocart: 0,
      initiatecheckout: 0,
      purchase: 0,
    });
  });

  it("pending → linked when the e-mail is a customer's (any case), → converted on Purchase; steps add up", async () => {
    const { id } = await customer('5511977770001', 'maria.funil@exemplo.com');
    const fbclid = newFbclid();
    await track(t, pageView(fbclid));
    await track(t, { event_name: 'AddToCart', event_id: newEventId(), fbclid, email: ' Maria.Funil@Exemplo.com ' });
    expect(await clickOf(fbclid)).toMatchObject({
      status: 'linked',
      customer_id: id,
      email: 'maria.funil@exemplo.com',
    });
    await track(t, { event_name: 'InitiateCheckout', event_id: newEventId(), fbclid });
    await track(t, { event_name: 'Purchase', event_id: newEventId(), fbclid, value: 150.5, currency: 'BRL' });
    expect(await clickOf(fbclid)).toMatchObject({
      status: 'converted',
      customer_id: id,
      pageview: 1,
      addtocart: 1,
      initiatecheckout: 1,
      purchase: 1,
    });
    // A later visit neither unlinks nor un-converts.
    await track(t, pageView(fbclid));
    expect(await clickOf(fbclid)).toMatchObject({ status: 'converted', customer_id: id });
  });

  it("links by the phone's digits, however the site writes them (no 55, no ninth digit)", async () => {
    const { id } = await customer('5531988887777');
    const fbclid = newFbclid();
    await track(t, pageView(fbclid, { phone: '(31) 8888-7777' }));
    expect(await clickOf(fbclid)).toMatchObject({ status: 'linked', customer_id: id, phone: '5531988887777' });
  });

  it('an e-mail two customers share links nobody', async () => {
    await customer('5511977770002', 'familia@exemplo.com');
    await customer('5511977770003', 'familia@exemplo.com');
    const fbclid = newFbclid();
    await track(t, pageView(fbclid, { email: 'familia@exemplo.com' }));
    expect(await clickOf(fbclid)).toMatchObject({ status: 'pending', customer_id: null, email: 'familia@exemplo.com' });
  });

  it('a Purchase of an unknown click creates it converted', async () => {
    const fbclid = newFbclid();
    await track(t, { event_name: 'Purchase', event_id: newEventId(), fbclid, value: 10 });
    expect(await clickOf(fbclid)).toMatchObject({ status: 'converted', purchase: 1, pageview: 0 });
  });

  it('the same event_id again is answered as a duplicate and stored once', async () => {
    const fbclid = newFbclid();
    const body = pageView(fbclid);
    await track(t, body);
    const again = await track(t, body);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    const click = await clickOf(fbclid);
    expect(await t.db.selectFrom('funnel_events').select('id').where('click_id', '=', click.id).execute()).toHaveLength(
      1,
    );
  });

  it('the _fbc cookie names the click and is kept as sent; an fbclid of another click wins over an old cookie', async () => {
    const fbclid = newFbclid();
    const fbc = `fb.1.1717000000000.${fbclid}`;
    await track(t, { event_name: 'PageView', event_id: newEventId(), fbc });
    expect(await clickOf(fbclid)).toMatchObject({ fbc });

    const fresh = newFbclid();
    await track(t, { event_name: 'PageView', event_id: newEventId(), fbc, fbclid: fresh });
    expect((await clickOf(fresh)).fbc).toMatch(new RegExp(`^fb\\.1\\.\\d{13}\\.${fresh}$`));
  });

  it('without Pixel ID and token the event is stored and shown only: no delivery job', async () => {
    const jobsBefore = (await t.db.selectFrom('jobs').select('id').execute()).length;
    const fbclid = newFbclid();
    await track(t, pageView(fbclid));
    const click = await clickOf(fbclid);
    const event = await t.db
      .selectFrom('funnel_events')
      .selectAll()
      .where('click_id', '=', click.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ delivery: 'stored', attempts: 0, last_error: null });
    expect((await t.db.selectFrom('jobs').select('id').execute()).length).toBe(jobsBefore);
  });
});

describe('without a saved shop site', () => {
  it('every browser origin is refused; server calls still work', async () => {
    const bare = await buildTestApp();
    try {
      expect((await track(bare, pageView(newFbclid()))).statusCode).toBe(403);
      expect((await track(bare, pageView(newFbclid()), { origin: null })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('rate limit per address', () => {
  it('past the limit an address gets 429 too_many_requests; another address is still served', async () => {
    const limited = await buildTestApp({ trackingRateLimit: 3 });
    try {
      await saveSettings(limited, { shop_site_url: SHOP_SITE });
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await track(limited, pageView(newFbclid()), { ip: '198.51.100.7' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await track(limited, pageView(newFbclid()), { ip: '198.51.100.7' });
      expect(refused.json()).toMatchObject({ success: false, code: 'too_many_requests' });
      expect((await track(limited, pageView(newFbclid()), { ip: '198.51.100.8' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
