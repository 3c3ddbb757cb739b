import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopToday } from '@ponte/domain/dates';
import {
  LOG_RETENTION_DEFAULT_DAYS,
  logExportFileName,
  logText,
  type LogEntry,
  type LogPage,
} from '@ponte/domain/logs';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { nowIso } from '../../db';
import { pruneLogs, scheduleLogPruning } from './service';

let t: TestContext;
let sup: { id: number; token: string };
let trainee: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  sup = await t.staff('operador');
  trainee = await t.staff('trainee');
});
afterAll(() => t.close());

/** Every test starts from empty logs and the default settings. */
beforeEach(async () => {
  vi.restoreAllMocks();
  await t.db.deleteFrom('activity_log').execute();
  await t.db.deleteFrom('gateway_logs').execute();
  await t.db.deleteFrom('server_errors').execute();
  await t.db
    .deleteFrom('settings')
    .where('key', 'in', ['logs_retention_days', 'audit_retention_days', 'logs_cleared_at'])
    .execute();
});

const daysAgo = (days: number, now = new Date()) => nowIso(new Date(now.getTime() - days * 86_400_000));

const activity = (row: { action: string; entity: string; id?: string; at?: string; user?: number | null }) =>
  t.db
    .insertInto('activity_log')
    .values({
      user_id: row.user === undefined ? 1 : row.user,
      action: row.action,
      entity_type: row.entity,
      entity_id: row.id ?? null,
      details: null,
      ip_address: '10.0.0.7',
      created_at: row.at ?? nowIso(),
    })
    .execute();

const gateway = (row: {
  direction: 'incoming' | 'outgoing';
  status: 'sent' | 'received' | 'error' | 'not_configured' | 'ignored' | 'unattributed';
  message: string;
  phone?: string;
  error?: string | null;
  at?: string;
}) =>
  t.db
    .insertInto('gateway_logs')
    .values({
      direction: row.direction,
      status: row.status,
      phone: row.phone ?? '5511912345678',
      message: row.message,
      error: row.error ?? null,
      instance: 'ponte',
      created_at: row.at ?? nowIso(),
    })
    .execute();

/** A webhook call the gateway refused (401, no phone), as the webhook route logs it. */
const refusedWebhook = (error: string, at: string) =>
  gateway({ direction: 'incoming', status: 'error', phone: '', message: 'Webhook recusado (401)', error, at });

const serverError = (at = nowIso()) =>
  t.db
    .insertInto('server_errors')
    .values({
      request_id: 'req-abc',
      method: 'GET',
      route: '/api/tasks',
      status: 500,
      message: 'boom',
      user_id: 1,
      ip_address: '10.0.0.8',
      created_at: at,
    })
    .execute();

const getLogs = async (query = '', token = t.adminToken) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/logs${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as LogPage;
};

