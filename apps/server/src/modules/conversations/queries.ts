import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db';
import type { MessageTable } from '../../db/types';

const withSender = (db: Db) =>
  db
    .selectFrom('messages as m')
    .leftJoin('staff as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.customer_id', 'm.content', 'm.direction', 'm.status', 'm.sender_id', 's.username as sender_name', 'm.created_at']);

export type MessageRow = Awaited<ReturnType<typeof latestMessages>>[number];

export const latestMessages = (db: Db, customerId: number, limit: number) =>
  withSender(db).where('m.customer_id', '=', customerId).orderBy('m.id', 'desc').limit(limit).execute();

export const messagesBefore = (db: Db, customerId: number, beforeId: number, limit: number) =>
  withSender(db).where('m.customer_id', '=', customerId).where('m.id', '<', beforeId).orderBy('m.id', 'desc').limit(limit).execute();

export const messagesAfter = (db: Db, customerId: number, afterId: number, limit: number) =>
  withSender(db).where('m.customer_id', '=', customerId).where('m.id', '>', afterId).orderBy('m.id', 'asc').limit(limit).execute();

export const hasMessageBefore = async (db: Db, customerId: number, id: number) =>
  !!(await db.selectFrom('messages').select('id').where('customer_id', '=', customerId).where('id', '<', id).limit(1).executeTakeFirst());

export const messageById = (db: Db, id: number) => withSender(db).where('m.id', '=', id).executeTakeFirst();

export const insertMessage = (db: Db | Tx, row: Insertable<MessageTable>) =>
  db.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow();

/**
 * The same text in the same direction minutes apart is the same message arriving twice: the bot
 * repeats what the customer wrote, and the gateway echoes what staff sent through Ponte.
 */
export const findRecentSame = (db: Db, customerId: number, direction: 'incoming' | 'outgoing', content: string, since: string) =>
  db
    .selectFrom('messages')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('direction', '=', direction)
    .where('content', '=', content)
    .where('created_at', '>=', since)
    .executeTakeFirst();

export const countMessages = async (db: Db, customerId: number) =>
  Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow()).n);
