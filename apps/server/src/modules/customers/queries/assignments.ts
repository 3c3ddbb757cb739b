import { sql } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { Insertable } from 'kysely';
import type { ChatAssignmentTable, ChatTransferTable } from '../../../db/types';
import { staffName } from '../../../db/staff-name';

/** A chat passed from one attendant to another (the chat statistics' 'transferred'). */
export const insertTransfer = (db: Db | Tx, row: Insertable<ChatTransferTable>) =>
  db.insertInto('chat_transfers').values(row).execute();

/**
 * A chat waiting for a person (bot off, nobody on it) given to a staff member in one
 * statement (issue 32): undefined when someone took it first or the bot has it again.
 */
export const takeWaiting = (db: Db | Tx, id: number, staffId: number) =>
  db
    .updateTable('customers')
    .set({ seller_id: staffId, atendimento: 1, version: sql`version + 1` })
    .where('id', '=', id)
    .where('seller_id', 'is', null)
    .where('bot_enabled', '=', 0)
    .returning(['id', 'name'])
    .executeTakeFirst();

/** A chat given to a staff member (by themselves or by someone else). */
export const insertAssignment = (db: Db | Tx, row: Insertable<ChatAssignmentTable>) =>
  db.insertInto('chat_assignments').values(row).execute();

/** Chats given to this staff member by someone else since `since`, newest first (the bell). */
export const assignmentsTo = (db: Db, staffId: number, since: string, limit: number) =>
  db
    .selectFrom('chat_assignments as a')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .leftJoin('staff as b', 'b.id', 'a.assigned_by')
    .select([
      'a.id',
      'a.customer_id',
      'a.created_at',
      'c.name as customer_name',
      staffName<string | null>('b').as('assigned_by_name'),
    ])
    .where('a.staff_id', '=', staffId)
    .where('a.created_at', '>=', since)
    .where((eb) => eb.or([eb('a.assigned_by', 'is', null), eb('a.assigned_by', '!=', staffId)]))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

/**
 * This staff member's newest assignment, its time and id (the bell's ETag): read from the
 * (staff_id, created_at) index; the id tells apart two given in the same millisecond.
 */
export const newestAssignmentTo = (db: Db, staffId: number) =>
  db
    .selectFrom('chat_assignments')
    .select(['id', 'created_at'])
    .where('staff_id', '=', staffId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
