/* Issue 33: message files kept for a time, and a customer's messages erased. */
import type { Db, Tx } from '../../../db';

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
