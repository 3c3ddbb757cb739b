import {
  attendanceErrorText,
  workedHours,
  type AttendanceErrorCode,
  type AttendanceRecord,
  type MyStatus,
} from '@ponte/domain/attendance';
import { nextDay, shopDayStart } from '@ponte/domain/dates';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import { AppError, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder } from '../logs/service';
import * as q from './queries';

const recordAttendance = activityRecorder('attendance');

const refuse = (code: AttendanceErrorCode) => new AppError(409, attendanceErrorText[code], undefined, code);

export const HISTORY_LIMIT = 500;

export async function myStatus(db: Db, actor: Actor): Promise<MyStatus> {
  const shift = await q.findOpenShift(db, actor.id);
  if (!shift) return { status: 'none', clock_in: null, attendance_id: null, break_start: null };
  const onBreak = shift.status === 'break';
  return {
    status: onBreak ? 'break' : 'active',
    clock_in: shift.clock_in,
    attendance_id: shift.id,
    break_start: onBreak ? await q.findOpenBreakStart(db, shift.id) : null,
  };
}

export async function clockIn(db: Db, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const shift = await q.insertShiftIfNoneOpen(tx, {
      user_id: actor.id,
      clock_in: nowIso(now),
      clock_out: null,
      total_hours: null,
      status: 'active',
    });
    if (!shift) throw refuse('shift_already_open');
    await recordAttendance(tx, actor.id, 'create', shift.id, { event: 'clock_in' });
    return shift;
  });
}

/**
 * Why a conditional move found no shift in the expected state: read after the fact, only to
 * pick the message.
 */
async function refusalFor(tx: Tx, actor: Actor, wrongState: AttendanceErrorCode) {
  return refuse((await q.findOpenShift(tx, actor.id)) ? wrongState : 'no_open_shift');
}

/*
 * Each transition below first changes the shift row with a condition on its current state
 * (`… WHERE status = 'active' RETURNING`). That statement is the check: of many requests at
 * once exactly one finds the state it expects, and on PostgreSQL it also holds the row until
 * commit, so the break rows written after it cannot interleave with another transition.
 */

export async function startBreak(db: Db, actor: Actor, reason: string, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const shift = await q.moveOpenShift(tx, actor.id, 'active', 'break');
    if (!shift) throw await refusalFor(tx, actor, 'already_on_break');
    const pause = await q.insertBreak(tx, {
      attendance_id: shift.id,
      user_id: actor.id,
      start_time: nowIso(now),
      end_time: null,
      duration_minutes: null,
      reason,
    });
    await recordAttendance(tx, actor.id, 'update', shift.id, { event: 'break', reason });
    return pause;
  });
}

export async function resume(db: Db, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const shift = await q.moveOpenShift(tx, actor.id, 'break', 'active');
    if (!shift) throw await refusalFor(tx, actor, 'not_on_break');
    await q.closeOpenBreak(tx, shift.id, now);
    await recordAttendance(tx, actor.id, 'update', shift.id, { event: 'resume' });
    return shift;
  });
}

/** Closes an open break first; total_hours excludes every break. */
export async function clockOut(db: Db, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const shift = await q.closeOpenShift(tx, actor.id, nowIso(now));
    if (!shift) throw refuse('no_open_shift');
    await q.closeOpenBreak(tx, shift.id, now);
    const breakMinutes = await q.sumBreakMinutes(tx, shift.id);
    const updated = await q.setTotalHours(tx, shift.id, workedHours(new Date(shift.clock_in), now, breakMinutes));
    await recordAttendance(tx, actor.id, 'update', shift.id, { event: 'clock_out', total_hours: updated.total_hours });
    return updated;
  });
}

/** Turns the optional period of the history call into clock-in bounds (date-only = the shop's whole day). */
export function historyRange(start?: string, end?: string) {
  const day = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  // The last instant of the shop's day: the query's upper bound is inclusive.
  const endOfDay = (v: string) => new Date(shopDayStart(nextDay(v)).getTime() - 1).toISOString();
  return {
    from: start ? (day(start) ? shopDayStart(start).toISOString() : new Date(start).toISOString()) : undefined,
    to: end ? (day(end) ? endOfDay(end) : new Date(end).toISOString()) : undefined,
  };
}

export async function history(db: Db, actor: Actor, start?: string, end?: string): Promise<AttendanceRecord[]> {
  const rows = await q.listHistory(db, actor.id, historyRange(start, end), HISTORY_LIMIT);
  return rows.map((r) => ({
    ...r,
    total_hours: r.total_hours == null ? null : Number(r.total_hours),
    break_minutes: Number(r.break_minutes),
    break_count: Number(r.break_count),
  }));
}

/** Breaks of one shift: the owner or an admin may read them. */
export async function breaksOf(db: Db, actor: Actor, attendanceId: number) {
  const shift = await q.findShiftById(db, attendanceId);
  if (!shift || (shift.user_id !== actor.id && actor.role !== 'admin'))
    throw notFound(attendanceErrorText.shift_not_found, 'shift_not_found');
  return q.listBreaks(db, attendanceId);
}

export async function activeAttendants(db: Db) {
  const rows = await q.listOpenShifts(db);
  return rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    clock_in: r.clock_in,
    status: r.status,
    user: { id: r.user_id, name: r.username, email: r.email, role: r.role },
  }));
}

/* The statistics screens read the hours through this. */
export { attendanceReport } from './report';
