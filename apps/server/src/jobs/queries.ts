import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, DbKind, Tx } from '../db';
import type { Job, JobTable } from '../db/types';
import { likeContains } from '../db/like';

export const insertJob = (db: Db | Tx, row: Insertable<JobTable>) =>
  db.insertInto('jobs').values(row).returning('id').executeTakeFirstOrThrow();

/** Finished jobs of one status whose last change is older than `before`; returns how many went. */
export async function deleteFinishedJobs(db: Db, status: 'done' | 'failed', before: string): Promise<number> {
  const res = await db
    .deleteFrom('jobs')
    .where('status', '=', status)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Takes the next due job (pending and due, or running with an expired lock) in one statement.
 * On PostgreSQL the pick skips rows another instance has locked, so two runners never take the
 * same job; SQLite's single writer makes the statement atomic by itself.
 */
export function claimDueJob(db: Db, kind: DbKind, now: string, lockedUntil: string) {
  const due = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('run_at')
    .limit(1);
  const pick = kind === 'postgres' ? due.forUpdate().skipLocked() : due;
  return db
    .updateTable('jobs')
    .set({ status: 'running', locked_until: lockedUntil, attempts: sql`attempts + 1`, updated_at: now })
    .where('id', '=', (eb) => eb.selectFrom(pick.as('due')).select('due.id'))
    .returningAll()
    .executeTakeFirst();
}

export const updateJob = (db: Db, id: number, changes: Updateable<JobTable>) =>
  db.updateTable('jobs').set(changes).where('id', '=', id).execute();

/**
 * Hands a running job back (stop() past its deadline): due now, no lock, its attempt not
 * counted. Only while it is still this runner's claim, so a job that finished meanwhile stays done.
 */
export const releaseJob = (db: Db, job: Pick<Job, 'id' | 'locked_until'>, now: string) =>
  db
    .updateTable('jobs')
    .set({ status: 'pending', run_at: now, locked_until: null, attempts: sql`attempts - 1`, updated_at: now })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('locked_until', '=', job.locked_until)
    .execute();

/**
 * Unfinished jobs per type and status, for /metrics: how many, how many are due, and the oldest
 * due time. Reads pending and running rows only, through the (status, run_at) index, never the
 * finished ones kept for days.
 */
export const unfinishedJobs = (db: Db, now: string) =>
  db
    .selectFrom('jobs')
    .select((eb) => [
      'type',
      'status',
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(eb.case().when('run_at', '<=', now).then(eb.lit(1)).else(eb.lit(0)).end()).as('due'),
      eb.fn.min<string | null>(eb.case().when('run_at', '<=', now).then(eb.ref('run_at')).end()).as('oldest_due'),
    ])
    .where('status', 'in', ['pending', 'running'])
    .groupBy(['type', 'status'])
    .execute();

/**
 * Issue 33, erasure: finished jobs whose payload or last error holds one of a customer's values
 * go (as stored and lower-cased: SQLite's lower() folds ASCII only).
 */
export const deleteFinishedJobsMentioning = (db: Db | Tx, terms: string[]) =>
  terms.length === 0
    ? Promise.resolve([])
    : db
        .deleteFrom('jobs')
        .where('status', 'in', ['done', 'failed'])
        .where(
          sql<boolean>`(${sql.join(
            terms.flatMap((t) =>
              (['payload', 'last_error'] as const).flatMap((column) => [
                likeContains(sql.ref(column), t),
                likeContains(sql<string>`lower(${sql.ref(column)})`, t.toLowerCase()),
              ]),
            ),
            sql` or `,
          )})`,
        )
        .execute();
