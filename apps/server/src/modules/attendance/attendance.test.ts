import { describe, expect, it } from 'vitest';
import { attendanceErrorText } from '@ponte/domain/attendance';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';
import type { Actor } from '../../plugins/auth';
import * as attendance from './service';

let t: TestContext;
useTestApp((built) => (t = built));

const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/attendance/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function person(role: 'admin' | 'operador' | 'trainee' = 'trainee') {
  const s = await t.staff(role);
  const actor: Actor = { id: s.id, username: s.username, name: s.username, email: s.email, role };
  return { ...s, actor };
}

describe('the panel poll of open shifts (issue 30)', () => {
  it('answers 304 while nobody clocked in, out or took a break, 200 once someone did', async () => {
    const admin = await person('admin');
    const poll = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/attendance/active',
        headers: { ...bearer(admin.token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const etag = (await poll()).headers.etag as string;
    const same = await poll(etag);
    expect([same.statusCode, same.body]).toEqual([304, '']);
    const p = await person();
    expect((await call(p.token, 'POST', 'clock-in')).statusCode).toBe(200);
    const changed = await poll(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.map((s: { user_id: number }) => s.user_id)).toContain(p.id);
    const afterIn = changed.headers.etag as string;
    expect((await call(p.token, 'POST', 'break', { reason: 'Almoço' })).statusCode).toBe(200);
    expect((await poll(afterIn)).statusCode).toBe(200);
  });
});

describe('shift transitions', () => {
  it('clock-in twice answers 409 and keeps one open shift', async () => {
    const p = await person();
    expect((await call(p.token, 'POST', 'clock-in')).statusCode).toBe(200);
    const second = await call(p.token, 'POST', 'clock-in');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      error: attendanceErrorText.shift_already_open,
      code: 'shift_already_open',
    });
    const open = await t.db
      .selectFrom('attendance')
      .select('id')
      .where('user_id', '=', p.id)
      .where('clock_out', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('two clock-ins at the same moment still open one shift', async () => {
    const p = await person();
    const results = await Promise.allSettled([attendance.clockIn(t.db, p.actor), attendance.clockIn(t.db, p.actor)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.selectFrom('attendance').select('id').where('user_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('my-status follows none → active → break → active → none', async () => {
    const p = await person();
    const status = async () => (await call(p.token, 'GET', 'my-status')).json().data.status;
    expect(await status()).toBe('none');
    await call(p.token, 'POST', 'clock-in');
    expect(await status()).toBe('active');
    expect((await call(p.token, 'GET', 'my-status')).json().data.clock_in).toMatch(/Z$/);
    const before = Date.now();
    await call(p.token, 'POST', 'break', { reason: 'Pausa' });
    expect(await status()).toBe('break');
    const onBreak = (await call(p.token, 'GET', 'my-status')).json().data;
    expect(Date.parse(onBreak.break_start)).toBeGreaterThanOrEqual(before - 1000);
    await call(p.token, 'POST', 'resume');
    expect(await status()).toBe('active');
    expect((await call(p.token, 'GET', 'my-status')).json().data.break_start).toBeNull();
    await call(p.token, 'POST', 'clock-out');
    expect(await status()).toBe('none');
  });

  it('refuses a break without a shift, a second break, a resume without a break and a clock-out without a shift', async () => {
    const p = await person();
    const noShiftBreak = await call(p.token, 'POST', 'break', { reason: 'Pausa' });
    expect([noShiftBreak.statusCode, noShiftBreak.json().error]).toEqual([409, attendanceErrorText.no_open_shift]);
    const noShiftOut = await call(p.token, 'POST', 'clock-out');
    expect([noShiftOut.statusCode, noShiftOut.json().error]).toEqual([409, attendanceErrorText.no_open_shift]);
    await call(p.token, 'POST', 'clock-in');
    const noBreak = await call(p.token, 'POST', 'resume');
    expect([noBreak.statusCode, noBreak.json().error]).toEqual([409, attendanceErrorText.not_on_break]);
    await call(p.token, 'POST', 'break', { reason: 'Almoço' });
    const twice = await call(p.token, 'POST', 'break', { reason: 'Pausa' });
    expect([twice.statusCode, twice.json().error]).toEqual([409, attendanceErrorText.already_on_break]);
  });

  it('a break needs a reason (400 with the field)', async () => {
    const p = await person();
    await call(p.token, 'POST', 'clock-in');
    const res = await call(p.token, 'POST', 'break', { reason: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('reason');
    const missing = await call(p.token, 'POST', 'break');
    expect(missing.statusCode).toBe(400);
  });
});

describe('hours', () => {
  it('total_hours excludes break time', async () => {
    const p = await person();
    const t0 = new Date('2026-03-02T12:00:00.000Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    await attendance.clockIn(t.db, p.actor, t0);
    await attendance.startBreak(t.db, p.actor, 'Almoço', at(120));
    await attendance.resume(t.db, p.actor, at(180));
    await attendance.startBreak(t.db, p.actor, 'Pausa', at(240));
    await attendance.resume(t.db, p.actor, at(255));
    const shift = await attendance.clockOut(t.db, p.actor, at(480));
    // 8 h on the clock, 75 min of breaks.
    expect(shift.total_hours).toBe(6.75);
    expect(shift.status).toBe('finished');
    const [row] = await attendance.history(t.db, p.actor);
    expect(row).toMatchObject({ id: shift.id, break_minutes: 75, break_count: 2, total_hours: 6.75 });
  });

  it('a clock-out during a break closes the break first', async () => {
    const p = await person();
    const t0 = new Date('2026-03-03T12:00:00.000Z');
    await attendance.clockIn(t.db, p.actor, t0);
    await attendance.startBreak(t.db, p.actor, 'Pausa', new Date(t0.getTime() + 60 * 60_000));
    const shift = await attendance.clockOut(t.db, p.actor, new Date(t0.getTime() + 90 * 60_000));
    expect(shift.total_hours).toBe(1);
    const breaks = await t.db
      .selectFrom('attendance_breaks')
      .selectAll()
      .where('attendance_id', '=', shift.id)
      .execute();
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatchObject({ duration_minutes: 30, end_time: '2026-03-03T13:30:00.000Z' });
  });
});

describe('history and breaks', () => {
  it('returns only my shifts, newest first, filtered by an optional period', async () => {
    const p = await person();
    const other = await person();
    for (const day of ['2026-01-10', '2026-01-11', '2026-01-12']) {
      const start = new Date(`${day}T12:00:00.000Z`);
      await attendance.clockIn(t.db, p.actor, start);
      await attendance.clockOut(t.db, p.actor, new Date(start.getTime() + 3_600_000));
    }
    await attendance.clockIn(t.db, other.actor, new Date('2026-01-11T12:00:00.000Z'));
    const all = (await call(p.token, 'GET', 'history')).json().data;
    expect(all.map((r: { clock_in: string }) => r.clock_in.slice(0, 10))).toEqual([
      '2026-01-12',
      '2026-01-11',
      '2026-01-10',
    ]);
    const some = (await call(p.token, 'GET', 'history?start_date=2026-01-11&end_date=2026-01-11')).json().data;
    expect(some).toHaveLength(1);
    expect(some[0]).toMatchObject({ user_id: p.id, total_hours: 1, status: 'finished' });
    const from = (await call(p.token, 'GET', 'history?start_date=2026-01-11')).json().data;
    expect(from).toHaveLength(2);
  });

  it("a day asked for is the shop's São Paulo day: a shift at 22:30 there is on that day (issue 29)", async () => {
    const p = await person();
    // 22:30 on 20 January in São Paulo is 01:30Z on the 21st.
    await attendance.clockIn(t.db, p.actor, new Date('2026-01-21T01:30:00.000Z'));
    const on20 = (await call(p.token, 'GET', 'history?start_date=2026-01-20&end_date=2026-01-20')).json().data;
    expect(on20.map((r: { clock_in: string }) => r.clock_in)).toEqual(['2026-01-21T01:30:00.000Z']);
    const on21 = (await call(p.token, 'GET', 'history?start_date=2026-01-21&end_date=2026-01-21')).json().data;
    expect(on21).toEqual([]);
  });

  it('answers 400 for an invalid date', async () => {
    const p = await person();
    const res = await call(p.token, 'GET', 'history?start_date=ontem');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('start_date');
  });

  it("lists a shift's breaks for its owner and an admin, 404 for anybody else", async () => {
    const p = await person();
    const intruder = await person('operador');
    const shift = await attendance.clockIn(t.db, p.actor);
    await attendance.startBreak(t.db, p.actor, 'Café');
    const mine = await call(p.token, 'GET', `breaks/${shift.id}`);
    expect(mine.json().data).toEqual([expect.objectContaining({ reason: 'Café', end_time: null })]);
    expect((await call(t.adminToken, 'GET', `breaks/${shift.id}`)).statusCode).toBe(200);
    expect((await call(intruder.token, 'GET', `breaks/${shift.id}`)).statusCode).toBe(404);
    expect((await call(p.token, 'GET', 'breaks/abc')).statusCode).toBe(400);
  });

  it('records clock-in and clock-out in the activity log', async () => {
    const p = await person();
    await call(p.token, 'POST', 'clock-in');
    await call(p.token, 'POST', 'clock-out');
    const rows = await t.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('user_id', '=', p.id)
      .where('entity_type', '=', 'attendance')
      .execute();
    expect(rows.map((r) => JSON.parse(r.details ?? '{}').event)).toEqual(['clock_in', 'clock_out']);
  });
});