describe('GET /api/logs', () => {
  it('merges the activity log, the gateway log and server errors newest first, in the spec shape', async () => {
    await activity({ action: 'create', entity: 'task', id: '7', at: '2026-11-20T10:00:00.000Z' });
    await gateway({ direction: 'outgoing', status: 'sent', message: 'Olá!', at: '2026-11-20T11:00:00.000Z' });
    await refusedWebhook('chave errada', '2026-11-20T12:00:00.000Z');
    await serverError('2026-11-20T13:00:00.000Z');
    const page = await getLogs();
    expect(page.entries.map((e) => e.id)).toEqual([
      expect.stringMatching(/^server:\d+$/),
      expect.stringMatching(/^gateway:\d+$/),
      expect.stringMatching(/^gateway:\d+$/),
      expect.stringMatching(/^activity:\d+$/),
    ]);
    const [server, refused, sent, created] = page.entries;
    expect(created).toEqual<LogEntry>({
      id: created.id,
      timestamp: '2026-11-20T10:00:00.000Z',
      level: 'success',
      category: 'activity:task',
      message: 'onsolutions created task #7',
      details: null,
      user_id: 1,
      // The User column shows a name, not an id (issue 29).
      user_name: 'onsolutions',
      ip_address: '10.0.0.7',
    });
    expect(sent).toMatchObject({ level: 'success', category: 'gateway', message: 'Gateway sent 5511912345678: Olá!' });
    expect(refused).toMatchObject({
      level: 'error',
      category: 'webhook',
      message: 'Webhook error: Webhook recusado (401)',
      details: 'chave errada',
    });
    expect(server).toMatchObject({
      level: 'error',
      category: 'server',
      message: 'GET /api/tasks 500: boom',
      details: 'request_id: req-abc',
      user_id: 1,
    });
    expect(page.categories).toEqual(['activity:task', 'gateway', 'server', 'webhook']);
  });

  it('cards: total, errors, webhooks and success rate = round((logs − errors) / logs × 100)', async () => {
    await activity({ action: 'login', entity: 'user' });
    await gateway({ direction: 'incoming', status: 'received', message: 'oi' });
    await gateway({ direction: 'incoming', status: 'error', message: 'x' });
    expect((await getLogs()).summary).toEqual({ total: 3, errors: 1, webhooks: 2, success_rate: 67 });
    expect((await getLogs('?tab=errors&search=nada')).summary.total).toBe(3);
  });

  it('with no logs the success rate is 100 and the list is empty', async () => {
    const page = await getLogs();
    expect(page.entries).toEqual([]);
    expect(page.summary).toEqual({ total: 0, errors: 0, webhooks: 0, success_rate: 100 });
    expect(page.pagination).toEqual({ page: 1, limit: 50, total: 0, pages: 1 });
  });

  it('maps levels: delete is a warning, login info, gateway not configured a warning', async () => {
    await activity({ action: 'delete', entity: 'customer', id: '3' });
    await activity({ action: 'login', entity: 'user', id: '1' });
    await gateway({ direction: 'outgoing', status: 'not_configured', message: 'x' });
    expect((await getLogs()).entries.map((e) => [e.message, e.level])).toEqual(
      expect.arrayContaining([
        ['onsolutions deleted customer #3', 'warning'],
        ['onsolutions signed in', 'info'],
        ['Gateway not configured 5511912345678: x', 'warning'],
      ]),
    );
  });

  it("the 'Errors' tab, the level and category filters and the search narrow the list and its total", async () => {
    await activity({ action: 'create', entity: 'task', id: '1' });
    await activity({ action: 'update', entity: 'sale', id: '2' });
    await gateway({ direction: 'outgoing', status: 'error', message: 'Pedido enviado', error: 'timeout' });
    await serverError();
    const errors = await getLogs('?tab=errors');
    expect(errors.entries.map((e) => e.category).sort()).toEqual(['gateway', 'server']);
    expect(errors.pagination.total).toBe(2);
    expect((await getLogs('?level=success')).entries.map((e) => e.category).sort()).toEqual([
      'activity:sale',
      'activity:task',
    ]);
    expect((await getLogs('?level=all')).pagination.total).toBe(4);
    expect((await getLogs('?category=activity:sale')).entries.map((e) => e.message)).toEqual([
      'onsolutions updated sale #2',
    ]);
    // Case-insensitive, in the message, the details and the category; % is text, not a wildcard.
    expect((await getLogs('?search=PEDIDO')).entries).toHaveLength(1);
    expect((await getLogs('?search=TIMEOUT')).entries).toHaveLength(1);
    expect((await getLogs('?search=activity:')).entries).toHaveLength(2);
    expect((await getLogs('?search=%25')).entries).toHaveLength(0);
    expect((await getLogs('?tab=errors&search=pedido')).pagination.total).toBe(1);
  });

  it('is paginated: limit and page walk the list without repeats', async () => {
    for (let i = 0; i < 7; i++) await activity({ action: 'update', entity: 'task', id: String(i) });
    const first = await getLogs('?limit=3&page=1');
    const third = await getLogs('?limit=3&page=3');
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 7, pages: 3 });
    expect(first.entries.map((e) => e.message)).toEqual([
      'onsolutions updated task #6',
      'onsolutions updated task #5',
      'onsolutions updated task #4',
    ]);
    expect(third.entries.map((e) => e.message)).toEqual(['onsolutions updated task #0']);
  });

  it('pages of the three sources merged: every entry once, newest first, ties by source then newest row, filters too', async () => {
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    const at = (minute: number) => nowIso(new Date(base + minute * 60_000));
    // Interleaved minutes, some shared by two or three sources.
    for (let i = 0; i < 12; i++) {
      await activity({ action: i % 4 === 0 ? 'delete' : 'update', entity: 'task', id: String(i), at: at(i) });
      if (i % 2 === 0)
        await gateway({
          direction: 'incoming',
          status: i % 4 === 0 ? 'error' : 'received',
          message: `m${i}`,
          at: at(i),
        });
      if (i % 3 === 0) await serverError(at(i));
    }
    for (const query of [
      '',
      '&tab=errors',
      '&level=warning',
      '&level=error',
      '&search=task',
      '&category=server',
      '&category=webhook',
      '&category=activity:task',
    ]) {
      const answer = await getLogs(`?limit=100&page=1${query}`);
      const whole = answer.entries;
      // The total is counted apart (over the union, or the cards' counts): the page misses none.
      expect(whole.length, query).toBe(answer.pagination.total);
      expect(whole.length, query).toBeGreaterThan(0);
      const paged = [];
      for (let page = 1; page <= Math.ceil(whole.length / 4); page++)
        paged.push(...(await getLogs(`?limit=4&page=${page}${query}`)).entries);
      expect(
        paged.map((e) => e.id),
        query,
      ).toEqual(whole.map((e) => e.id));
      expect(new Set(whole.map((e) => e.id)).size, query).toBe(whole.length);
      const source = (id: string) => id.split(':')[0]!;
      const row = (id: string) => Number(id.split(':')[1]);
      for (let i = 1; i < whole.length; i++) {
        const [a, b] = [whole[i - 1]!, whole[i]!];
        const inOrder =
          a.timestamp > b.timestamp ||
          (a.timestamp === b.timestamp &&
            (source(a.id) < source(b.id) || (source(a.id) === source(b.id) && row(a.id) > row(b.id))));
        expect(inOrder, `${query}: ${a.id} before ${b.id}`).toBe(true);
      }
    }
    expect((await getLogs('?limit=100')).entries.length).toBe(12 + 6 + 4);
  });

  it('answers 304 to its own ETag until something is logged, pruned or cleared; each query has its own', async () => {
    await activity({ action: 'update', entity: 'task', id: '1', at: daysAgo(3) });
    await gateway({ direction: 'incoming', status: 'received', message: 'oi', at: daysAgo(2) });
    const get = (query: string, etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/logs${query}`,
        headers: { ...bearer(t.adminToken), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get('?page=1');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get('?page=1', etag)).statusCode).toBe(304);
    expect((await get('?tab=errors', etag)).statusCode).toBe(200);

    await serverError();
    const afterError = await get('?page=1', etag);
    expect(afterError.statusCode).toBe(200);
    const etag2 = afterError.headers.etag as string;
    expect(etag2).not.toBe(etag);

    // Pruning the oldest entry, then clearing: each answers anew.
    await t.db.deleteFrom('activity_log').where('created_at', '<', daysAgo(2.5)).execute();
    const afterPrune = await get('?page=1', etag2);
    expect(afterPrune.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/logs', headers: bearer(t.adminToken) });
    expect((await get('?page=1', afterPrune.headers.etag as string)).statusCode).toBe(200);
  });

  it.each([
    ['?level=fatal', logText.invalidLevel],
    ['?tab=warnings', logText.invalidTab],
    ['?page=0', logText.invalidPage],
    ['?limit=1000', logText.invalidLimit],
    [`?search=${'a'.repeat(201)}`, logText.searchTooLong],
  ])('answers 400 with a Portuguese message for %s', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/logs${query}`, headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message, code: 'invalid_input' });
  });

  it.each([
    ['GET', '/api/logs'],
    ['DELETE', '/api/logs'],
    ['GET', '/api/webhook-logs'],
    ['GET', '/api/logs/settings'],
    ['PUT', '/api/logs/settings'],
  ] as const)('%s %s is for admins only: 403 for a supervisor and a trainee', async (method, url) => {
    await gateway({ direction: 'incoming', status: 'received', message: 'oi' });
    for (const token of [sup.token, trainee.token]) {
      const res = await t.app.inject({ method, url, headers: bearer(token), payload: { retention_days: 90 } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await t.db.selectFrom('gateway_logs').select('id').execute()).toHaveLength(1);
  });
});

