import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@ponte/domain/roles';
import { checkoutForNewCustomer } from '../test/checkout-session';
import { bearer, buildTestApp, type TestContext } from '../test/helpers';

let t: TestContext;
let tokens: Record<Role, string>;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ponte-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ponte SPA</title>');
  writeFileSync(join(dist, 'checkout.html'), '<!doctype html><title>Ponte checkout</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build writes beside each text file (apps/web/precompress.ts).
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  t = await buildTestApp({ webDist: dist });
  tokens = {
    admin: t.adminToken,
    operador: (await t.staff('operador')).token,
    trainee: (await t.staff('trainee')).token,
  };
});
afterAll(() => t.close());

/** Authorization matrix: a new endpoint adds a row. Status expected per role. */
const endpoints: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; allowed: Role[] }[] = [
  { method: 'GET', url: '/api/users-list', allowed: ['admin'] },
  { method: 'POST', url: '/api/users-list', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/users/999999', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/users/999999', allowed: ['admin'] },
  { method: 'POST', url: '/api/configurations', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/configurations', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/users', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/stats', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/stats/sales', allowed: ['admin'] },
  { method: 'GET', url: '/api/stats/productivity', allowed: ['admin'] },
  { method: 'GET', url: '/api/stats/chats', allowed: ['admin'] },
  { method: 'GET', url: '/api/stats/overview', allowed: ['admin'] },
  { method: 'GET', url: '/api/stats/overview.csv', allowed: ['admin'] },
  { method: 'GET', url: '/api/stats/chats.csv', allowed: ['admin'] },
  { method: 'GET', url: '/api/stats/sales.csv', allowed: ['admin'] },
  { method: 'GET', url: '/api/stats/productivity.csv', allowed: ['admin'] },
  { method: 'GET', url: '/api/attendance/my-status', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/attendance/history', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/attendance/active', allowed: ['admin'] },
  { method: 'GET', url: '/api/attendance/all', allowed: ['admin'] },
  { method: 'GET', url: '/api/attendance/all.csv', allowed: ['admin'] },
  { method: 'GET', url: '/api/customers', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/users/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/setText', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/send-admin-message', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/chat/notify-supervisor', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/messages/999999/retry', allowed: ['admin', 'operador', 'trainee'] },
  {
    method: 'POST',
    url: '/api/customers/999999/attachments?file_name=a.png',
    allowed: ['admin', 'operador', 'trainee'],
  },
  { method: 'GET', url: '/api/escalations', allowed: ['admin', 'operador'] },
  { method: 'POST', url: '/api/escalations/999999/release', allowed: ['admin', 'operador'] },
  { method: 'GET', url: '/api/chats/my-queue', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/chats/waiting', allowed: ['admin'] },
  { method: 'GET', url: '/api/chats/stats', allowed: ['admin'] },
  { method: 'GET', url: '/api/conversations', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/evolution/settings', allowed: ['admin'] },
  { method: 'PUT', url: '/api/evolution/settings', payload: {}, allowed: ['admin'] },
  { method: 'POST', url: '/api/evolution/test', allowed: ['admin'] },
  { method: 'GET', url: '/api/evolution/logs', allowed: ['admin'] },
  { method: 'DELETE', url: '/api/evolution/logs', allowed: ['admin'] },
  { method: 'POST', url: '/api/evolution/bot-key', allowed: ['admin'] },
  { method: 'POST', url: '/api/evolution/webhook-secret', allowed: ['admin'] },
  { method: 'POST', url: '/api/ai/validate-message', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/ai/generate-message', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/ai/settings', allowed: ['admin'] },
  { method: 'GET', url: '/api/quotes/kg-fee', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/shipping/fee', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/handling/fee', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/produtos-csv', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/produtos-csv', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/ai/settings', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/subscriptions', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/subscriptions', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/subscriptions/999999', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/subscriptions/999999', allowed: ['admin'] },
  { method: 'GET', url: '/api/commissions/rules', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/commissions/rules', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/commissions/rules/999999', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/commissions/rules/order', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/commissions/rules/999999', allowed: ['admin'] },
  { method: 'GET', url: '/api/commissions/report', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/commissions/report.csv', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/tasks', allowed: ['admin'] },
  { method: 'GET', url: '/api/tasks/my-tasks', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/search?q=ana', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/notifications', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/notifications/count', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/notifications/read', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/tasks/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/tasks', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'PUT', url: '/api/tasks/999999', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'DELETE', url: '/api/tasks/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/tasks/999999/comments', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/tasks/999999/comments', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/shopping-lists', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/shopping-lists/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/shopping-lists', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/shopping-lists/add-product', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'PUT', url: '/api/shopping-lists/999999', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'DELETE', url: '/api/shopping-lists/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'DELETE', url: '/api/shopping-list-items/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/shopping-lists/999999/remove-subscription', allowed: ['admin', 'operador', 'trainee'] },
  {
    method: 'POST',
    url: '/api/shopping-lists/999999/payment-link',
    payload: {},
    allowed: ['admin', 'operador', 'trainee'],
  },
  { method: 'POST', url: '/api/checkout/create-session', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/shopping-lists/999999/confirm-payment', allowed: ['admin', 'operador'] },
  { method: 'GET', url: '/api/checkout/appmax-webhook', allowed: ['admin'] },
  { method: 'POST', url: '/api/users/999999/email_woocomerce', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/woocommerce/search-products?search=ab', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/sales', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/sales/stats', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/sales.csv', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/sales/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/sales/order/4321', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'PUT', url: '/api/sales/999999/status', payload: {}, allowed: ['admin'] },
  { method: 'POST', url: '/api/woocommerce/create-product', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/meta/funnel', allowed: ['admin'] },
  { method: 'GET', url: '/api/meta/campaigns', allowed: ['admin'] },
  { method: 'GET', url: '/api/meta/attribution-window', allowed: ['admin'] },
  { method: 'PUT', url: '/api/meta/attribution-window', payload: {}, allowed: ['admin'] },
  { method: 'POST', url: '/api/meta/campaign-spend', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/meta/campaign-spend/999999', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/meta/campaign-spend/999999', allowed: ['admin'] },
  { method: 'POST', url: '/api/meta/events/999999/resend', allowed: ['admin'] },
  { method: 'GET', url: '/api/logs', allowed: ['admin'] },
  { method: 'GET', url: '/api/email/smtp', allowed: ['admin'] },
  { method: 'GET', url: '/api/email/campaigns', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/campaigns', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/email/campaigns/999999', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/campaigns/999999/send', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/campaigns/999999/resume', allowed: ['admin'] },
  { method: 'GET', url: '/api/email/campaigns/999999/stats', allowed: ['admin'] },
  { method: 'PUT', url: '/api/email/campaigns/999999', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/email/campaigns/999999', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/campaigns/999999/duplicate', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/campaigns/999999/cancel', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/campaigns/999999/test', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/email/campaigns/999999/audience', allowed: ['admin'] },
  { method: 'GET', url: '/api/email/campaigns/999999/preview', allowed: ['admin'] },
  { method: 'GET', url: '/api/email/unsubscribes', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/unsubscribes/import', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/email/unsubscribes/999999', allowed: ['admin'] },
  { method: 'PUT', url: '/api/email/smtp', payload: {}, allowed: ['admin'] },
  { method: 'POST', url: '/api/email/smtp/test', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/email/outbox', allowed: ['admin'] },
  { method: 'GET', url: '/api/email/outbox/x', allowed: ['admin'] },
  { method: 'DELETE', url: '/api/logs', allowed: ['admin'] },
  { method: 'GET', url: '/api/logs/settings', allowed: ['admin'] },
  { method: 'PUT', url: '/api/logs/settings', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/webhook-logs', allowed: ['admin'] },
  { method: 'GET', url: '/api/ad-campaigns', allowed: ['admin'] },
  { method: 'POST', url: '/api/ad-campaigns', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/ad-campaigns/999999', allowed: ['admin'] },
  { method: 'PUT', url: '/api/ad-campaigns/999999', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/ad-campaigns/999999/active', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/ad-campaigns/999999', allowed: ['admin'] },
  { method: 'GET', url: '/api/ad-campaigns/999999/customers', allowed: ['admin'] },
  { method: 'POST', url: '/api/ad-campaigns/999999/products', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/ad-campaigns/999999/products/1', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/ad-campaigns/999999/products/1', allowed: ['admin'] },
  // The bot's call: the bot key only (401 without it); a staff token of any role is refused.
  { method: 'POST', url: '/api/ad-campaigns/match', payload: {}, allowed: [] },
  { method: 'GET', url: '/api/email/templates', allowed: ['admin'] },
  { method: 'GET', url: '/api/email/templates/999999', allowed: ['admin'] },
  { method: 'POST', url: '/api/email/templates', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/email/templates/999999', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/email/templates/999999', allowed: ['admin'] },
  { method: 'GET', url: '/api/quick-replies', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/quick-replies', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'PUT', url: '/api/quick-replies/999999', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'DELETE', url: '/api/quick-replies/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/quick-replies/999999/use', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/quick-replies/usage', allowed: ['admin'] },
  { method: 'GET', url: '/api/labels', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/labels', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/labels/999999', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/labels/999999', allowed: ['admin'] },
  { method: 'POST', url: '/api/customers/999999/labels', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'DELETE', url: '/api/customers/999999/labels/1', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/customers/999999/notes', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'DELETE', url: '/api/notes/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/customers/999999/transcript', allowed: ['admin', 'operador'] },
  { method: 'GET', url: '/api/stats/csat', allowed: ['admin'] },
  { method: 'GET', url: '/api/business-hours', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'PUT', url: '/api/business-hours', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/assignment', allowed: ['admin'] },
  { method: 'PUT', url: '/api/assignment/settings', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/assignment/limits/999999', payload: {}, allowed: ['admin'] },
  { method: 'POST', url: '/api/assignment/offers/999999/accept', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/users/999999/sessions', allowed: ['admin'] },
  { method: 'DELETE', url: '/api/users/999999/two-factor', allowed: ['admin'] },
  { method: 'GET', url: '/api/two-factor/policy', allowed: ['admin'] },
  { method: 'GET', url: '/api/customers/999999/data-export', allowed: ['admin'] },
  { method: 'POST', url: '/api/customers/999999/erase', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/media-retention', allowed: ['admin'] },
  { method: 'PUT', url: '/api/media-retention', payload: {}, allowed: ['admin'] },
  { method: 'GET', url: '/api/logs/activity-export?start_date=2026-01-01&end_date=2026-01-02', allowed: ['admin'] },
  { method: 'GET', url: '/api/logs/export?tab=errors', allowed: ['admin'] },
  { method: 'PUT', url: '/api/two-factor/policy', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/users/999999/sessions/1', allowed: ['admin'] },
  { method: 'POST', url: '/api/users/999999/sessions/end-all', allowed: ['admin'] },
  { method: 'GET', url: '/api/campaign-segments', allowed: ['admin'] },
  { method: 'POST', url: '/api/campaign-segments', payload: {}, allowed: ['admin'] },
  { method: 'PUT', url: '/api/campaign-segments/999999', payload: {}, allowed: ['admin'] },
  { method: 'DELETE', url: '/api/campaign-segments/999999', allowed: ['admin'] },
  { method: 'GET', url: '/api/campaign-segments/999999/preview', allowed: ['admin'] },
  // Every staff member's own shift, chats and customers.
  { method: 'POST', url: '/api/attendance/clock-in', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/attendance/break', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/attendance/resume', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/attendance/clock-out', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/attendance/breaks/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/customers', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/users/999999/bot-status', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/users/999999/toggle-bot', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/message', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/chats/assign', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/conversations/999999/read', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/conversations/999999/unread', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/shopping-lists/999999/payment-link', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/sessions', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'DELETE', url: '/api/sessions/999999', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/me/password', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'GET', url: '/api/me/two-factor', allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/me/two-factor/enable', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/me/two-factor/recovery-codes', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
  { method: 'POST', url: '/api/me/two-factor/disable', payload: {}, allowed: ['admin', 'operador', 'trainee'] },
];

/** Routes that need a token but are not rows above, and where their roles are tested instead. */
const TESTED_ELSEWHERE: Record<string, string> = {
  // Signing out revokes the token the rows above go on using (modules/auth/sessions.test.ts).
  'POST /api/logout': 'modules/auth/sessions.test.ts',
  // Would end the other sessions the rows above go on using (modules/sessions/sessions.test.ts).
  'POST /api/sessions/end-others': 'modules/sessions/sessions.test.ts',
  // Starts an enrolment of the rows' own accounts (modules/two-factor/two-factor.test.ts).
  'POST /api/me/two-factor/setup': 'modules/two-factor/two-factor.test.ts',
};

describe('the authorization matrix', () => {
  it('has a row for every route of the OpenAPI document that needs a token', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        // security: [] is a public route (the webhook, sign-in, the checkout page…).
        if (Array.isArray(operation.security) && operation.security.length === 0) continue;
        if (route in TESTED_ELSEWHERE) continue;
        const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);
        if (!endpoints.some((e) => e.method === method.toUpperCase() && pattern.test(e.url))) missing.push(route);
      }
    expect(missing).toEqual([]);
  });
});

describe.each(endpoints)('$method $url', ({ method, url, payload, allowed }) => {
  it.each(['admin', 'operador', 'trainee'] as Role[])('as %s', async (role) => {
    const res = await t.app.inject({ method, url, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });
    if (allowed.includes(role)) expect(res.statusCode).not.toBe(403);
    else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        error: 'Você não tem permissão para realizar esta ação',
        code: 'forbidden',
      });
    }
  });

  it('without a token answers 401', async () => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
  });
});

describe('serving the SPA and the API on one port', () => {
  it('answers JSON 404 for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Rota não encontrada', code: 'not_found' });
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/gerenciar-usuarios', '/usuarios/12?tab=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Ponte SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers the customer's paths with the checkout's own page, not the staff app (issue 35)", async () => {
    for (const url of [
      '/checkout/abc',
      '/checkout-success/abc',
      '/checkout-error/abc?message=x',
      '/checkout',
      '/checkout/a/b',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Ponte checkout');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Not a prefix of any staff path.
    expect((await t.app.inject({ method: 'GET', url: '/checkouts-antigos' })).body).toContain('Ponte SPA');
  });

  it('writes the order into its checkout and success pages, as inert JSON kept by no cache (issue 35)', async () => {
    const { token } = await checkoutForNewCustomer(
      t.app,
      bearer(t.adminToken),
      { phone: '5511976541234', name: 'Rita </script><script>alert(1)</script>' },
      { name: 'Lista da Rita', product: 'Fone <b>', price: 50, quantity: 1 },
    );
    const order = (await t.app.inject({ method: 'GET', url: `/api/checkout/${token}` })).json().data;
    for (const page of ['checkout', 'checkout-success']) {
      const res = await t.app.inject({ method: 'GET', url: `/${page}/${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      const block = /<script type="application\/json" id="checkout-order">(.*?)<\/script>/s.exec(res.body);
      expect(res.body).toContain('Ponte checkout');
      // No '<' inside: the customer's name cannot close the block or start markup.
      expect(block![1]).not.toContain('<');
      expect(JSON.parse(block![1]!)).toEqual(order);
    }
    // The error page shows no order; a link that leads nowhere gets the page, which says so itself.
    for (const url of [`/checkout-error/${token}`, '/checkout/nao-existe', '/checkout/a%3Cb']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('checkout-order');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("limits the pages that read an order as the order's API read is: 120 a minute per address", async () => {
    const page = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/checkout/abc', remoteAddress });
    for (let i = 0; i < 120; i++) expect((await page('10.9.9.9')).statusCode).toBe(200);
    const refused = await page('10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    // Another address, and the staff app's pages, are not held back by it.
    expect((await page('10.9.9.10')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/tarefas', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });

  it('answers 404, not index.html, for a missing file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves hashed assets as immutable, with security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the built files compressed by Accept-Encoding: brotli first, then gzip, else as they are', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/attendance/clock-in', '/api/users-list']),
    );
    // The bot's calls say they take the bot key and describe their bodies.
    const doc = res.json();
    expect(doc.components.securitySchemes.botKey).toEqual({ type: 'apiKey', in: 'header', name: 'x-bot-key' });
    for (const path of ['/api/shopping-lists', '/api/shopping-lists/add-product', '/api/message', '/api/customers']) {
      const op = doc.paths[path].post;
      expect(op.security).toEqual([{ bearer: [] }, { botKey: [] }]);
      expect(op.description).toContain('x-bot-key');
    }
    expect(
      Object.keys(
        doc.paths['/api/shopping-lists/add-product'].post.requestBody.content['application/json'].schema.properties,
      ),
    ).toEqual(expect.arrayContaining(['list_id', 'woocommerce_product_id', 'quantity']));
  });

  it('staff API answers, errors included, carry Cache-Control: no-store; files keep their own policy', async () => {
    const staffGet = await t.app.inject({ method: 'GET', url: '/api/users-list', headers: bearer(tokens.admin) });
    expect(staffGet.statusCode).toBe(200);
    expect(staffGet.headers['cache-control']).toBe('no-store');
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/users-list' }),
      await t.app.inject({ method: 'GET', url: '/api/users-list', headers: bearer(tokens.trainee) }),
      await t.app.inject({ method: 'POST', url: '/api/users-list', headers: bearer(tokens.admin), payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/nao-existe' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control']).toContain(
      'immutable',
    );
    expect((await t.app.inject({ method: 'GET', url: '/gerenciar-usuarios' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('the OpenAPI document marks public routes as needing no token, and staff routes as bearer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.security).toEqual([{ bearer: [] }]);
    for (const [path, method] of [
      ['/api/login', 'post'],
      ['/api/checkjwt', 'post'],
      ['/api/health', 'get'],
      ['/api/health/ready', 'get'],
      ['/api/health/live', 'get'],
      ['/api/webhook/evolution', 'post'],
      ['/api/webhook/evolution/{first}', 'post'],
      ['/api/webhook/evolution/{first}/{second}', 'post'],
      ['/api/checkout/{token}', 'get'],
      ['/api/checkout/{token}/process-payment', 'post'],
      ['/api/meta/events', 'post'],
    ]) {
      expect(doc.paths[path][method].security, `${method} ${path}`).toEqual([]);
    }
    for (const [path, method] of [
      ['/api/users-list', 'get'],
      ['/api/logout', 'post'],
      ['/api/configurations', 'get'],
    ]) {
      // No own entry: the document-wide bearer requirement applies.
      expect(doc.paths[path][method].security, `${method} ${path}`).toBeUndefined();
    }
  });
});
