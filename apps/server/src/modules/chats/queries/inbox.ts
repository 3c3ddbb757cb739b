import { sql } from 'kysely';
import type { Db } from '../../../db';
import { isDense } from '../../../db/search';
import { customerIdsPage, inPageOrder } from '../../../db/customer-page';

const messageCount = sql<number>`(select count(*) from messages m where m.customer_id = c.id)`;

/**
 * One definition of an active chat for every screen (docs/0020): a person is handling it now —
 * the bot is off, an attendant is assigned and it is in attendance. On the customer read as `c`.
 */
const activeChat = sql<boolean>`c.bot_enabled = 0 and c.atendimento = 1 and c.seller_id is not null`;

/** A cheap fingerprint of a staff member's queue: the 3-second poll answers 304 while it holds. */
export const queueFingerprint = (db: Db, sellerId: number) =>
  db
    .selectFrom('customers as c')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('c.version').as('v'), eb.fn.max('c.id').as('m')])
    .where('c.seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();

export const listQueue = (db: Db, sellerId: number, limit: number) =>
  db
    .selectFrom('customers as c')
    .select([
      'c.id',
      'c.name',
      'c.phone',
      'c.email',
      'c.last_activity',
      'c.bot_enabled',
      'c.atendimento',
      messageCount.as('messages_count'),
    ])
    .where('c.seller_id', '=', sellerId)
    .orderBy(sql`c.last_activity is null`)
    .orderBy('c.last_activity', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();

/** Waiting for a person: the bot is off and nobody has taken the chat; newest activity first. */
const waiting = (db: Db) =>
  db
    .selectFrom('customers as c')
    .where('c.bot_enabled', '=', 0)
    .where('c.seller_id', 'is', null)
    .orderBy('c.last_activity', 'desc')
    .orderBy('c.id', 'desc');

/**
 * The chats the waiting list shows, with their versions (every change a chat screen shows bumps
 * one, a new message too): the list's fingerprint, from the same walk of customers_chat_state.
 */
export const waitingVersions = (db: Db, limit: number) =>
  waiting(db).select(['c.id', 'c.version']).limit(limit).execute();

export const listWaiting = (db: Db, limit: number) =>
  waiting(db)
    .select(['c.id', 'c.name', 'c.phone', 'c.last_activity', messageCount.as('messages_count')])
    .limit(limit)
    .execute();

/**
 * The attendance panel's counts. Every chat it counts has the bot off, so one pass over that
 * part of customers_chat_state (which holds atendimento too: no table read) counts all three,
 * and one over today's chat activity both kinds of hand-over.
 */
export async function chatCounts(db: Db, since: string) {
  const [people, today] = await Promise.all([
    db
      .selectFrom('customers as c')
      .select((eb) => [
        eb.fn.countAll().as('humans'),
        eb.fn.sum<number>(sql`case when ${activeChat} then 1 else 0 end`).as('active'),
        eb.fn.sum<number>(sql`case when c.seller_id is null then 1 else 0 end`).as('waiting'),
      ])
      .where('c.bot_enabled', '=', 0)
      .executeTakeFirstOrThrow(),
    // A chat is closed when staff hand it back to the bot.
    db
      .selectFrom('activity_log')
      .select((eb) => [
        eb.fn.sum<number>(sql`case when details like ${HANDED_BACK} then 1 else 0 end`).as('closed'),
        eb.fn.sum<number>(sql`case when details like ${'%"assigned_to"%'} then 1 else 0 end`).as('redistributed'),
      ])
      .where('entity_type', '=', 'chat')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(people.humans),
    active: Number(people.active ?? 0),
    waiting: Number(people.waiting ?? 0),
    closed: Number(today.closed ?? 0),
    redistributed: Number(today.redistributed ?? 0),
  };
}

/**
 * The all-conversations inbox with the last message and the reader's unread count. The page's
 * ids first, in order; the last message and unread count then for those rows only (computed
 * before sorting, they would be for every customer found).
 */
export async function listInbox(
  db: Db,
  staffId: number,
  pattern: string | undefined,
  offset: number,
  limit: number,
  labelId?: number,
) {
  const walk = pattern && !labelId ? await isDense(db, 'customers', pattern, offset + limit) : false;
  const page = await customerIdsPage(db, { pattern, walk, labelId, activeOnly: true, offset, limit });
  if (page.length === 0) return [];
  const rows = await db
    .selectFrom('customers as c')
    .select([
      'c.id',
      'c.name',
      'c.phone',
      'c.bot_enabled',
      'c.atendimento',
      'c.seller_id',
      'c.last_activity',
      sql<string | null>`(select m.content from messages m where m.customer_id = c.id order by m.id desc limit 1)`.as(
        'last_message',
      ),
      sql<number>`(select count(*) from messages m where m.customer_id = c.id and m.direction = 'incoming' and m.id > coalesce((select r.last_read_message_id from conversation_reads r where r.staff_id = ${staffId} and r.customer_id = c.id), 0))`.as(
        'unread',
      ),
    ])
    .where(
      'c.id',
      'in',
      page.map((p) => p.id),
    )
    .execute();
  return inPageOrder(page, rows);
}

export const lastMessageId = (db: Db, customerId: number) =>
  db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

/** The reader's marker in this chat: the newest message they have read (absent: none). */
export const readMarker = (db: Db, staffId: number, customerId: number) =>
  db
    .selectFrom('conversation_reads')
    .select('last_read_message_id')
    .where('staff_id', '=', staffId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

/** The customer's newest message of their own (an unread count counts those). */
export const lastIncomingId = (db: Db, customerId: number) =>
  db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('customer_id', '=', customerId)
    .where('direction', '=', 'incoming')
    .executeTakeFirst();

/** The customer's first message of their own after `afterId` (messages_customer finds it). */
export const firstIncomingAfter = (db: Db, customerId: number, afterId: number) =>
  db
    .selectFrom('messages')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('direction', '=', 'incoming')
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();

/** Puts the reader's marker at `messageId`, backwards too ('Marcar como não lida'), in one statement. */
export const setReadMarker = (db: Db, staffId: number, customerId: number, messageId: number, at: string) =>
  db
    .insertInto('conversation_reads')
    .values({ staff_id: staffId, customer_id: customerId, last_read_message_id: messageId, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['staff_id', 'customer_id']).doUpdateSet({ last_read_message_id: messageId, updated_at: at }),
    )
    .execute();

export const markRead = (db: Db, staffId: number, customerId: number, messageId: number, at: string) =>
  db
    .insertInto('conversation_reads')
    .values({ staff_id: staffId, customer_id: customerId, last_read_message_id: messageId, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['staff_id', 'customer_id']).doUpdateSet({
        // Never move the marker backwards.
        last_read_message_id: sql`case when conversation_reads.last_read_message_id > excluded.last_read_message_id then conversation_reads.last_read_message_id else excluded.last_read_message_id end`,
        updated_at: at,
      }),
    )
    .execute();

/** A hand-back to the bot: staff turned the chat's bot on (POST /api/users/:id/toggle-bot, activity log). */
const HANDED_BACK = '%"bot_enabled":true%';