describe('GET /api/logs/export', () => {
  const exportLogs = (query: string, token = t.adminToken) =>
    t.app.inject({ method: 'GET', url: `/api/logs/export${query}`, headers: bearer(token) });

  it('downloads every entry of the tab and filters, newest first, more than a thousand of them; the export is recorded', async () => {
    const start = Date.now() - 3_600_000;
    await t.db
      .insertInto('gateway_logs')
      .values(
        Array.from({ length: 1_100 }, (_, i) => ({
          direction: 'incoming' as const,
          status: 'received' as const,
          phone: '5511912345678',
          message: `Mensagem ${i}`,
          error: null,
          instance: 'ponte',
          created_at: nowIso(new Date(start + i * 1000)),
        })),
      )
      .execute();
    await serverError();
    await activity({ action: 'create', entity: 'task', id: '1' });
    const all = await exportLogs('?tab=all');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^application\/json/);
    expect(all.headers['content-disposition']).toBe(`attachment; filename="${logExportFileName('all', shopToday())}"`);
    const entries = JSON.parse(all.body) as LogEntry[];
    expect(entries).toHaveLength(1_102);
    expect(new Set(entries.map((e) => e.id)).size).toBe(1_102);
    const times = entries.map((e) => e.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    const errors = JSON.parse((await exportLogs('?tab=errors&search=boom')).body) as LogEntry[];
    expect(errors.map((e) => e.category)).toEqual(['server']);
    const recorded = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'export')
      .orderBy('id')
      .execute();
    expect(recorded.map((r) => JSON.parse(r.details!))).toEqual([
      { report: 'logs', file: logExportFileName('all', shopToday()) },
      { report: 'logs', file: logExportFileName('errors', shopToday()) },
    ]);
  });

  it('is for admins only, and a wrong tab is a 400 naming the field', async () => {
    for (const role of ['operador', 'trainee'] as const)
      expect((await exportLogs('', (await t.staff(role)).token)).statusCode).toBe(403);
    const wrong = await exportLogs('?tab=tudo');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ tab: logText.invalidTab });
  });
});

