import { attendanceErrorText, workedHours, type AttendanceErrorCode, type AttendanceRecord, type MyStatus } from '@ponte/domain/attendance';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import { AppError, isUniqueViolation, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { recordActivity } from '../logs/activity';
import * as q from './queries';

const refuse = (code: AttendanceErrorCode) => new AppError(409, attendanceErrorText[code], undefined, code);

const minutesBetween = (from: string, to: Date) => Math.max(0, (to.getTime() - new Date(from).getTime()) / 60000);

export const HISTORY_LIMIT = 500;

export async function myStatus(db: Db, actor: Actor): Promise<MyStatus> {
  const shift = await q.findOpenShift(db, actor.id);
  if (!shift) return { status: 'none', clock_in: null, attendance_id: null };
  return { status: shift.status === 'break' ? 'break' : 'active', clock_in: shift.clock_in, attendance_id: shift.id };
}

export async function clockIn(db: Db, actor: Actor, now = new Date()) {
  if (await q.findOpenShift(db, actor.id)) throw refuse('SHIFT_ALREADY_OPEN');
  try {
    const shift = await q.insertShift(db, { user_id: actor.id, clock_in: nowIso(now), clock_out: null, total_hours: null, status: 'active' });
    await recordActivity(db, { userId: actor.id, action: 'create', entityType: 'attendance', entityId: shift.id, details: { event: 'clock_in' } });
    return shift;
  } catch (err) {
    // Two clock-ins at once: the one-open-shift index lets only the first through.
    if (isUniqueViolation(err)) throw refuse('SHIFT_ALREADY_OPEN');
    throw err;
  }
}

export async function startBreak(db: Db, actor: Actor, reason: string, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const shift = await q.findOpenShift(tx, actor.id);
    if (!shift) throw refuse('NO_OPEN_SHIFT');
    if (shift.status === 'break' || (await q.findOpenBreak(tx, shift.id))) throw refuse('ALREADY_ON_BREAK');
    const pause = await q.insertBreak(tx, { attendance_id: shift.id, user_id: actor.id, start_time: nowIso(now), end_time: null, duration_minutes: null, reason });
    await q.updateShift(tx, shift.id, { status: 'break' });
    await recordActivity(tx, { userId: actor.id, action: 'update', entityType: 'attendance', entityId: shift.id, details: { event: 'break', reason } });
    return pause;
  });
}

export async function resume(db: Db, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const shift = await q.findOpenShift(tx, actor.id);
    if (!shift) throw refuse('NO_OPEN_SHIFT');
    const pause = await q.findOpenBreak(tx, shift.id);
    if (!pause) throw refuse('NOT_ON_BREAK');
    await q.closeBreak(tx, pause.id, nowIso(now), minutesBetween(pause.start_time, now));
    const updated = await q.updateShift(tx, shift.id, { status: 'active' });
    await recordActivity(tx, { userId: actor.id, action: 'update', entityType: 'attendance', entityId: shift.id, details: { event: 'resume' } });
    return updated;
  });
}

/** Closes an open break first; total_hours excludes every break. */
export async function clockOut(db: Db, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (tx) => {
    const shift = await q.findOpenShift(tx, actor.id);
    if (!shift) throw refuse('NO_OPEN_SHIFT');
    const pause = await q.findOpenBreak(tx, shift.id);
    if (pause) await q.closeBreak(tx, pause.id, nowIso(now), minutesBetween(pause.start_time, now));
    const breakMinutes = await q.sumBreakMinutes(tx, shift.id);
    const updated = await q.updateShift(tx, shift.id, {
      clock_out: nowIso(now),
      status: 'finished',
      total_hours: workedHours(new Date(shift.clock_in), now, breakMinutes),
    });
    await recordActivity(tx, { userId: actor.id, action: 'update', entityType: 'attendance', entityId: shift.id, details: { event: 'clock_out', total_hours: updated.total_hours } });
    return updated;
  });
}

/** Turns the optional period of the history call into clock-in bounds (date-only = whole UTC day). */
export function historyRange(start?: string, end?: string) {
  const day = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  return {
    from: start ? (day(start) ? `${start}T00:00:00.000Z` : new Date(start).toISOString()) : undefined,
    to: end ? (day(end) ? `${end}T23:59:59.999Z` : new Date(end).toISOString()) : undefined,
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
  if (!shift || (shift.user_id !== actor.id && actor.role !== 'admin')) throw notFound(attendanceErrorText.SHIFT_NOT_FOUND);
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
