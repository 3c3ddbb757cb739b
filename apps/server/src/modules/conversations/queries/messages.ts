/* A chat's messages as screens read them, with sender, quote and receipt. */
import type { Db } from '../../../db';
import { staffName } from '../../../db/staff-name';

/** A message with its sender's name and, when it replies to a message Ponte has, that message's id. */
const withSender = (db: Db) =>
  db
    .selectFrom('messages as m')
    .leftJoin('staff as s', 's.id', 'm.sender_id')
    .leftJoin('messages as qm', (join) =>
      join.onRef('qm.external_id', '=', 'm.quoted_external_id').onRef('qm.customer_id', '=', 'm.customer_id'),
    )
    .leftJoin('message_receipts as r', 'r.external_id', 'm.external_id')
    .select([
      'm.id',
      'm.customer_id',
      'm.content',
      'm.direction',
      'm.status',
      'm.sending_at',
      'm.sender_id',
      'm.origin',
      staffName<string | null>('s').as('sender_name'),
      'm.created_at',
      'm.quoted_content',
      'qm.id as quoted_id',
      'r.rank as receipt_rank',
    ]);

export type MessageRow = Awaited<ReturnType<typeof latestMessages>>[number];

export const latestMessages = (db: Db, customerId: number, limit: number) =>
  withSender(db).where('m.customer_id', '=', customerId).orderBy('m.id', 'desc').limit(limit).execute();

export const messagesBefore = (db: Db, customerId: number, beforeId: number, limit: number) =>
  withSender(db)
    .where('m.customer_id', '=', customerId)
    .where('m.id', '<', beforeId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();

export const messagesAfter = (db: Db, customerId: number, afterId: number, limit: number) =>
  withSender(db)
    .where('m.customer_id', '=', customerId)
    .where('m.id', '>', afterId)
    .orderBy('m.id', 'asc')
    .limit(limit)
    .execute();

export const hasMessageBefore = async (db: Db, customerId: number, id: number) =>
  !!(await db
    .selectFrom('messages')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id', '<', id)
    .limit(1)
    .executeTakeFirst());

export const messageById = (db: Db, id: number) => withSender(db).where('m.id', '=', id).executeTakeFirst();

export const messageIdByExternalId = (db: Db, externalId: string) =>
  db.selectFrom('messages').select('id').where('external_id', '=', externalId).executeTakeFirst();

/**
 * The newest outgoing messages' send status and receipt, newest first: a seek into
 * messages_customer_recent (customer, direction, created_at), however long the chat.
 */
export const recentOutgoingStatuses = (db: Db, customerId: number, limit: number) =>
  db
    .selectFrom('messages as m')
    .leftJoin('message_receipts as r', 'r.external_id', 'm.external_id')
    .select(['m.id', 'm.status', 'm.sending_at', 'r.rank as receipt_rank'])
    .where('m.customer_id', '=', customerId)
    .where('m.direction', '=', 'outgoing')
    .orderBy('m.created_at', 'desc')
    .limit(limit)
    .execute();

/** What a reply needs of the message it quotes: whose chat, whose message, its text and WhatsApp id. */
export const quotableMessage = (db: Db, id: number) =>
  db
    .selectFrom('messages')
    .select(['id', 'customer_id', 'content', 'direction', 'external_id'])
    .where('id', '=', id)
    .executeTakeFirst();

/** A customer message by its gateway id: whose, and when (a retried delivery's first copy). */
export const storedIncoming = (db: Db, externalId: string) =>
  db
    .selectFrom('messages')
    .select(['id', 'customer_id', 'created_at'])
    .where('external_id', '=', externalId)
    .where('direction', '=', 'incoming')
    .executeTakeFirst();

/** The message a gateway receipt speaks of: only the shop's own (outgoing) messages take receipts. */
export const outgoingByExternalId = (db: Db, externalId: string) =>
  db
    .selectFrom('messages')
    .select(['id', 'customer_id'])
    .where('external_id', '=', externalId)
    .where('direction', '=', 'outgoing')
    .executeTakeFirst();

export const countMessages = async (db: Db, customerId: number) =>
  Number(
    (
      await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).n,
  );
