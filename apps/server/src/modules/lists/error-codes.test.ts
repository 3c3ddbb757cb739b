import { describe, expect, it } from 'vitest';
import { listText } from '@ponte/domain/lists';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const admin = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });

describe('list refusals name their code', () => {
  it("removing a subscription a list does not have is 409 'no_subscription'", async () => {
    const customer = (await admin('POST', '/api/customers', { phone: '5511933330001', name: 'Caio Codes' })).json()
      .data;
    const list = (await admin('POST', '/api/shopping-lists', { user_id: customer.id, name: 'Sem plano' })).json().data;
    const res = await admin('POST', `/api/shopping-lists/${list.id}/remove-subscription`);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { success: false, error: listText.noSubscription, code: 'no_subscription' },
    ]);
  });
});
