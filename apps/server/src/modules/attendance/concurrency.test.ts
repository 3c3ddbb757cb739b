import { describe, expect, it } from 'vitest';
import { attendanceErrorText, type AttendanceErrorCode } from '@ponte/domain/attendance';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

/**
 * Fifty presses of the same button at once. SQLite runs one write at a time, so these matter
 * most on PostgreSQL, where each request gets its own connection from the pool.
 */
const CALLS = 50;

let t: TestContext;
useTestApp((built) => (t = built));

const post = (token: string, path: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/attendance/${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const fireAtOnce = (token: string, path: string, payload?: object) =>
  Promise.all(Array.from({ length: CALLS }, () => post(token, path, payload)));

/** Exactly one call succeeds; every other one is the 409 with the rule's Portuguese text. */
function expectOneWinner(replies: Awaited<ReturnType<typeof fireAtOnce>>, refusal: AttendanceErrorCode) {
  const statuses = replies.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  for (const r of replies.filter((r) => r.statusCode !== 200)) {
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ success: false, error: attendanceErrorText[refusal], code: refusal });
  }
}

const shiftsOf = (userId: number) => t.db.selectFrom('attendance').selectAll().where('user_id', '=', userId).execute();
/** The activity entries of `userId` recording the attendance event `event`. */
const loggedEvents = (userId: number, event: string) =>
  t.db
    .selectFrom('activity_log')
    .select('id')
    .where('user_id', '=', userId)
    .where('details', 'like', `%"event":"${event}"%`)
    .execute();
const breaksOf = (userId: number) =>
  t.db.selectFrom('attendance_breaks').selectAll().where('user_id', '=', userId).execute();

describe('attendance under 50 concurrent calls', () => {
  it('clock-in: one shift opens, the other 49 are told a shift is already open', async () => {
    const p = await t.staff('trainee');
    expectOneWinner(await fireAtOnce(p.token, 'clock-in'), 'shift_already_open');
    const shifts = await shiftsOf(p.id);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatchObject({ status: 'active', clock_out: null });
  });

  it("'Pausa': one break opens, the other 49 are told they are already on break", async () => {
    const p = await t.staff('trainee');
    expect((await post(p.token, 'clock-in')).statusCode).toBe(200);
    expectOneWinner(await fireAtOnce(p.token, 'break', { reason: 'Pausa' }), 'already_on_break');
    const breaks = await breaksOf(p.id);
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatchObject({ end_time: null, reason: 'Pausa' });
    expect((await shiftsOf(p.id))[0]).toMatchObject({ status: 'break' });
  });

  it("'Retomar': one resume closes the break, the other 49 are told they are not on break", async () => {
    const p = await t.staff('operador');
    await post(p.token, 'clock-in');
    await post(p.token, 'break', { reason: 'Almoço' });
    expectOneWinner(await fireAtOnce(p.token, 'resume'), 'not_on_break');
    const breaks = await breaksOf(p.id);
    expect(breaks).toHaveLength(1);
    expect(breaks[0]!.end_time).not.toBeNull();
    expect((await shiftsOf(p.id))[0]).toMatchObject({ status: 'active', clock_out: null });
    expect(await loggedEvents(p.id, 'resume')).toHaveLength(1);
  });

  it('clock-out during a break: one shift closes once, its break closes, the other 49 find no open shift', async () => {
    const p = await t.staff('admin');
    await post(p.token, 'clock-in');
    await post(p.token, 'break', { reason: 'Pausa' });
    expectOneWinner(await fireAtOnce(p.token, 'clock-out'), 'no_open_shift');
    const shifts = await shiftsOf(p.id);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]).toMatchObject({ status: 'finished' });
    expect(shifts[0]!.clock_out).not.toBeNull();
    expect(shifts[0]!.total_hours).not.toBeNull();
    const breaks = await breaksOf(p.id);
    expect(breaks.filter((b) => b.end_time === null)).toHaveLength(0);
    expect(await loggedEvents(p.id, 'clock_out')).toHaveLength(1);
  });

  it('break and resume racing each other leave the shift and its breaks consistent', async () => {
    const p = await t.staff('trainee');
    await post(p.token, 'clock-in');
    const replies = await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        i % 2 === 0 ? post(p.token, 'break', { reason: 'Pausa' }) : post(p.token, 'resume'),
      ),
    );
    for (const r of replies) expect([200, 409]).toContain(r.statusCode);
    const shift = (await shiftsOf(p.id))[0]!;
    const open = (await breaksOf(p.id)).filter((b) => b.end_time === null);
    // On break exactly when one break is open.
    expect(open).toHaveLength(shift.status === 'break' ? 1 : 0);
    const acknowledgedBreaks = replies.filter((r, i) => i % 2 === 0 && r.statusCode === 200).length;
    expect(await breaksOf(p.id)).toHaveLength(acknowledgedBreaks);
  });
});