describe('GET /api/webhook-logs', () => {
  it("lists the gateway's incoming calls newest first in the spec's webhook log shape", async () => {
    await gateway({ direction: 'incoming', status: 'received', message: 'oi', at: '2026-11-20T10:00:00.000Z' });
    await gateway({ direction: 'outgoing', status: 'sent', message: 'resposta', at: '2026-11-20T10:01:00.000Z' });
    await refusedWebhook('sem chave', '2026-11-20T10:02:00.000Z');
    const res = await t.app.inject({ method: 'GET', url: '/api/webhook-logs?limit=5', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, limit: 5, total: 2, pages: 1 });
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        webhook_type: 'evolution',
        webhook_url: '/api/webhook/evolution',
        payload: JSON.stringify({ instance: 'ponte', phone: '', message: 'Webhook recusado (401)' }),
        response_status: 401,
        response_body: 'error',
        success: false,
        error_message: 'sem chave',
        created_at: '2026-11-20T10:02:00.000Z',
      },
      expect.objectContaining({ response_status: 200, success: true, error_message: null, response_body: 'received' }),
    ]);
  });

  it('answers 304 while no call came in, 200 once one did (the /logs screen polls it)', async () => {
    const get = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/webhook-logs?limit=5',
        headers: { ...bearer(t.adminToken), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await get();
    const etag = String(first.headers.etag);
    expect(first.statusCode).toBe(200);
    const same = await get(etag);
    expect([same.statusCode, same.body]).toEqual([304, '']);
    await gateway({ direction: 'incoming', status: 'received', message: 'nova', at: '2026-11-21T10:00:00.000Z' });
    const next = await get(etag);
    expect(next.statusCode).toBe(200);
    expect(next.json().data[0]).toMatchObject({ created_at: '2026-11-21T10:00:00.000Z' });
  });
});

