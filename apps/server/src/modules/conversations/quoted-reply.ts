import { QUOTE_MAX_LENGTH, quotedReplyText } from '@ponte/domain/conversations';
import type { QuotedSend } from '@ponte/domain/gateway';
import type { Db } from '../../db';
import { badRequest } from '../../lib/errors';
import { quotableMessage } from './queries';

export type QuotedReply = {
  /** What the gateway is given: absent when the quoted message has no WhatsApp id to point at. */
  send?: QuotedSend;
  /** What the reply keeps, shown above it in the history. */
  stored: { externalId: string | null; content: string };
};

/**
 * Issue 31: the message a staff reply quotes, which must be one of this customer's. A 400 names
 * the field otherwise: a reply is never sent quoting another customer's words.
 */
export async function quotedReplyOf(
  db: Db,
  customerId: number | null,
  quotedId: number | undefined,
): Promise<QuotedReply | undefined> {
  if (quotedId === undefined) return undefined;
  const quoted = await quotableMessage(db, quotedId);
  if (!quoted || quoted.customer_id !== customerId)
    throw badRequest(quotedReplyText.notFound, { quoted_id: quotedReplyText.notFound });
  const content = quoted.content.slice(0, QUOTE_MAX_LENGTH);
  return {
    send: quoted.external_id
      ? { id: quoted.external_id, fromMe: quoted.direction === 'outgoing', text: content }
      : undefined,
    stored: { externalId: quoted.external_id, content },
  };
}
