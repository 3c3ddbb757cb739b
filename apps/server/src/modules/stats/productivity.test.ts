import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { activityRow } from '../../../test/seed-rows';

let t: TestContext;
let ana: { id: number; username: string };
let bia: { id: number; username: string };

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.staff('operador', 'ana.prod');
  bia = await t.staff('trainee', 'bia.prod');
  const shift = (userId: number, clockIn: string, hours: number) => ({
    user_id: userId,
    clock_in: clockIn,
    clock_out: new Date(Date.parse(clockIn) + hours * 3_600_000).toISOString(),
    total_hours: hours,
    status: 'finished' as const,
  });
  await t.db
    .insertInto('attendance')
    .values([
      shift(ana.id, '2026-05-04T12:00:00.000Z', 8),
      shift(ana.id, '2026-05-05T12:00:00.000Z', 7.5),
      shift(bia.id, '2026-05-05T02:00:00.000Z', 4), // 23:00 on May 4 in São Paulo
      shift(bia.id, '2026-06-01T12:00:00.000Z', 9), // outside the period
    ])
    .execute();
  const log = (userId: number, action: string, entity: string, at: string) =>
    activityRow(userId, action, entity, String(userId), at);
  await t.db
    .insertInto('activity_log')
    .values([
      log(ana.id, 'login', 'user', '2026-05-04T11:59:00.000Z'),
      log(ana.id, 'create', 'attendance', '2026-05-04T12:00:00.000Z'),
      log(bia.id, 'update', 'sale', '2026-05-05T02:30:00.000Z'),
      log(bia.id, 'update', 'shopping_list', '2026-05-05T02:31:00.000Z'), // not a listed entity
      log(bia.id, 'logout', 'user', '2026-05-06T03:30:00.000Z'), // 00:30 on May 6 in São Paulo: outside
    ])
    .execute();
});
afterAll(() => t.close());

const productivity = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/stats/productivity${query}`, headers: bearer(t.adminToken) });

describe('GET /api/stats/productivity', () => {
  it('ranks the hours and lists the latest activities of the listed kinds in the period', async () => {
    const res = await productivity('?start_date=2026-05-04&end_date=2026-05-05');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      period: { start_date: '2026-05-04', end_date: '2026-05-05' },
      totalHours: 19.5,
      activeCollaborators: 2,
      avgHoursPerCollaborator: 9.75,
      totalActivities: 2,
      hoursRanking: [
        { user_id: ana.id, name: 'ana.prod', hours: 15.5, days_worked: 2 },
        { user_id: bia.id, name: 'bia.prod', hours: 4, days_worked: 1 },
      ],
    });
    expect(
      data.recentActivities.map((a: { action: string; entity_type: string; user_name: string }) => [
        a.action,
        a.entity_type,
        a.user_name,
      ]),
    ).toEqual([
      ['update', 'sale', 'bia.prod'],
      ['create', 'attendance', 'ana.prod'],
    ]);
  });

  it('lists sign-ins and sign-outs, and counts them, only with sign_ins=true', async () => {
    const res = await productivity('?start_date=2026-05-04&end_date=2026-05-05&sign_ins=true');
    const data = res.json().data;
    expect(data.totalActivities).toBe(3);
    expect(data.recentActivities.map((a: { action: string }) => a.action)).toEqual(['update', 'create', 'login']);
    const hidden = await productivity('?start_date=2026-05-04&end_date=2026-05-05&sign_ins=false');
    expect(hidden.json().data.totalActivities).toBe(2);
  });

  it('refuses a sign_ins that is not true or false with 400 and the field', async () => {
    const res = await productivity('?sign_ins=talvez');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      sign_ins: 'Valor inválido para mostrar entradas e saídas: use true ou false',
    });
  });

  it('an empty period answers zeros', async () => {
    const res = await productivity('?start_date=2020-01-01&end_date=2020-01-31');
    expect(res.json().data).toMatchObject({
      totalHours: 0,
      activeCollaborators: 0,
      avgHoursPerCollaborator: 0,
      totalActivities: 0,
      hoursRanking: [],
      recentActivities: [],
    });
  });
});
