/* Ponte's own sends: receipts, retries, the record of a send and the gateway's echo of it. */
import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { Db, Tx } from '../../../db';
import type { Database, MessageTable } from '../../../db/types';

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
