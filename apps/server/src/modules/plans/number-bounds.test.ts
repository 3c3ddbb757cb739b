import { describe, expect, it } from 'vitest';
import { planText } from '@ponte/domain/plans';
import { BAD_NUMBERS, sendRawJson, withRawField } from '../../../test/bad-numbers';
import { bearer, countRows, type TestContext, useTestApp } from '../../../test/helpers';

/** Issue 11: a plan's price, weight and fees are bounded on the server. */
let t: TestContext;
useTestApp((built) => (t = built));

const body = {
  name: 'Plano Limite',
  price_monthly: 9.99,
  max_weight_kg: 5,
  shipping_discount: 10,
  handling_discount: 20,
  benefits: [],
  limitations: [],
  active: true,
};
/** POST /api/subscriptions as the admin. */
const createPlan = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(t.adminToken), payload });
const planCount = () => countRows(t.db, 'subscription_plans');

describe.each(['price_monthly', 'max_weight_kg', 'shipping_discount', 'handling_discount'])('%s', (field) => {
  it.each(BAD_NUMBERS)('%s: 400 naming the field; no plan created, none changed', async (bad) => {
    const before = await planCount();
    const created = await sendRawJson(t, 'POST', '/api/subscriptions', withRawField(body, field, bad));
    expect(created.statusCode).toBe(400);
    expect(created.json().details[field]).toMatch(
      /^(Informe um número válido|Valor muito alto|Nome, preço mensal e peso máximo são obrigatórios)$/,
    );
    expect(await planCount()).toBe(before);
    const updated = await sendRawJson(t, 'PUT', '/api/subscriptions/1', withRawField(body, field, bad));
    expect(updated.statusCode).toBe(400);
    expect(
      await t.db.selectFrom('subscription_plans').select('name').where('id', '=', 1).executeTakeFirstOrThrow(),
    ).toEqual({ name: 'Just One' });
  });
});

it.each([
  ['price_monthly', 1_000_000.01, planText.tooLarge],
  ['shipping_discount', 1_000_000.01, planText.tooLarge],
  ['max_weight_kg', 1000.1, planText.tooLarge],
  ['handling_discount', -1, planText.negative],
])('%s = %s is out of range: 400 with %j', async (field, value, message) => {
  const res = await createPlan({ ...body, [field]: value });
  expect([res.statusCode, res.json().details[field]]).toEqual([400, message]);
});

it('the largest plan is accepted: 1,000 kg and US$ 1,000,000 fees', async () => {
  const res = await createPlan({
    ...body,
    price_monthly: 1_000_000,
    max_weight_kg: 1000,
    shipping_discount: 1_000_000,
    handling_discount: 1_000_000,
  });
  expect(res.statusCode).toBe(201);
});
