import { foldText } from '@ponte/domain/search';
import { matchSnippet, type MessageHit } from '@ponte/domain/search';
import type { Db } from '../../db';
import { messageAuthor } from './message-author';
import { messagesContaining } from './queries';

/**
 * The top bar's message search: the newest messages whose text contains the term (accents and
 * case aside), each with a snippet around the match. One more than asked is read to tell whether
 * there is a next page, which starts below the last id shown.
 */
export async function searchMessages(
  db: Db,
  term: string,
  limit: number,
  beforeId?: number,
): Promise<{ messages: MessageHit[]; nextBefore: number | null }> {
  const rows = await messagesContaining(db, foldText(term), limit + 1, beforeId);
  const page = rows.slice(0, limit);
  return {
    messages: page.map((r) => ({
      id: r.id,
      customer_id: r.customer_id,
      customer_name: r.customer_name,
      direction: r.direction,
      sent_by: messageAuthor(r),
      sender_name: r.sender_name,
      created_at: r.created_at,
      snippet: matchSnippet(r.content, term),
    })),
    nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
