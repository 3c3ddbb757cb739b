import type { Insertable, SelectQueryBuilder } from 'kysely';
import { newestContaining } from '../../db/search';
import type { Db, Tx } from '../../db';
import type { ChatResponseTable, Database, EscalationTable, MessageTable } from '../../db/types';
import { staffName } from '../../db/staff-name';

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

/** The message a gateway receipt speaks of: only the shop's own (outgoing) messages take receipts. */
export const outgoingByExternalId = (db: Db, externalId: string) =>
  db
    .selectFrom('messages')
    .select(['id', 'customer_id'])
    .where('external_id', '=', externalId)
    .where('direction', '=', 'outgoing')
    .executeTakeFirst();

/** Keeps a message's strongest receipt, in one statement: a weaker or repeated one changes nothing. */
export const upsertReceipt = (db: Db, externalId: string, rank: number, at: string) =>
  db
    .insertInto('message_receipts')
    .values({ external_id: externalId, rank, updated_at: at })
    .onConflict((oc) =>
      oc
        .column('external_id')
        .doUpdateSet((eb) => ({ rank: eb.ref('excluded.rank'), updated_at: eb.ref('excluded.updated_at') }))
        .whereRef('message_receipts.rank', '<', 'excluded.rank'),
    )
    .returning('rank')
    .executeTakeFirst();

/**
 * Takes a message that did not leave for a retry, in one conditional statement: of fifty retries
 * at once, one gets it. It did not leave when the send failed, the gateway was not configured,
 * WhatsApp's receipt said it failed, or an earlier retry started before `staleBefore` never
 * finished (the server stopped mid-send). The row drops its gateway id (the next send brings one).
 */
export const claimRetry = (db: Db, id: number, failedRank: number, now: string, staleBefore: string) =>
  db
    .updateTable('messages')
    .set({ status: 'sending', external_id: null, sending_at: now })
    .where('id', '=', id)
    .where('direction', '=', 'outgoing')
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['failed', 'not_configured']),
        eb.and([
          eb('status', '=', 'sending'),
          eb.or([eb('sending_at', 'is', null), eb('sending_at', '<', staleBefore)]),
        ]),
        eb.and([
          eb('status', '=', 'sent'),
          eb(
            'external_id',
            'in',
            eb.selectFrom('message_receipts').select('external_id').where('rank', '=', failedRank),
          ),
        ]),
      ]),
    )
    .returning(['id', 'customer_id', 'content', 'sender_id'])
    .executeTakeFirst();

/**
 * The retry's result, for the retry that took the message at `claimedAt` (a later retry of a
 * stale send owns it now otherwise). The gateway id is taken only while no other row holds it:
 * the gateway's echo of this send may have claimed this very row already (claimRetryingSend).
 */
