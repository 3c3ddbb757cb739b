/* Reads across chats: response times, message search, new messages, counters. */
import type { Insertable } from 'kysely';
import { newestContaining } from '../../../db/search';
import type { Db } from '../../../db';
import type { ChatResponseTable } from '../../../db/types';
import { staffName } from '../../../db/staff-name';

/**
 * The question a staff reply answers: the customer's first message after the staff reply before
 * this one. Undefined when the customer wrote nothing since (a follow-up, an outreach).
 */
export async function openQuestionBefore(db: Db, customerId: number, answerId: number) {
  const previousReply = await db
    .selectFrom('messages')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', '<', answerId)
    .where('direction', '=', 'outgoing')
    .where('sender_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return db
    .selectFrom('messages')
    .select(['id', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('id', '<', answerId)
    .where('id', '>', previousReply?.id ?? 0)
    .where('direction', '=', 'incoming')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** One row per question: of two replies racing to answer it, the first insert wins and the other adds nothing. */
export const insertChatResponse = (db: Db, row: Insertable<ChatResponseTable>) =>
  db
    .insertInto('chat_responses')
    .values(row)
    .onConflict((oc) => oc.column('question_message_id').doNothing())
    .execute();

/** The newest messages whose folded text contains `pattern`, with their customer's name, newest first. */
export async function messagesContaining(db: Db, pattern: string, limit: number, beforeId?: number) {
  const ids = await newestContaining(db, 'messages', pattern, limit, beforeId);
  if (ids.length === 0) return [];
  return db
    .selectFrom('messages as m')
    .innerJoin('customers as c', 'c.id', 'm.customer_id')
    .leftJoin('staff as s', 's.id', 'm.sender_id')
    .select([
      'm.id',
      'm.customer_id',
      'c.name as customer_name',
      'm.content',
      'm.direction',
      'm.sender_id',
      'm.origin',
      staffName<string | null>('s').as('sender_name'),
      'm.created_at',
    ])
    .where('m.id', 'in', ids)
    .orderBy('m.id', 'desc')
    .execute();
}

/**
 * The bell's messages: the newest `scan` incoming messages since `since`, grouped per customer
 * (how many, how many after `afterId`, the newest id and time). Walking the primary key
 * backwards and stopping at `scan` keeps it bounded whatever the watermark.
 */
export const incomingByCustomer = (db: Db, since: string, afterId: number, scan: number) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('messages')
        .select(['id', 'customer_id', 'created_at'])
        .where('direction', '=', 'incoming')
        .orderBy('id', 'desc')
        .limit(scan)
        .as('recent'),
    )
    .innerJoin('customers as c', 'c.id', 'recent.customer_id')
    .where('recent.created_at', '>=', since)
    .groupBy(['recent.customer_id', 'c.name'])
    .select((eb) => [
      'recent.customer_id',
      'c.name as customer_name',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(eb.case().when('recent.id', '>', afterId).then(1).else(0).end()).as('unread'),
      eb.fn.max('recent.id').as('last_id'),
      eb.fn.max('recent.created_at').as('last_at'),
    ])
    .execute();

export const messageTexts = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('messages').select(['id', 'content']).where('id', 'in', ids).execute();

export const maxMessageId = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('messages')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );

export const maxEscalationId = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('escalations')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
