import { describe, expect, it } from 'vitest';
import { planText, type Plan } from '@ponte/domain/plans';
import { bearer, type TestContext, useTestApp, activityAbout } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const as = (token: string) => ({
  list: (query = '') => t.app.inject({ method: 'GET', url: `/api/subscriptions${query}`, headers: bearer(token) }),
  create: (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(token), payload }),
  update: (id: number | string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/subscriptions/${id}`, headers: bearer(token), payload }),
  remove: (id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/subscriptions/${id}`, headers: bearer(token) }),
});
const admin = () => as(t.adminToken);

const body = (overrides: object = {}) => ({
  name: 'Plano Teste',
  price_monthly: 12.99,
  max_weight_kg: 7.5,
  shipping_discount: 0.1 + 0.2,
  handling_discount: 19.99,
  benefits: [' Frete fixo ', ''],
  limitations: ['Até 7,5 kg'],
  active: true,
  ...overrides,
});

const SAMPLE_NAMES = ['Just One', '5 por $55', 'Premium Plus'];

const planRow = (id: number) =>
  t.db.selectFrom('subscription_plans').selectAll().where('id', '=', id).executeTakeFirst();
const activityFor = (id: number) => activityAbout(t.db, 'plan', id);

describe('sample plans (spec 2 §3)', () => {
  it('the three sample plans exist on a fresh database, active, with their prices, weights and fees', async () => {
    // The migration inserts them: the file's database is fresh and this test changes nothing.
    const res = await admin().list();
    expect(res.statusCode).toBe(200);
    const samples = (res.json().data as Plan[]).filter((p) => SAMPLE_NAMES.includes(p.name));
    expect(
      samples.map((p) => [
        p.name,
        p.price_monthly,
        p.max_weight_kg,
        p.shipping_discount,
        p.handling_discount,
        p.active,
      ]),
    ).toEqual([
      ['Just One', 1.99, 3, 10, 15, true],
      ['5 por $55', 5.99, 5, 15, 40, true],
      ['Premium Plus', 12.99, 10, 25, 60, true],
    ]);
    for (const p of samples) {
      expect(p.benefits.length).toBeGreaterThan(0);
      expect(p.limitations.length).toBeGreaterThan(0);
      expect(p.created_at).toMatch(/Z$/);
    }
  });
});

