import { describe, expect, it } from 'vitest';
import { commissionText, type CommissionRule } from '@ponte/domain/commissions';
import { bearer, type TestContext, useTestApp, activityAbout } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const as = (token: string) => ({
  list: () => t.app.inject({ method: 'GET', url: '/api/commissions/rules', headers: bearer(token) }),
  create: (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/commissions/rules', headers: bearer(token), payload }),
  update: (id: number | string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/commissions/rules/${id}`, headers: bearer(token), payload }),
  remove: (id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/commissions/rules/${id}`, headers: bearer(token) }),
});
const admin = () => as(t.adminToken);

const body = (overrides: object = {}) => ({
  name: 'Prata',
  min_value: 500,
  max_value: 2000,
  percentage: 5,
  ...overrides,
});
const created = async (overrides: object = {}) => (await admin().create(body(overrides))).json().data as CommissionRule;

const ruleRow = (id: number) => t.db.selectFrom('commission_rules').selectAll().where('id', '=', id).executeTakeFirst();
const activityFor = (id: number) => activityAbout(t.db, 'commission_rule', id);

describe('POST /api/commissions/rules', () => {
  it('creates an active rule, stores cents and basis points, and records the activity', async () => {
    const res = await admin().create(body({ name: ' Ouro ', min_value: 2000.01, max_value: null, percentage: 7.25 }));
    expect(res.statusCode).toBe(201);
    const rule: CommissionRule = res.json().data;
    expect(rule).toMatchObject({ name: 'Ouro', min_value: 2000.01, max_value: null, percentage: 7.25, active: true });
    expect(rule.created_at).toMatch(/Z$/);
    expect(await ruleRow(rule.id)).toMatchObject({
      min_value_cents: 200001,
      max_value_cents: null,
      percentage_bps: 725,
      active: 1,
    });
    const log = await activityFor(rule.id);
    expect(log.map((l) => [l.action, l.user_id])).toEqual([['create', 1]]);
    expect(JSON.parse(log[0]!.details!)).toMatchObject({ name: 'Ouro', percentage: 7.25 });
  });

  it("an empty maximum ('' or left out) is unlimited", async () => {
    expect((await created({ max_value: '' })).max_value).toBeNull();
    const { max_value: _omitted, ...withoutMax } = body();
    expect(((await admin().create(withoutMax)).json().data as CommissionRule).max_value).toBeNull();
  });

  it("reads numbers typed the Brazilian way: '2,5' is 2.5 %, '1.234,56' and '1234,56' are the same value (issue 28)", async () => {
    const rule = await created({ min_value: '1.234,56', max_value: '1234,57', percentage: '2,5' });
    expect([rule.min_value, rule.max_value, rule.percentage]).toEqual([1234.56, 1234.57, 2.5]);
    expect(await ruleRow(rule.id)).toMatchObject({
      min_value_cents: 123456,
      max_value_cents: 123457,
      percentage_bps: 250,
    });
  });

  it('keeps cents and hundredths of a percent (the form steps 0.01): more is refused, never rounded; binary noise is not a digit', async () => {
    expect((await created({ min_value: 0.1 + 0.2 })).min_value).toBe(0.3);
    for (const [field, value] of [
      ['max_value', 1.005],
      ['min_value', '0,005'],
      ['percentage', 2.345],
      ['percentage', '2,555'],
    ] as const) {
      const res = await admin().create(body({ [field]: value }));
      expect([res.statusCode, res.json().details[field]]).toEqual([400, 'Use no máximo 2 casas decimais']);
    }
  });

  it.each([
    [{ name: '' }, 'name', commissionText.nameRequired],
    [{ min_value: '' }, 'min_value', commissionText.minRequired],
    [{ min_value: null }, 'min_value', commissionText.minRequired],
    [{ min_value: -1 }, 'min_value', commissionText.negative],
    [{ percentage: undefined }, 'percentage', commissionText.percentageRequired],
    [{ percentage: 100.5 }, 'percentage', commissionText.percentageRange],
    [{ percentage: -0.01 }, 'percentage', commissionText.percentageRange],
    [{ max_value: 499.99 }, 'max_value', commissionText.maxBelowMin],
    [{ max_value: 'muito' }, 'max_value', commissionText.invalidNumber],
    [{ min_value: 1e12 }, 'min_value', commissionText.tooLarge],
  ])('answers 400 for %o with %s: %j, and writes nothing', async (overrides, field, message) => {
    const before = (await t.db.selectFrom('commission_rules').select('id').execute()).length;
    const res = await admin().create(body(overrides));
    expect([res.statusCode, res.json().details[field], res.json().code]).toEqual([400, message, 'invalid_input']);
    expect((await t.db.selectFrom('commission_rules').select('id').execute()).length).toBe(before);
  });

  it.each(['operador', 'trainee'] as const)('answers 403 to %s and writes nothing', async (role) => {
    const s = await t.staff(role);
    expect((await as(s.token).create(body({ name: 'Proibida' }))).statusCode).toBe(403);
    expect(
      await t.db.selectFrom('commission_rules').select('id').where('name', '=', 'Proibida').execute(),
    ).toHaveLength(0);
  });
});