describe('DELETE /api/logs', () => {
  it('deletes the gateway log and server errors, hides earlier activity and records who cleared', async () => {
    await activity({ action: 'create', entity: 'task', id: '1', at: daysAgo(1) });
    await gateway({ direction: 'incoming', status: 'received', message: 'oi' });
    await serverError();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/logs', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ gateway: 1, server: 1 });
    const page = await getLogs();
    expect(page.entries.map((e) => [e.message, e.level])).toEqual([['onsolutions deleted logs', 'warning']]);
    expect(page.summary).toEqual({ total: 1, errors: 0, webhooks: 0, success_rate: 100 });
    expect(page.categories).toEqual(['activity:logs']);
    // The audit trail stays for the statistics; only retention removes it.
    expect(await t.db.selectFrom('activity_log').select('action').orderBy('id').execute()).toEqual([
      { action: 'create' },
      { action: 'delete' },
    ]);
    await activity({ action: 'login', entity: 'user' });
    expect((await getLogs()).pagination.total).toBe(2);
  });
});

describe('retention', () => {
  it(`defaults to ${LOG_RETENTION_DEFAULT_DAYS} days; an admin sets it, and the change is recorded`, async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/logs/settings', headers: bearer(t.adminToken) });
    expect((await get()).json().data).toEqual({ retention_days: 90, audit_retention_days: 1825 });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/logs/settings',
      headers: bearer(t.adminToken),
      payload: { retention_days: 45 },
    });
    expect(put.statusCode).toBe(200);
    // Left out, the audit trail's own retention stays as it was.
    expect(put.json().data).toEqual({ retention_days: 45, audit_retention_days: 1825 });
    expect((await get()).json().data).toEqual({ retention_days: 45, audit_retention_days: 1825 });
    const both = await t.app.inject({
      method: 'PUT',
      url: '/api/logs/settings',
      headers: bearer(t.adminToken),
      payload: { retention_days: 45, audit_retention_days: 400 },
    });
    expect(both.json().data).toEqual({ retention_days: 45, audit_retention_days: 400 });
    expect((await getLogs()).entries[0]).toMatchObject({ category: 'activity:settings', level: 'success' });
  });

  it.each([[10], [4000], [45.5], ['90']])('refuses a retention of %s days with 400', async (days) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/logs/settings',
      headers: bearer(t.adminToken),
      payload: { retention_days: days },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: logText.retentionInvalid, code: 'invalid_input' });
  });

  it.each([[364], [3651], [400.5]])('refuses an audit retention of %s days with 400 on its field', async (days) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/logs/settings',
      headers: bearer(t.adminToken),
      payload: { retention_days: 90, audit_retention_days: days },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: logText.auditRetentionInvalid,
      details: { audit_retention_days: logText.auditRetentionInvalid },
    });
  });

  it('pruning deletes entries older than their retention from every log table and keeps the rest; the audit trail keeps its own', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    await t.db
      .insertInto('settings')
      .values([
        { key: 'logs_retention_days', value: '30', updated_at: nowIso(), updated_by: 1 },
        { key: 'audit_retention_days', value: '365', updated_at: nowIso(), updated_by: 1 },
      ])
      .execute();
    // Older than the log retention, younger than the audit's: an auditor's period stays whole.
    await activity({ action: 'login', entity: 'user', at: daysAgo(366, now) });
    await activity({ action: 'login', entity: 'user', at: daysAgo(31, now) });
    await gateway({ direction: 'incoming', status: 'received', message: 'velha', at: daysAgo(40, now) });
    await gateway({ direction: 'incoming', status: 'received', message: 'nova', at: daysAgo(1, now) });
    await serverError(daysAgo(30.5, now));
    await serverError(daysAgo(2, now));
    expect(await pruneLogs(t.db, now)).toEqual({ activity: 1, gateway: 1, server: 1 });
    const kept = async (table: 'activity_log' | 'gateway_logs' | 'server_errors') =>
      (await t.db.selectFrom(table).select('created_at').execute()).map((r) => r.created_at);
    expect(await kept('activity_log')).toEqual([daysAgo(31, now)]);
    expect(await kept('gateway_logs')).toEqual([daysAgo(1, now)]);
    expect(await kept('server_errors')).toEqual([daysAgo(2, now)]);
    expect(await pruneLogs(t.db, now)).toEqual({ activity: 0, gateway: 0, server: 0 });
  });

  it('the scheduled pruning runs at once and reports a failure instead of throwing', async () => {
    await activity({ action: 'login', entity: 'user', at: daysAgo(2000) });
    const stop = scheduleLogPruning(t.db, () => {}, 60_000);
    await stop();
    expect(await t.db.selectFrom('activity_log').select('id').execute()).toEqual([]);
    const errors: unknown[] = [];
    vi.spyOn(t.db, 'deleteFrom').mockImplementation(() => {
      throw new Error('disk full');
    });
    await scheduleLogPruning(t.db, (err) => errors.push(err), 60_000)();
    expect(errors).toHaveLength(1);
  });
});

