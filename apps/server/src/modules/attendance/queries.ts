import type { Db, Tx } from '../../db';
import { sql, type Insertable } from 'kysely';
import { shopDayAt, shopOffsetPeriods } from '../../db/shop-day';
import type { AttendanceBreakTable, AttendanceTable } from '../../db/types';

export const findOpenShift = (db: Db | Tx, userId: number) =>
  db
    .selectFrom('attendance')
    .selectAll()
    .where('user_id', '=', userId)
    .where('clock_out', 'is', null)
    .executeTakeFirst();

/** Opens a shift unless one is open: the one-open-shift index decides, so a race opens one. */
export const insertShiftIfNoneOpen = (db: Db | Tx, row: Insertable<AttendanceTable>) =>
  db
    .insertInto('attendance')
    .values(row)
    .onConflict((oc) => oc.column('user_id').where('clock_out', 'is', null).doNothing())
    .returningAll()
    .executeTakeFirst();

/**
 * Moves the user's open shift from one status to another in one statement. On PostgreSQL a
 * racing request waits for this row and then re-reads the condition, so only one moves it.
 */
export const moveOpenShift = (db: Db | Tx, userId: number, from: 'active' | 'break', to: 'active' | 'break') =>
  db
    .updateTable('attendance')
    .set({ status: to })
    .where('user_id', '=', userId)
    .where('clock_out', 'is', null)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();

/** Closes the user's open shift (total hours are set once its breaks are closed). */
export const closeOpenShift = (db: Db | Tx, userId: number, clockOut: string) =>
  db
    .updateTable('attendance')
    .set({ clock_out: clockOut, status: 'finished' })
    .where('user_id', '=', userId)
    .where('clock_out', 'is', null)
    .returningAll()
    .executeTakeFirst();

export const setTotalHours = (db: Db | Tx, id: number, totalHours: number) =>
  db
    .updateTable('attendance')
    .set({ total_hours: totalHours })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/** The one-open-break index keeps a second open break of the same shift out. */
export const insertBreak = (db: Db | Tx, row: Insertable<AttendanceBreakTable>) =>
  db.insertInto('attendance_breaks').values(row).returningAll().executeTakeFirstOrThrow();

/** Closes the shift's open break, if any; its duration is counted from the start the row keeps. */
export async function closeOpenBreak(db: Db | Tx, attendanceId: number, end: Date) {
  const open = await db
    .selectFrom('attendance_breaks')
    .select(['id', 'start_time'])
    .where('attendance_id', '=', attendanceId)
    .where('end_time', 'is', null)
    .execute();
  for (const pause of open) {
    const minutes = Math.max(0, (end.getTime() - new Date(pause.start_time).getTime()) / 60000);
    await db
      .updateTable('attendance_breaks')
      .set({ end_time: end.toISOString(), duration_minutes: minutes })
      .where('id', '=', pause.id)
      .execute();
  }
}

/** The start of the shift's break under way, or null. */
export const findOpenBreakStart = async (db: Db, attendanceId: number) =>
  (
    await db
      .selectFrom('attendance_breaks')
      .select('start_time')
      .where('attendance_id', '=', attendanceId)
      .where('end_time', 'is', null)
      .orderBy('start_time', 'desc')
      .executeTakeFirst()
  )?.start_time ?? null;

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
  db
    .selectFrom('attendance_breaks')
    .selectAll()
    .where('attendance_id', '=', attendanceId)
    .orderBy('start_time')
    .execute();

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

/**
 * Per collaborator, the shifts that started in [from, to): how many, on how many shop days, the
 * hours of the finished ones and how many are still open — the attendance report, summed here so
 * a year of shifts leaves the database as one row per person (reading 5,200 shifts and finding
 * each one's shop day in JavaScript cost 34 ms). A shift's shop day is its clock-in at the offset
 * in force then, from the `shop_offsets` periods overlapping the range (not looked up per shift).
 * The (clock_in, user_id, clock_out, total_hours) index holds every column read.
 */
export const sumShiftsInPeriod = (db: Db, range: { from?: string; to?: string }) => {
  const perPerson = db
    .with('o', () => shopOffsetPeriods(db))
    .selectFrom('attendance as a')
    .innerJoin('o', (join) => join.onRef('a.clock_in', '>=', 'o.starts_at').onRef('a.clock_in', '<', 'o.ends_at'))
    .$if(!!range.from, (qb) => qb.where('a.clock_in', '>=', range.from!).where('o.ends_at', '>', range.from!))
    .$if(!!range.to, (qb) => qb.where('a.clock_in', '<', range.to!).where('o.starts_at', '<', range.to!))
    .groupBy('a.user_id')
    .select((eb) => [
      'a.user_id',
      eb.fn.countAll<number | string>().as('shifts'),
      sql<number | string>`count(distinct ${shopDayAt(db, eb.ref('a.clock_in'), eb.ref('o.offset_seconds'))})`.as(
        'days_worked',
      ),
      sql<number | string | null>`sum(case when a.clock_out is null then 0 else coalesce(a.total_hours, 0) end)`.as(
        'total_hours',
      ),
      sql<number | string>`sum(case when a.clock_out is null then 1 else 0 end)`.as('open_shifts'),
    ]);
  return db
    .selectFrom(perPerson.as('p'))
    .innerJoin('staff as s', 's.id', 'p.user_id')
    .select([
      'p.user_id',
      's.username',
      's.email',
      's.role',
      'p.shifts',
      'p.days_worked',
      'p.total_hours',
      'p.open_shifts',
    ])
    .execute();
};
