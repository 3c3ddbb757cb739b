import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let ana: { id: number; username: string; email: string };
let bia: { id: number; username: string; email: string };

/** A shift row as clock-out leaves it (hours already net of breaks). */
const shift = (userId: number, clockIn: string, clockOut: string | null, hours: number | null) => ({
  user_id: userId,
  clock_in: clockIn,
  clock_out: clockOut,
  total_hours: hours,
  status: clockOut ? ('finished' as const) : ('active' as const),
});

beforeAll(async () => {
  t = await buildTestApp();
  ana = await t.staff('operador', 'ana.report');
  bia = await t.staff('trainee', 'bia.report');
  await t.db
    .insertInto('attendance')
    .values([
      // 2026-03-09 in São Paulo: 01:30 UTC on the 10th is 22:30 on the 9th.
      shift(ana.id, '2026-03-10T01:30:00.000Z', '2026-03-10T04:30:00.000Z', 3),
      shift(ana.id, '2026-03-10T12:00:00.000Z', '2026-03-10T20:00:00.000Z', 7.5),
      shift(ana.id, '2026-03-10T21:00:00.000Z', '2026-03-10T23:00:00.000Z', 2),
      shift(bia.id, '2026-03-11T11:00:00.000Z', '2026-03-11T17:15:00.000Z', 6.25),
      // Still open: counted as a shift and a day, not as hours.
      shift(bia.id, '2026-03-12T11:00:00.000Z', null, null),
      // Outside every period asked below.
      shift(bia.id, '2026-04-01T12:00:00.000Z', '2026-04-01T20:00:00.000Z', 8),
    ])
    .execute();
});
afterAll(() => t.close());

const report = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/attendance/all${query}`, headers: bearer(t.adminToken) });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/attendance/all', () => {
  it('sums hours per collaborator over shop days, the day crossing UTC midnight included', async () => {
    const { status, body } = await report('?start_date=2026-03-09&end_date=2026-03-12');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      total_hours: 18.75,
      collaborators: 2,
      average_per_collaborator: 9.38,
      open_shifts: 1,
      rows: [
        {
          user_id: ana.id,
          name: 'ana.report',
          email: ana.email,
          role: 'operador',
          days_worked: 2,
          shifts: 3,
          total_hours: 12.5,
          average_per_day: 6.25,
        },
        {
          user_id: bia.id,
          name: 'bia.report',
          email: bia.email,
          role: 'trainee',
          days_worked: 2,
          shifts: 2,
          total_hours: 6.25,
          average_per_day: 3.13,
        },
      ],
    });
  });

  it('a period starting on the 10th leaves out the 01:30 UTC shift, which is the 9th in São Paulo', async () => {
    const { body } = await report('?start_date=2026-03-10&end_date=2026-03-10');
    expect(body.data.rows).toEqual([
      expect.objectContaining({ user_id: ana.id, days_worked: 1, shifts: 2, total_hours: 9.5 }),
    ]);
  });

  it("counts days worked by the offset in force then: under 2019's daylight saving 02:30 UTC was 00:30", async () => {
    const carla = await t.staff('operador', 'carla.report');
    await t.db
      .insertInto('attendance')
      .values([
        shift(carla.id, '2019-01-10T01:30:00.000Z', '2019-01-10T02:00:00.000Z', 0.5), // 23:30 on the 9th
        shift(carla.id, '2019-01-10T02:30:00.000Z', '2019-01-10T04:30:00.000Z', 2), // 00:30 on the 10th
      ])
      .execute();
    const both = await report('?start_date=2019-01-09&end_date=2019-01-10');
    expect(both.body.data.rows).toEqual([
      expect.objectContaining({
        user_id: carla.id,
        days_worked: 2,
        shifts: 2,
        total_hours: 2.5,
        average_per_day: 1.25,
      }),
    ]);
    const tenth = await report('?start_date=2019-01-10&end_date=2019-01-10');
    expect(tenth.body.data.rows).toEqual([expect.objectContaining({ user_id: carla.id, days_worked: 1, shifts: 1 })]);
    // No bounds: every shift, each period of offsets joined.
    const all = await report('');
    expect(all.body.data.rows).toContainEqual(
      expect.objectContaining({ user_id: carla.id, days_worked: 2, shifts: 2 }),
    );
    expect(all.body.data.open_shifts).toBe(1);
  });

  it('a period with no shifts answers zeros and no rows', async () => {
    const { body } = await report('?start_date=2025-01-01&end_date=2025-01-31');
    expect(body.data).toEqual({
      total_hours: 0,
      collaborators: 0,
      average_per_collaborator: 0,
      open_shifts: 0,
      rows: [],
    });
  });

  it.each([
    ['?start_date=2026-02-30', 'start_date', 'Data inválida: use o formato AAAA-MM-DD'],
    [
      '?start_date=2026-03-12&end_date=2026-03-01',
      'end_date',
      'A data inicial deve ser anterior ou igual à data final',
    ],
  ])('refuses %s with 400 on %s', async (query, field, message) => {
    const { status, body } = await report(query);
    expect(status).toBe(400);
    expect(body.details[field]).toBe(message);
  });

  it('exports the table as a Brazilian CSV named after the period', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/attendance/all.csv?start_date=2026-03-09&end_date=2026-03-12',
      headers: bearer(t.adminToken),
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="atendimento-2026-03-09-a-2026-03-12.csv"');
    expect(res.body.split('\r\n').filter(Boolean)).toEqual([
      '\uFEFFColaborador;E-mail;Dias Trabalhados;Total de Horas;Média por Dia',
      `ana.report;${ana.email};2;12,50;6,25`,
      `bia.report;${bia.email};2;6,25;3,13`,
    ]);
  });
});