describe('GET /api/subscriptions', () => {
  it('any staff member lists the plans ordered by price; ?active=true keeps only the active ones', async () => {
    const inactive = (await admin().create(body({ name: 'Plano Inativo', price_monthly: 0.5, active: false }))).json()
      .data as Plan;
    const trainee = await t.staff('trainee');
    const all: Plan[] = (await as(trainee.token).list()).json().data;
    expect(all.map((p) => p.id)).toContain(inactive.id);
    const prices = all.map((p) => p.price_monthly);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const active: Plan[] = (await as(trainee.token).list('?active=true')).json().data;
    expect(active.map((p) => p.id)).not.toContain(inactive.id);
    expect(active.every((p) => p.active)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
  });
});

describe('POST /api/subscriptions', () => {
  it('creates a plan, keeps cents precision (12.99, 0.1 + 0.2), trims the lists and records the activity', async () => {
    const res = await admin().create(body());
    expect(res.statusCode).toBe(201);
    const plan: Plan = res.json().data;
    expect(plan).toMatchObject({
      name: 'Plano Teste',
      price_monthly: 12.99,
      max_weight_kg: 7.5,
      shipping_discount: 0.3,
      handling_discount: 19.99,
      benefits: ['Frete fixo'],
      limitations: ['Até 7,5 kg'],
      active: true,
    });
    expect(await planRow(plan.id)).toMatchObject({
      price_monthly_cents: 1299,
      shipping_fee_cents: 30,
      handling_fee_cents: 1999,
      active: 1,
    });
    const listed: Plan[] = (await admin().list()).json().data;
    expect(listed.find((p) => p.id === plan.id)).toEqual(plan);
    const log = await activityFor(plan.id);
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ price_monthly: 0 }, 'price_monthly'],
    [{ max_weight_kg: 0 }, 'max_weight_kg'],
    [{ price_monthly: undefined }, 'price_monthly'],
    [{ max_weight_kg: '' }, 'max_weight_kg'],
  ])("answers 400 'Nome, preço mensal e peso máximo são obrigatórios' for %o (field %s)", async (overrides, field) => {
    const res = await admin().create(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(planText.required);
    expect(res.json().details[field]).toBe(planText.required);
  });

  it.each(['price_monthly', 'max_weight_kg', 'shipping_discount', 'handling_discount'])(
    "answers 400 'O valor não pode ser negativo' for a negative %s",
    async (field) => {
      const res = await admin().create(body({ [field]: -1 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field]).toBe(planText.negative);
    },
  );

  it.each([
    ['price_monthly', '2,555', 'Use no máximo 2 casas decimais'],
    ['shipping_discount', 0.005, 'Use no máximo 2 casas decimais'],
    ['max_weight_kg', '0,1234', 'Use no máximo 3 casas decimais'],
  ])(
    'a %s of %j keeps more than the field does: 400, never rounded, nothing written (issue 28)',
    async (field, value, message) => {
      const before = (await t.db.selectFrom('subscription_plans').select('id').execute()).length;
      const res = await admin().create(body({ [field]: value }));
      expect([res.statusCode, res.json().details[field]]).toEqual([400, message]);
      expect((await t.db.selectFrom('subscription_plans').select('id').execute()).length).toBe(before);
    },
  );

  it("reads '2,50' as US$ 2.50 and '1.234,5' kg as 1234.5, as a Brazilian types them (issue 28)", async () => {
    const res = await admin().create(
      body({ price_monthly: '2,50', max_weight_kg: '1,5', shipping_discount: '1.234,56' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ price_monthly: 2.5, max_weight_kg: 1.5, shipping_discount: 1234.56 });
  });

  it('answers 400 with details for too many or too long items, and for a body that is not an object', async () => {
    expect((await admin().create(body({ benefits: Array(21).fill('x') }))).json().details.benefits).toBe(
      planText.tooManyItems,
    );
    expect((await admin().create(body({ limitations: ['x'.repeat(201)] }))).json().details['limitations.0']).toBe(
      planText.itemTooLong,
    );
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: { ...bearer(t.adminToken), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
  });

  it.each(['operador', 'trainee'] as const)('answers 403 to %s and writes nothing', async (role) => {
    const s = await t.staff(role);
    const res = await as(s.token).create(body({ name: 'Proibido' }));
    expect(res.statusCode).toBe(403);
    expect(
      await t.db.selectFrom('subscription_plans').select('id').where('name', '=', 'Proibido').execute(),
    ).toHaveLength(0);
  });
});

describe('PUT /api/subscriptions/{id}', () => {
  it('updates every field with cents precision and records the activity', async () => {
    const created: Plan = (await admin().create(body({ name: 'Antes' }))).json().data;
    const res = await admin().update(
      created.id,
      body({
        name: 'Depois',
        price_monthly: 0.1 + 0.2,
        max_weight_kg: 2.25,
        handling_discount: 1.25,
        benefits: [],
        limitations: ['Nova'],
        active: false,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: 'Depois',
      price_monthly: 0.3,
      max_weight_kg: 2.25,
      handling_discount: 1.25,
      benefits: [],
      limitations: ['Nova'],
      active: false,
      created_at: created.created_at,
    });
    expect(await planRow(created.id)).toMatchObject({ price_monthly_cents: 30, handling_fee_cents: 125, active: 0 });
    expect((await activityFor(created.id)).map((l) => l.action)).toEqual(['create', 'update']);
  });

  it("answers 400 'Nome, preço mensal e peso máximo são obrigatórios' and keeps the plan", async () => {
    const created: Plan = (await admin().create(body({ name: 'Intocado' }))).json().data;
    const res = await admin().update(created.id, body({ name: '' }));
    expect([res.statusCode, res.json().error]).toEqual([400, planText.required]);
    expect((await planRow(created.id))?.name).toBe('Intocado');
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const res = await admin().update(999999, body());
    expect([res.statusCode, res.json().error]).toEqual([404, planText.notFound]);
    expect((await admin().update('abc', body())).statusCode).toBe(400);
  });

  it('answers 403 to a non-admin', async () => {
    const created: Plan = (await admin().create(body())).json().data;
    const s = await t.staff('operador');
    expect((await as(s.token).update(created.id, body({ name: 'Hack' }))).statusCode).toBe(403);
    expect((await planRow(created.id))?.name).toBe('Plano Teste');
  });
});

describe('DELETE /api/subscriptions/{id}', () => {
  it('deletes the plan and records the activity; a second delete answers 404', async () => {
    const created: Plan = (await admin().create(body({ name: 'Para excluir' }))).json().data;
    const res = await admin().remove(created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    expect(await planRow(created.id)).toBeUndefined();
    expect((await activityFor(created.id)).map((l) => l.action)).toEqual(['create', 'delete']);
    const again = await admin().remove(created.id);
    expect([again.statusCode, again.json().error]).toEqual([404, planText.notFound]);
  });

  it('answers 403 to a trainee and keeps the plan', async () => {
    const created: Plan = (await admin().create(body())).json().data;
    const s = await t.staff('trainee');
    expect((await as(s.token).remove(created.id)).statusCode).toBe(403);
    expect(await planRow(created.id)).toBeDefined();
  });
});
