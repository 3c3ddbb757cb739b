import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditText } from '@ponte/domain/logs';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { exportActivity } from './audit-export';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = [
    // 2026-03-09 23:30 in São Paulo (UTC−3): the day before the period.
    { at: '2026-03-10T02:30:00.000Z', action: 'update', details: '{"before":true}' },
    // 2026-03-10 00:10 in São Paulo: the period's first minutes.
    { at: '2026-03-10T03:10:00.000Z', action: 'create', details: '{"first":true}' },
    { at: '2026-03-10T15:00:00.000Z', action: 'update', details: '{"password":"segredo-1"}' },
    { at: '2026-03-10T15:00:00.000Z', action: 'delete', details: '=SUM(A1)' },
    // 2026-03-11 23:50 in São Paulo: the period's last day, still inside.
    { at: '2026-03-12T02:50:00.000Z', action: 'login', details: null },
    // 2026-03-12 00:10 in São Paulo: after it.
    { at: '2026-03-12T03:10:00.000Z', action: 'logout', details: '{"after":true}' },
  ];
  for (const r of rows)
    await t.db
      .insertInto('activity_log')
      .values({
        user_id: null,
        action: r.action,
        entity_type: 'settings',
        entity_id: '7',
        details: r.details,
        ip_address: '10.9.9.9',
        created_at: r.at,
      })
      .execute();
});
afterAll(() => t.close());

const period = 'start_date=2026-03-10&end_date=2026-03-11';
const call = (query: string, token = t.adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/logs/activity-export?${query}`, headers: bearer(token) });

describe('the audit export (issue 33)', () => {
  it("holds the period's shop days whole, oldest first, as a pt-BR CSV; secrets stay redacted and formulas inert", async () => {
    const res = await call(period);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="auditoria-2026-03-10-a-2026-03-11.csv"');
    expect(res.body.startsWith('\uFEFFData;Usuário;Ação;Entidade;ID;Detalhes;IP\r\n')).toBe(true);
    const lines = res.body.trim().split('\r\n').slice(1);
    expect(lines.map((l) => l.split(';')[2])).toEqual(['create', 'update', 'delete', 'login']);
    expect(lines[0]).toMatch(/^10\/03\/2026 00:10;Sistema;create;settings;7;/);
    expect(res.body).not.toContain('segredo-1');
    expect(res.body).toContain('[redacted]');
    expect(res.body).toContain("'=SUM(A1)");
    expect(res.body).not.toContain('"before"');
    expect(res.body).not.toContain('"after"');
  });

  it('reads a page at a time and loses nothing between pages (two entries at the same instant)', async () => {
    const admin = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'onsolutions')
      .executeTakeFirstOrThrow();
    const actor = {
      id: admin.id,
      username: 'onsolutions',
      name: 'onsolutions',
      email: 'a@b.c',
      role: 'admin' as const,
    };
    const file = await exportActivity(t.db, actor, { start_date: '2026-03-10', end_date: '2026-03-11' }, undefined, 1);
    const lines = (await text(file.body)).trim().split('\r\n').slice(1);
    expect(lines.map((l) => l.split(';')[2])).toEqual(['create', 'update', 'delete', 'login']);
  });

  it('is recorded, refused to supervisors and trainees, and says what is wrong with a period', async () => {
    const log = await t.db
      .selectFrom('activity_log')
      .select('details')
      .where('entity_type', '=', 'logs')
      .where('action', '=', 'export')
      .execute();
    expect(log.map((l) => JSON.parse(l.details!))).toContainEqual({
      audit: { start_date: '2026-03-10', end_date: '2026-03-11' },
    });
    for (const role of ['operador', 'trainee'] as const)
      expect((await call(period, (await t.staff(role)).token)).statusCode).toBe(403);
    const missing = await call('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({
      start_date: auditText.periodRequired,
      end_date: auditText.periodRequired,
    });
    const inverted = await call('start_date=2026-03-11&end_date=2026-03-10');
    expect(inverted.json().details).toEqual({ end_date: auditText.periodInverted });
    expect((await call('start_date=2026-02-30&end_date=2026-03-10')).json().details).toEqual({
      start_date: auditText.invalidDay,
    });
  });

  it('reports taken out as files are in the log too: sales, commissions, attendance, statistics', async () => {
    const files = [
      ['/api/sales.csv', 'sales'],
      ['/api/commissions/report.csv', 'commissions'],
      ['/api/attendance/all.csv', 'attendance'],
      ['/api/stats/overview.csv', 'overview'],
    ];
    for (const [url, report] of files) {
      const res = await t.app.inject({ method: 'GET', url: url!, headers: bearer(t.adminToken) });
      expect(res.statusCode, url).toBe(200);
      const row = await t.db
        .selectFrom('activity_log')
        .select(['details', 'user_id'])
        .where('entity_type', '=', 'report')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.details!)).toMatchObject({ report, file: expect.stringMatching(/\.csv$/) });
      expect(row.user_id).not.toBeNull();
    }
  });
});
