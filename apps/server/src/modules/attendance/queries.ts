import type { Db, Tx } from '../../db';
import type { Insertable, Updateable } from 'kysely';
import type { AttendanceBreakTable, AttendanceTable } from '../../db/types';

export const findOpenShift = (db: Db | Tx, userId: number) =>
  db.selectFrom('attendance').selectAll().where('user_id', '=', userId).where('clock_out', 'is', null).executeTakeFirst();

export const findOpenBreak = (db: Db | Tx, attendanceId: number) =>
  db.selectFrom('attendance_breaks').selectAll().where('attendance_id', '=', attendanceId).where('end_time', 'is', null).executeTakeFirst();

export const insertShift = (db: Db | Tx, row: Insertable<AttendanceTable>) =>
  db.insertInto('attendance').values(row).returningAll().executeTakeFirstOrThrow();

export const updateShift = (db: Db | Tx, id: number, changes: Updateable<AttendanceTable>) =>
  db.updateTable('attendance').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const insertBreak = (db: Db | Tx, row: Insertable<AttendanceBreakTable>) =>
  db.insertInto('attendance_breaks').values(row).returningAll().executeTakeFirstOrThrow();

export const closeBreak = (db: Db | Tx, id: number, endTime: string, minutes: number) =>
  db.updateTable('attendance_breaks').set({ end_time: endTime, duration_minutes: minutes }).where('id', '=', id).execute();

export const sumBreakMinutes = async (db: Db | Tx, attendanceId: number) => {
  const row = await db
    .selectFrom('attendance_breaks')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('duration_minutes'), eb.lit(0)).as('total'))
    .where('attendance_id', '=', attendanceId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
};

export const findShiftById = (db: Db, id: number) =>
  db.selectFrom('attendance').selectAll().where('id', '=', id).executeTakeFirst();

export const listBreaks = (db: Db, attendanceId: number) =>
  db.selectFrom('attendance_breaks').selectAll().where('attendance_id', '=', attendanceId).orderBy('start_time').execute();

/** A user's shifts in a period with their break totals, newest first. */
export const listHistory = (db: Db, userId: number, range: { from?: string; to?: string }, limit: number) =>
  db
    .selectFrom('attendance as a')
    .leftJoin('attendance_breaks as b', 'b.attendance_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.user_id',
      'a.clock_in',
      'a.clock_out',
      'a.total_hours',
      'a.status',
      eb.fn.coalesce(eb.fn.sum<number>('b.duration_minutes'), eb.lit(0)).as('break_minutes'),
      eb.fn.count<number>('b.id').as('break_count'),
    ])
    .where('a.user_id', '=', userId)
    .$if(!!range.from, (qb) => qb.where('a.clock_in', '>=', range.from!))
    .$if(!!range.to, (qb) => qb.where('a.clock_in', '<=', range.to!))
    .groupBy(['a.id', 'a.user_id', 'a.clock_in', 'a.clock_out', 'a.total_hours', 'a.status'])
    .orderBy('a.clock_in', 'desc')
    .limit(limit)
    .execute();

/** Open shifts with their person: the attendance panel's active attendants. */
export const listOpenShifts = (db: Db) =>
  db
    .selectFrom('attendance as a')
    .innerJoin('staff as s', 's.id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.clock_in', 'a.status', 's.username', 's.email', 's.role'])
    .where('a.clock_out', 'is', null)
    .where('s.deleted_at', 'is', null)
    .orderBy('a.clock_in')
    .execute();
