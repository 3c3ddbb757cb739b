/* Blocked trainee messages and their release. */
import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { EscalationTable } from '../../../db/types';
import { staffName } from '../../../db/staff-name';

const escalationView = (db: Db | Tx) =>
  db
    .selectFrom('escalations as e')
    .innerJoin('staff as t', 't.id', 'e.trainee_id')
    .leftJoin('staff as r', 'r.id', 'e.released_by')
    .select([
      'e.id',
      'e.trainee_id',
      staffName('t').as('trainee_name'),
      'e.customer_id',
      'e.customer_phone',
      'e.customer_name',
      'e.blocked_message',
      'e.ai_feedback',
      'e.created_at',
      'e.resolved_at',
      'e.released_by',
      staffName<string | null>('r').as('released_by_name'),
    ]);

export const escalationById = (db: Db | Tx, id: number) => escalationView(db).where('e.id', '=', id).executeTakeFirst();

/** Escalations opened since `since`, newest first (the bell). */
export const escalationsSince = (db: Db, since: string, limit: number) =>
  escalationView(db).where('e.created_at', '>=', since).orderBy('e.id', 'desc').limit(limit).execute();

export const listOpenEscalations = (db: Db, limit: number) =>
  escalationView(db).where('e.resolved_at', 'is', null).orderBy('e.id', 'desc').limit(limit).execute();

/** The open blocks with any spelling of the customer's number, whichever trainee holds them, oldest first. */
export const openEscalationsOfCustomer = (db: Db, customerId: number, phones: string[]) =>
  escalationView(db)
    .where('e.resolved_at', 'is', null)
    .where((eb) => eb.or([eb('e.customer_id', '=', customerId), eb('e.customer_phone', 'in', phones)]))
    .orderBy('e.id')
    .execute();

/** The open block of this trainee with any spelling of the customer's number, if one exists. */
export const findOpenEscalation = (db: Db | Tx, traineeId: number, phones: string[]) =>
  db
    .selectFrom('escalations')
    .select(['id', 'blocked_message', 'created_at'])
    .where('trainee_id', '=', traineeId)
    .where('customer_phone', 'in', phones)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();

/**
 * Opens the block unless one is open for the pair already (the unique partial index decides,
 * so two blocked sends at once leave one row). Returns the new row's id, or undefined.
 */
export const insertOpenEscalation = (db: Db | Tx, row: Insertable<EscalationTable>) =>
  db
    .insertInto('escalations')
    .values(row)
    .onConflict((oc) => oc.columns(['trainee_id', 'customer_phone']).where('resolved_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();

/** Releases an open block in one statement: of two releases at once, one gets the row. */
export const markEscalationReleased = (db: Db | Tx, id: number, releasedBy: number, at: string) =>
  db
    .updateTable('escalations')
    .set({ resolved_at: at, released_by: releasedBy })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .returning(['id', 'trainee_id', 'customer_id'])
    .executeTakeFirst();