export const finishRetry = (
  db: Db,
  id: number,
  claimedAt: string,
  status: 'sent' | 'failed' | 'not_configured',
  externalId: string | null,
) =>
  db
    .updateTable('messages')
    .set((eb) => ({
      status,
      sending_at: null,
      external_id: externalId
        ? eb
            .case()
            .when(
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('messages as other')
                    .select('other.id')
                    .where('other.external_id', '=', externalId)
                    .where('other.id', '<>', id),
                ),
              ),
            )
            .then(externalId)
            .else(eb.ref('external_id'))
            .end()
        : eb.ref('external_id'),
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('sending_at', '=', claimedAt)
    .returning('id')
    .executeTakeFirst();

/**
 * Inserts a message unless its gateway id is stored already (a retried delivery, an echo of a
 * send): undefined then. ON CONFLICT, not a caught error, so a PostgreSQL transaction goes on.
 */
export const insertMessageOnce = (db: Db | Tx, row: Insertable<MessageTable>) =>
  db
    .insertInto('messages')
    .values(row)
    .onConflict((oc) => oc.column('external_id').where('external_id', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();

/**
 * Ponte's record of a message it sent, keyed by the gateway's id. When the gateway's echo of the
 * send was stored first, this becomes that row (who sent it, its delivery status) in the same
 * statement, so the echo and the record are one message in either order. Undefined when the id
 * belongs to another customer's message.
 */
export const upsertSentMessage = (db: Db | Tx, row: Insertable<MessageTable> & { external_id: string }) =>
  db
    .insertInto('messages')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('external_id')
        .where('external_id', 'is not', null)
        .doUpdateSet((eb) => ({ sender_id: eb.ref('excluded.sender_id'), status: eb.ref('excluded.status') }))
        .whereRef('messages.customer_id', '=', 'excluded.customer_id'),
    )
    .returning('id')
    .executeTakeFirst();

/**
 * The same text in the same direction minutes apart is the same message arriving twice: the bot
 * repeats what the customer wrote. A seek into messages_customer_recent (customer, direction,
 * created_at; migration 0049): only the minutes asked about are read, however long the chat.
 */
export const recentSameQuery = (
  db: Db,
  customerId: number,
  direction: 'incoming' | 'outgoing',
  content: string,
  since: string,
) =>
  db
    .selectFrom('messages')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('direction', '=', direction)
    .where('created_at', '>=', since)
    .where('content', '=', content);

export const findRecentSame = (...args: Parameters<typeof recentSameQuery>) =>
  recentSameQuery(...args).executeTakeFirst();

/**
 * A gateway echo of a send Ponte recorded without the gateway's id (a gateway that answered no
 * key.id, a text recorded by staff): the newest such send of the same text takes the echo's id,
 * in one conditional statement, so two echoes never take the same send. The candidates come
 * from the last minutes of the customer's outgoing messages (messages_customer_recent).
 */
type MessageIdQuery = SelectQueryBuilder<Database, 'messages', { id: number }>;

/**
 * The newest of a customer's messages with this text and no gateway id, narrowed by `narrow`,
 * takes `externalId`, in one conditional statement: two echoes never take the same message.
 */
const claimNewestWithoutId = (
  db: Db | Tx,
  customerId: number,
  content: string,
  externalId: string,
  narrow: (query: MessageIdQuery) => MessageIdQuery,
) =>
  db
    .updateTable('messages')
    .set({ external_id: externalId })
    .where('id', '=', (eb) =>
      narrow(eb.selectFrom('messages').select('id').where('customer_id', '=', customerId))
        .where('external_id', 'is', null)
        .where('content', '=', content)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('external_id', 'is', null)
    .returning('id');

export const sendWithoutIdClaim = (
  db: Db | Tx,
  customerId: number,
  content: string,
  since: string,
  externalId: string,
) =>
  claimNewestWithoutId(db, customerId, content, externalId, (query) =>
    query
      .where('direction', '=', 'outgoing')
      .where('created_at', '>=', since)
      .where('status', 'in', ['sent', 'recorded']),
  );

export const claimSendWithoutId = (...args: Parameters<typeof sendWithoutIdClaim>) =>
  sendWithoutIdClaim(...args).executeTakeFirst();

/**
 * The customer's messages a retry is sending now (retryMessage), newest first: rarely more than
 * one. A retry that never finished (started before `since`) takes no echo.
 */
export const retryingSends = (db: Db | Tx, customerId: number, since: string) =>
  db
    .selectFrom('messages')
    .select(['id', 'content'])
    .where('customer_id', '=', customerId)
    .where('status', '=', 'sending')
    .where('sending_at', '>=', since)
    .where('external_id', 'is', null)
    .orderBy('id', 'desc')
    .execute();

/** A retrying message takes its echo's gateway id, unless another echo took it first. */
export const claimRetryingSend = (db: Db | Tx, id: number, externalId: string) =>
  db
    .updateTable('messages')
    .set({ external_id: externalId })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('external_id', 'is', null)
    .returning('id')
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

/** Issue 33, media retention: messages holding a file ('/uploads/…') written before `cutoff`, oldest first. */
export const mediaMessagesBefore = (db: Db, cutoff: string, afterId: number, limit: number) =>
  db
    .selectFrom('messages')
    .select(['id', 'content'])
    .where('id', '>', afterId)
    .where('created_at', '<', cutoff)
    .where('content', 'like', '/uploads/%')
    .orderBy('id')
    .limit(limit)
    .execute();

/** A message's file replaced by a note, only if it still holds it (two instances pruning at once change it once). */
export const replaceMediaContent = (db: Db, id: number, was: string, content: string, searchText: string) =>
  db
    .updateTable('messages')
    .set({ content, search_text: searchText })
    .where('id', '=', id)
    .where('content', '=', was)
    .execute();

/** Replies quoting those files quote the note instead: one statement a batch. */
export const replaceQuotedMedia = (db: Db, files: readonly string[], content: string) =>
  files.length === 0
    ? Promise.resolve([])
    : db.updateTable('messages').set({ quoted_content: content }).where('quoted_content', 'in', files).execute();

/** Issue 33, erasure: the files a customer's messages hold ('/uploads/…'). */
export const mediaContentsOf = (db: Db | Tx, customerId: number) =>
  db
    .selectFrom('messages')
    .select('content')
    .where('customer_id', '=', customerId)
    .where('content', 'like', '/uploads/%')
    .execute();

/** Every message of the customer kept as an entry (time, direction, author) without its words. */
export const eraseMessageContents = (db: Db | Tx, customerId: number, note: string) =>
  db
    .updateTable('messages')
    .set({ content: note, quoted_content: null, search_text: '' })
    .where('customer_id', '=', customerId)
    .execute();

/** A trainee's blocks with this customer keep when and who, not what was written or to whom. */
export const eraseEscalations = (db: Db | Tx, customerId: number, note: string) =>
  db
    .updateTable('escalations')
    // The phone stays one per customer: open blocks are unique per trainee and phone (migration 0009).
    .set({ customer_name: note, customer_phone: `removido-${customerId}`, blocked_message: note, ai_feedback: note })
    .where('customer_id', '=', customerId)
    .execute();