describe('GET /api/commissions/rules', () => {
  it('every staff member reads all rules, inactive too, in creation order (the order matching uses)', async () => {
    const a = await created({ name: 'Primeira', percentage: 1 });
    const b = await created({ name: 'Segunda', active: false });
    const trainee = await t.staff('trainee');
    const res = await as(trainee.token).list();
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as CommissionRule[]).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/commissions/rules' })).statusCode).toBe(401);
  });
});

describe('PUT /api/commissions/rules/{id}', () => {
  it('takes only the active flag (the badge toggle), keeps the rest and records the activity', async () => {
    const rule = await created({ name: 'Alternar' });
    const res = await admin().update(rule.id, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...rule, active: false, updated_at: expect.any(String) });
    expect((await activityFor(rule.id)).map((l) => l.action)).toEqual(['create', 'update']);
  });

  it('changes several fields; a maximum sent as null becomes unlimited, one left out stays', async () => {
    const rule = await created({ name: 'Editar' });
    const renamed = (await admin().update(rule.id, { name: 'Editada', percentage: 6.5 })).json().data;
    expect(renamed).toMatchObject({ name: 'Editada', percentage: 6.5, min_value: 500, max_value: 2000 });
    expect((await admin().update(rule.id, { max_value: null })).json().data.max_value).toBeNull();
  });

  it('one bound sent is checked against the stored other one in the same statement', async () => {
    const rule = await created({ name: 'Faixa', min_value: 500, max_value: 2000 });
    const lowMax = await admin().update(rule.id, { max_value: 100 });
    expect([lowMax.statusCode, lowMax.json().code, lowMax.json().details]).toEqual([
      400,
      'rule_range_invalid',
      { max_value: commissionText.maxBelowMin },
    ]);
    const highMin = await admin().update(rule.id, { min_value: 2000.01 });
    expect([highMin.statusCode, highMin.json().details]).toEqual([400, { min_value: commissionText.maxBelowMin }]);
    expect(await ruleRow(rule.id)).toMatchObject({ min_value_cents: 50000, max_value_cents: 200000 });
    // Equal bounds are a one-value range; a minimum under an unlimited maximum is always fine.
    expect((await admin().update(rule.id, { min_value: 2000 })).statusCode).toBe(200);
    const open = await created({ name: 'Aberta', max_value: null });
    expect((await admin().update(open.id, { min_value: 1e9 })).statusCode).toBe(200);
  });

  it("answers 400 'Nenhum campo para atualizar' for an empty body, 404 for an unknown id, 400 for a bad id", async () => {
    const rule = await created();
    const empty = await admin().update(rule.id, {});
    expect([empty.statusCode, empty.json().error]).toEqual([400, commissionText.nothingToUpdate]);
    const missing = await admin().update(999999, { active: true });
    expect([missing.statusCode, missing.json().error]).toEqual([404, commissionText.notFound]);
    expect((await admin().update('abc', { active: true })).statusCode).toBe(400);
  });

  it.each(['operador', 'trainee'] as const)('answers 403 to %s and keeps the rule', async (role) => {
    const rule = await created({ name: 'Intocada' });
    const s = await t.staff(role);
    expect((await as(s.token).update(rule.id, { active: false })).statusCode).toBe(403);
    expect((await ruleRow(rule.id))?.active).toBe(1);
  });
});

describe('DELETE /api/commissions/rules/{id}', () => {
  it('deletes the rule and records the activity; a second delete answers 404', async () => {
    const rule = await created({ name: 'Apagar' });
    const res = await admin().remove(rule.id);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, data: null }]);
    expect(await ruleRow(rule.id)).toBeUndefined();
    expect((await activityFor(rule.id)).map((l) => l.action)).toEqual(['create', 'delete']);
    const again = await admin().remove(rule.id);
    expect([again.statusCode, again.json().error]).toEqual([404, commissionText.notFound]);
  });

  it.each(['operador', 'trainee'] as const)('answers 403 to %s and keeps the rule', async (role) => {
    const rule = await created();
    const s = await t.staff(role);
    expect((await as(s.token).remove(rule.id)).statusCode).toBe(403);
    expect(await ruleRow(rule.id)).toBeDefined();
  });
});