describe('server errors', () => {
  it('a 500 is kept with its request id, route pattern and user, and the answer carries the id', async () => {
    const { id, token } = await t.staff('admin');
    const real = t.db.selectFrom.bind(t.db);
    vi.spyOn(t.db, 'selectFrom').mockImplementation(((table: never) => {
      if (String(table).startsWith('tasks')) throw new Error('connection lost\n    at stack line');
      return real(table);
    }) as typeof t.db.selectFrom);
    const res = await t.app.inject({ method: 'GET', url: '/api/tasks/123?x=1', headers: bearer(token) });
    vi.restoreAllMocks();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'internal' });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const rows = await t.db.selectFrom('server_errors').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        request_id: requestId,
        method: 'GET',
        route: '/api/tasks/:id',
        status: 500,
        message: 'connection lost',
        user_id: id,
      }),
    ]);
    const [entry] = (await getLogs('?tab=errors')).entries;
    expect(entry).toMatchObject({ category: 'server', details: `request_id: ${requestId}`, user_id: id });
  });

  it('a failure to write the error log still answers the 500', async () => {
    const real = t.db.selectFrom.bind(t.db);
    vi.spyOn(t.db, 'selectFrom').mockImplementation(((table: never) => {
      if (String(table).startsWith('tasks')) throw new Error('connection lost');
      return real(table);
    }) as typeof t.db.selectFrom);
    vi.spyOn(t.db, 'insertInto').mockImplementation(() => {
      throw new Error('database gone');
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/tasks/1', headers: bearer(t.adminToken) });
    vi.restoreAllMocks();
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal');
    expect(await t.db.selectFrom('server_errors').select('id').execute()).toEqual([]);
  });
});
