import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adCampaignText, type AdCampaign } from '@ponte/domain/ad-campaigns';
import { bearer, buildTestApp, type TestContext, activityAbout, newBotKey } from '../../../test/helpers';

let t: TestContext;
let botKey: string;
beforeAll(async () => {
  t = await buildTestApp();
  botKey = await newBotKey(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = t.adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const match = (payload: object, headers: Record<string, string> = { 'x-bot-key': botKey }) =>
  t.app.inject({ method: 'POST', url: '/api/ad-campaigns/match', headers, payload });

let seq = 0;
const body = (overrides: object = {}) => {
  seq += 1;
  return {
    name: `Campanha ${seq}`,
    campaign_id: `cmp-${seq}-${Date.now()}`,
    description: 'Anúncio no Instagram',
    trigger_phrase: `quero a oferta ${seq}`,
    active: true,
    ...overrides,
  };
};
async function newCampaign(overrides: object = {}): Promise<AdCampaign> {
  const res = await call('POST', '/api/ad-campaigns', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const activityOf = (id: number) => activityAbout(t.db, 'ad_campaign', id);

describe('creating and editing a campaign', () => {
  it('creates a campaign with trimmed fields, no products, zero customers, and records the activity', async () => {
    const res = await call('POST', '/api/ad-campaigns', {
      name: '  Black Friday  ',
      campaign_id: ' 120210000001 ',
      description: '',
      trigger_phrase: ' Quero a Black Friday ',
    });
    expect(res.statusCode).toBe(201);
    const c: AdCampaign = res.json().data;
    expect(c).toMatchObject({
      name: 'Black Friday',
      campaign_id: '120210000001',
      description: null,
      trigger_phrase: 'Quero a Black Friday',
      active: true,
      products: [],
      customers_count: 0,
    });
    expect(c.created_at).toMatch(/Z$/);
    expect((await activityOf(c.id)).map((a) => a.action)).toEqual(['create']);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: undefined }, 'name'],
    [{ campaign_id: '' }, 'campaign_id'],
    [{ campaign_id: undefined }, 'campaign_id'],
  ])("answers 400 'Nome da campanha e ID da campanha são obrigatórios' for %o", async (overrides, field) => {
    const res = await call('POST', '/api/ad-campaigns', body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: adCampaignText.required, code: 'invalid_input' });
    expect(res.json().details[field]).toBe(adCampaignText.required);
  });

  it('answers 409 campaign_id_taken for a campaign id already used, on create and on update', async () => {
    const first = await newCampaign({ campaign_id: 'DUP-1' });
    const dup = await call('POST', '/api/ad-campaigns', body({ campaign_id: 'DUP-1' }));
    expect([dup.statusCode, dup.json().error, dup.json().code]).toEqual([
      409,
      adCampaignText.campaignIdTaken,
      'campaign_id_taken',
    ]);
    const other = await newCampaign();
    const upd = await call('PUT', `/api/ad-campaigns/${other.id}`, body({ campaign_id: 'DUP-1' }));
    expect([upd.statusCode, upd.json().code]).toEqual([409, 'campaign_id_taken']);
    // Keeping its own id is no conflict.
    const same = await call('PUT', `/api/ad-campaigns/${first.id}`, body({ campaign_id: 'DUP-1', name: 'Renomeada' }));
    expect([same.statusCode, same.json().data.name]).toEqual([200, 'Renomeada']);
  });

  it('updates every field, toggles active and records each write', async () => {
    const c = await newCampaign();
    const res = await call('PUT', `/api/ad-campaigns/${c.id}`, {
      name: 'Nova',
      campaign_id: 'novo-id',
      description: 'd',
      trigger_phrase: null,
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: c.id,
      name: 'Nova',
      campaign_id: 'novo-id',
      description: 'd',
      trigger_phrase: null,
      active: false,
    });
    const on = await call('PUT', `/api/ad-campaigns/${c.id}/active`, { active: true });
    expect([on.statusCode, on.json().data.active]).toEqual([200, true]);
    expect((await activityOf(c.id)).map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('answers 404 for an unknown campaign on every call, and 400 for an id that is not a number', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/ad-campaigns/999999'],
      ['PUT', '/api/ad-campaigns/999999', body()],
      ['PUT', '/api/ad-campaigns/999999/active', { active: false }],
      ['DELETE', '/api/ad-campaigns/999999'],
      ['GET', '/api/ad-campaigns/999999/customers'],
      ['POST', '/api/ad-campaigns/999999/products', { name: 'x', price: 1 }],
      ['PUT', '/api/ad-campaigns/999999/products/1', { name: 'x', price: 1 }],
      ['DELETE', '/api/ad-campaigns/999999/products/1'],
    ] as [Method, string, object?][]) {
      const res = await call(method, url, payload);
      expect([res.statusCode, res.json().error], `${method} ${url}`).toEqual([404, adCampaignText.notFound]);
    }
    expect((await call('GET', '/api/ad-campaigns/abc')).statusCode).toBe(400);
  });

  it('deleting removes the campaign with its products and recorded customers; a second delete answers 404', async () => {
    const c = await newCampaign({ trigger_phrase: 'apagar esta campanha' });
    await call('POST', `/api/ad-campaigns/${c.id}/products`, { name: 'Tênis', price: 10 });
    await match({ phone: '5511988887777', message: 'Apagar esta campanha' });
    const res = await call('DELETE', `/api/ad-campaigns/${c.id}`);
    expect(res.json()).toEqual({ success: true, data: null });
    expect(await t.db.selectFrom('ad_campaign_products').where('campaign_id', '=', c.id).selectAll().execute()).toEqual(
      [],
    );
    expect(
      await t.db.selectFrom('ad_campaign_customers').where('campaign_id', '=', c.id).selectAll().execute(),
    ).toEqual([]);
    expect((await activityOf(c.id)).map((a) => a.action)).toContain('delete');
    expect((await call('DELETE', `/api/ad-campaigns/${c.id}`)).statusCode).toBe(404);
  });
});

describe('products of a campaign', () => {
  it('adds, edits and deletes a product; the price is kept in integer cents', async () => {
    const c = await newCampaign();
    const added = await call('POST', `/api/ad-campaigns/${c.id}/products`, {
      name: ' Tênis Nike ',
      price: 0.1 + 0.2,
      image: 'https://cdn.example.com/t.jpg',
      description: '',
    });
    expect(added.statusCode).toBe(201);
    const p = added.json().data;
    expect(p).toMatchObject({
      name: 'Tênis Nike',
      price: 0.3,
      image: 'https://cdn.example.com/t.jpg',
      description: null,
    });
    expect(
      await t.db.selectFrom('ad_campaign_products').select('price_cents').where('id', '=', p.id).executeTakeFirst(),
    ).toEqual({ price_cents: 30 });
    const edited = await call('PUT', `/api/ad-campaigns/${c.id}/products/${p.id}`, { name: 'Tênis', price: '199,90' });
    expect(edited.json().data).toMatchObject({ id: p.id, name: 'Tênis', price: 199.9, image: null });
    const free = await call('POST', `/api/ad-campaigns/${c.id}/products`, { name: 'Brinde', price: 0 });
    expect(free.statusCode).toBe(201);
    expect(
      (await call('GET', `/api/ad-campaigns/${c.id}`)).json().data.products.map((x: { name: string }) => x.name),
    ).toEqual(['Tênis', 'Brinde']);
    expect((await call('DELETE', `/api/ad-campaigns/${c.id}/products/${p.id}`)).json()).toEqual({
      success: true,
      data: null,
    });
    const again = await call('DELETE', `/api/ad-campaigns/${c.id}/products/${p.id}`);
    expect([again.statusCode, again.json().error]).toEqual([404, adCampaignText.productNotFound]);
    expect((await activityOf(c.id)).map((a) => a.action)).toEqual(['create', 'update', 'update', 'update', 'update']);
  });

  it.each([
    [{ name: '', price: 10 }, 'name'],
    [{ name: '  ', price: 10 }, 'name'],
    [{ price: 10 }, 'name'],
    [{ name: 'Tênis' }, 'price'],
    [{ name: 'Tênis', price: '' }, 'price'],
    [{ name: 'Tênis', price: null }, 'price'],
  ])("answers 400 'Nome e preço do produto são obrigatórios' for %o", async (payload, field) => {
    const c = await newCampaign();
    const res = await call('POST', `/api/ad-campaigns/${c.id}/products`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(adCampaignText.productRequired);
    expect(res.json().details[field]).toBe(adCampaignText.productRequired);
  });

  it.each([
    [-0.01, adCampaignText.priceNegative],
    [1.005, 'Use no máximo 2 casas decimais'],
    ['0,005', 'Use no máximo 2 casas decimais'],
    [1_000_000.01, adCampaignText.priceTooLarge],
    ['abc', adCampaignText.priceInvalid],
  ])('price %s: min 0 with step 0.01 answers 400 %j', async (price, message) => {
    const c = await newCampaign();
    const res = await call('POST', `/api/ad-campaigns/${c.id}/products`, { name: 'x', price });
    expect([res.statusCode, res.json().details.price]).toEqual([400, message]);
  });

  it('refuses an image that is not an http(s) URL', async () => {
    const c = await newCampaign();
    const res = await call('POST', `/api/ad-campaigns/${c.id}/products`, {
      name: 'x',
      price: 1,
      image: 'javascript:alert(1)',
    });
    expect([res.statusCode, res.json().details.image]).toEqual([400, adCampaignText.imageInvalid]);
  });

  it('a product of another campaign is not found through this one', async () => {
    const a = await newCampaign();
    const b = await newCampaign();
    const p = (await call('POST', `/api/ad-campaigns/${a.id}/products`, { name: 'x', price: 1 })).json().data;
    const res = await call('PUT', `/api/ad-campaigns/${b.id}/products/${p.id}`, { name: 'y', price: 2 });
    expect([res.statusCode, res.json().error]).toEqual([404, adCampaignText.productNotFound]);
  });
});

describe('the list', () => {
  it('searches by name or campaign id ignoring case and accents, paginates, and carries products and counts', async () => {
    const a = await newCampaign({ name: 'Promoção Relâmpago', campaign_id: 'ZX-ALFA' });
    const b = await newCampaign({ name: 'Outra', campaign_id: 'zx-beta' });
    await call('POST', `/api/ad-campaigns/${a.id}/products`, { name: 'Bolsa', price: 50 });
    const byName = (await call('GET', '/api/ad-campaigns?search=RELAMPAGO')).json();
    expect(byName.data.map((c: AdCampaign) => c.id)).toEqual([a.id]);
    expect(byName.data[0].products.map((p: { name: string }) => p.name)).toEqual(['Bolsa']);
    const byId = (await call('GET', '/api/ad-campaigns?search=zx-')).json();
    expect(byId.data.map((c: AdCampaign) => c.id)).toEqual([b.id, a.id]);
    const page = (await call('GET', '/api/ad-campaigns?search=zx-&limit=1&page=2')).json();
    expect(page.data.map((c: AdCampaign) => c.id)).toEqual([a.id]);
    expect(page.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    // A typed % is searched for, not a wildcard.
    expect((await call('GET', '/api/ad-campaigns?search=%25')).json().data).toEqual([]);
  });
});

describe('the bot asks which campaign a message belongs to', () => {
  it('answers the campaign whose phrase the message contains, ignoring case and accents, and records the customer', async () => {
    const c = await newCampaign({ trigger_phrase: 'Quero o Tênis Promoção' });
    await call('POST', `/api/ad-campaigns/${c.id}/products`, { name: 'Tênis', price: 99.9 });
    const res = await match({
      phone: '+55 (11) 97777-1111',
      message: 'Olá! QUERO O TENIS   promocao, por favor',
      name: 'Ana',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      campaign: {
        id: c.id,
        campaign_id: c.campaign_id,
        trigger_phrase: 'Quero o Tênis Promoção',
        products: [{ name: 'Tênis', price: 99.9 }],
      },
      first_time: true,
    });
    const customers = (await call('GET', `/api/ad-campaigns/${c.id}/customers`)).json();
    expect(customers.data).toEqual([
      {
        customer_id: data.customer_id,
        name: 'Ana',
        phone: '5511977771111',
        first_message: 'Olá! QUERO O TENIS   promocao, por favor',
        created_at: expect.stringMatching(/Z$/),
      },
    ]);
    expect((await call('GET', `/api/ad-campaigns/${c.id}`)).json().data.customers_count).toBe(1);
    // Asked again: the same campaign, the customer is not recorded twice.
    const again = (await match({ phone: '5511977771111', message: 'quero o tênis promoção' })).json().data;
    expect([again.campaign.id, again.customer_id, again.first_time]).toEqual([c.id, data.customer_id, false]);
    expect((await call('GET', `/api/ad-campaigns/${c.id}`)).json().data.customers_count).toBe(1);
  });

  it('the longest matching phrase wins; inactive campaigns and campaigns without a phrase never match', async () => {
    const short = await newCampaign({ trigger_phrase: 'oferta zeta' });
    const long = await newCampaign({ trigger_phrase: 'oferta zeta premium' });
    await newCampaign({ trigger_phrase: 'oferta zeta premium gold', active: false });
    await newCampaign({ trigger_phrase: null });
    const res = (await match({ phone: '5511966660001', message: 'vi a oferta zeta premium gold' })).json().data;
    expect(res.campaign.id).toBe(long.id);
    expect((await match({ phone: '5511966660001', message: 'oferta zeta' })).json().data.campaign.id).toBe(short.id);
  });

  it('answers null and records nobody when no active phrase is in the message', async () => {
    const before = await t.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await match({ phone: '5511955550000', message: 'bom dia, qual o horário?' });
    expect(res.json()).toEqual({ success: true, data: { campaign: null, customer_id: null, first_time: false } });
    const after = await t.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs the bot key: 401 without it or with a wrong one, 403 with a staff token', async () => {
    const payload = { phone: '5511955550000', message: 'x' };
    expect((await match(payload, {})).statusCode).toBe(401);
    const wrong = await match(payload, { 'x-bot-key': 'errada' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'bot_key_invalid']);
    expect((await match(payload, bearer(t.adminToken))).statusCode).toBe(403);
  });

  it.each([
    [{ message: 'oi' }, 'phone', adCampaignText.phoneRequired],
    [{ phone: '123', message: 'oi' }, 'phone', adCampaignText.phoneInvalid],
    [{ phone: '5511955550000', message: '  ' }, 'message', adCampaignText.messageRequired],
  ])('answers 400 for %o', async (payload, field, message) => {
    const res = await match(payload);
    expect([res.statusCode, res.json().details[field]]).toEqual([400, message]);
  });

  it('is described in the OpenAPI document as a bot-key call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/ad-campaigns/match'].post;
    expect(op.security).toEqual([{ botKey: [] }]);
    expect(op.description).toContain('x-bot-key');
  });
});

describe('concurrency', () => {
  it('50 identical bot calls at once record the customer once', async () => {
    const c = await newCampaign({ trigger_phrase: 'corrida de cinquenta' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => match({ phone: '5511944443333', message: 'corrida de cinquenta' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const data = results.map((r) => r.json().data);
    expect(new Set(data.map((d) => d.customer_id)).size).toBe(1);
    expect(data.filter((d) => d.first_time)).toHaveLength(1);
    const rows = await t.db.selectFrom('ad_campaign_customers').selectAll().where('campaign_id', '=', c.id).execute();
    expect(rows).toHaveLength(1);
    expect((await activityOf(c.id)).filter((a) => a.details?.includes('customer_from_campaign'))).toHaveLength(1);
  });
});
