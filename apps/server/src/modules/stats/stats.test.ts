import { describe, expect, it } from 'vitest';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

describe('GET /api/health', () => {
  it('answers without a token and names the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: t.app.dbKind });
  });
});

describe('GET /api/stats', () => {
  it('counts customers, messages, lists and active lists from the database', async () => {
    const now = new Date().toISOString();
    const zero = (await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(t.adminToken) })).json().data;
    expect(zero).toEqual({ totalUsers: 0, totalMessages: 0, totalLists: 0, activeLists: 0 });
    const [c1, c2] = await t.db
      .insertInto('customers')
      .values([
        {
          name: 'Maria',
          phone: '5511999990001',
          phone_key: '5511999990001',
          email: null,
          email_woocomerce: null,
          seller_id: null,
          created_at: now,
          last_activity: null,
        },
        {
          name: 'João',
          phone: '5511999990002',
          phone_key: '5511999990002',
          email: null,
          email_woocomerce: null,
          seller_id: null,
          created_at: now,
          last_activity: null,
        },
      ])
      .returning('id')
      .execute();
    await t.db
      .insertInto('messages')
      .values([
        {
          customer_id: c1.id,
          content: 'Oi',
          direction: 'incoming',
          sender_id: null,
          external_id: null,
          created_at: now,
        },
        {
          customer_id: c1.id,
          content: 'Olá!',
          direction: 'outgoing',
          sender_id: null,
          external_id: null,
          created_at: now,
        },
        {
          customer_id: c2.id,
          content: 'Bom dia',
          direction: 'incoming',
          sender_id: null,
          external_id: null,
          created_at: now,
        },
      ])
      .execute();
    await t.db
      .insertInto('shopping_lists')
      .values([
        { customer_id: c1.id, name: 'Lista 1', status: 'active', created_at: now, updated_at: now },
        { customer_id: c2.id, name: 'Lista 2', status: 'completed', created_at: now, updated_at: now },
      ])
      .execute();
    const trainee = await t.staff('trainee');
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(trainee.token) });
    expect(res.json().data).toEqual({ totalUsers: 2, totalMessages: 3, totalLists: 2, activeLists: 1 });
  });
});
