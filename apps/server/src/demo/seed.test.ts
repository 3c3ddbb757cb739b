import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countRows, type TestContext, useTestApp } from '../../test/helpers';
import type { Database } from '../db/types';
import { seedDemo } from './seed';

let t: TestContext;
useTestApp((built) => (t = built));

describe('demo data', () => {
  it('fills customers, messages, lists and shifts, and every printed login signs in', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'ponte-demo-'));
    const logins = await seedDemo(t.db, new Date('2026-11-20T15:00:00Z'), uploads);
    const count = (table: keyof Database) => countRows(t.db, table);
    expect(await count('customers')).toBe(60);
    expect(await count('messages')).toBeGreaterThan(200);
    expect(await count('shopping_lists')).toBeGreaterThan(20);
    expect(await count('shopping_list_items')).toBeGreaterThan(20);
    expect(await count('store_products')).toBeGreaterThan(10);
    expect(await count('tasks')).toBe(10);
    // The chat statistics have first replies and transfers to show.
    expect(await count('chat_responses')).toBeGreaterThan(20);
    expect(await count('chat_transfers')).toBeGreaterThan(0);
    // /campanhas-email has a draft and a sent campaign with recipients to show.
    expect(await count('email_campaigns')).toBe(2);
    expect(await count('campaign_recipients')).toBeGreaterThan(10);
    expect(await count('task_comments')).toBeGreaterThan(0);
    // Every completed list belongs to a customer with a store e-mail, as the server requires.
    const orphanCompleted = await t.db
      .selectFrom('shopping_lists as l')
      .innerJoin('customers as c', 'c.id', 'l.customer_id')
      .select('l.id')
      .where('l.status', '=', 'completed')
      .where('c.email_woocomerce', 'is', null)
      .execute();
    expect(orphanCompleted).toEqual([]);
    const lists = await t.app.inject({
      method: 'GET',
      url: '/api/shopping-lists?status=completed',
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(lists.json().data[0].quote.summary.total_usd).toBeGreaterThan(0);
    // Paid lists have their sale; one PIX waits for staff on /listas (and shows on /vendas).
    const sales = await t.db
      .selectFrom('sales')
      .select(['total_brl_cents', 'status'])
      .where('shopping_list_id', 'is not', null)
      .execute();
    expect(sales.length).toBeGreaterThan(2);
    expect(sales.every((s) => s.total_brl_cents > 0)).toBe(true);
    // Paid lists' sales are confirmed; the waiting PIX is the one 'Pendente' sale.
    expect(sales.filter((s) => s.status !== 'confirmed').map((s) => s.status)).toEqual(['pending']);
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/shopping-lists?status=active',
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(waiting.json().data.filter((l: { pending_payment: unknown }) => l.pending_payment)).toHaveLength(1);
    await expectSalesAndFunnelHistory();
    expect(await count('attendance')).toBeGreaterThan(40);
    expect(await count('attendance_breaks')).toBeGreaterThan(40);
    const media = await t.db.selectFrom('messages').select('content').where('content', 'like', '/uploads/%').execute();
    expect(media.length).toBeGreaterThan(5);
    for (const m of media.slice(0, 3))
      expect(existsSync(join(uploads, m.content.split(';')[0].replace('/uploads/', '')))).toBe(true);
    const someone = await t.db.selectFrom('customers').select('name').orderBy('id').executeTakeFirstOrThrow();
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/customers?search=${encodeURIComponent(someone.name.split(' ')[1]!)}`,
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(found.json().pagination.total).toBeGreaterThan(0);
    const roles = [];
    for (const [i, l] of logins.entries()) {
      if (l.username === 'onsolutions') continue; // the test app's admin has its own password
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: l.username, password: l.password },
        remoteAddress: `10.8.0.${i}`,
      });
      expect(res.statusCode).toBe(200);
      roles.push(res.json().user.role);
    }
    expect(roles.sort()).toEqual(['operador', 'trainee']);
  });
});

/** Months of sales by several sellers under the commission rules, and ad clicks at every funnel status. */
async function expectSalesAndFunnelHistory() {
  const admin = { authorization: `Bearer ${t.adminToken}` };
  const history = await t.db.selectFrom('sales').select(['created_at', 'seller_id', 'status']).execute();
  expect(history.length).toBeGreaterThan(200);
  const days = history.map((s) => s.created_at.slice(0, 10)).sort();
  expect(Date.parse(days.at(-1)!) - Date.parse(days[0]!)).toBeGreaterThan(150 * 86_400_000);
  expect(new Set(history.map((s) => s.seller_id)).size).toBeGreaterThan(2);
  expect(new Set(history.map((s) => s.status))).toEqual(new Set(['confirmed', 'pending', 'cancelled']));
  // Every sale carries the rule its USD total falls under (Bronze < $500 ≤ Prata < $2,000 ≤ Ouro).
  const tiers = await t.db.selectFrom('sales').select(['total_usd_cents', 'commission_rule_name']).execute();
  for (const s of tiers)
    expect(s.commission_rule_name).toBe(
      s.total_usd_cents < 50_000 ? 'Bronze' : s.total_usd_cents < 200_000 ? 'Prata' : 'Ouro',
    );
  const report = await t.app.inject({ method: 'GET', url: '/api/commissions/report', headers: admin });
  expect(report.json().data.total_commissions).toBeGreaterThan(0);
  expect(report.json().data.sellers.length).toBeGreaterThan(2);
  const clicks = await t.db.selectFrom('funnel_clicks').select(['status', 'source']).execute();
  expect(new Set(clicks.map((c) => c.status))).toEqual(new Set(['pending', 'linked', 'converted']));
  expect(new Set(clicks.map((c) => c.source))).toEqual(new Set(['website', 'whatsapp_ad']));
  const funnel = await t.app.inject({ method: 'GET', url: '/api/meta/funnel', headers: admin });
  expect(funnel.json().data.stats).toMatchObject({ total_clicks: clicks.length, purchases: expect.any(Number) });
  expect(funnel.json().data.stats.purchases).toBeGreaterThan(0);
}
