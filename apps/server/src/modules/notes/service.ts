import { mentionedNames, noteText, NOTES_SHOWN, type ChatNote } from '@ponte/domain/notes';
import { inTransaction, nowIso, type Db, type Tx } from '../../db';
import type { ServerContext } from '../../lib/context';
import { forbidden, isForeignKeyViolation, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { requireCustomer, touchCustomer } from '../customers/service';
import { activityRecorder, recordedChange } from '../logs/service';
import { activeStaffNamed } from '../users/service';
import * as q from './queries';

const recordChat = activityRecorder('chat');

type NoteRow = Awaited<ReturnType<typeof q.newestNotes>>[number];

async function withMentions(db: Db, rows: NoteRow[]): Promise<ChatNote[]> {
  const mentions = rows.length
    ? await q.mentionsOf(
        db,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((r) => ({
    ...r,
    mentions: mentions.filter((m) => m.note_id === r.id).map((m) => ({ id: m.id, name: m.name })),
  }));
}

/** The customer's newest notes, oldest first, as the chat interleaves them with the messages. */
export async function notesOf(db: Db, customerId: number): Promise<ChatNote[]> {
  return withMentions(db, (await q.newestNotes(db, customerId, NOTES_SHOWN)).reverse());
}

/** Every note of the customer, oldest first (the transcript). */
export const allNotesOf = async (db: Db, customerId: number) => withMentions(db, await q.allNotes(db, customerId));

/**
 * A note in the customer's conversation. It is written with its mentions in one transaction and
 * goes nowhere else: not to the gateway, not to the bot. The chat's version moves and the staff
 * looking read it again; each colleague named with '@' (not the author) hears of it at once and
 * keeps it in the bell.
 */
export async function createNote(ctx: ServerContext, actor: Actor, customerId: number, content: string) {
  const customer = await requireCustomer(ctx.db, customerId);
  const named = new Set(mentionedNames(content));
  const mentioned = named.size ? (await activeStaffNamed(ctx.db, named)).filter((s) => s.id !== actor.id) : [];
  const noteId = await inTransaction(ctx.db, async (tx) => {
    const { id } = await q
      .insertNote(tx, { customer_id: customer.id, author_id: actor.id, content, created_at: nowIso() })
      .catch((err: unknown) => {
        // The customer was deleted meanwhile.
        if (isForeignKeyViolation(err)) throw notFound(noteText.customerNotFound);
        throw err;
      });
    if (mentioned.length)
      await q.insertMentions(
        tx,
        id,
        mentioned.map((s) => s.id),
      );
    await touchCustomer(tx, customer.id);
    return id;
  });
  // The log says a note was written, not what it says (it may hold personal data).
  await recordChat(ctx.db, actor.id, 'create', customer.id, {
    note_id: noteId,
    mentions: mentioned.map((s) => s.username),
  });
  ctx.realtime.toStaff('chat:updated', { userId: customer.id });
  for (const staff of mentioned) {
    ctx.realtime.toUser(staff.id, 'note:mention', {
      note_id: noteId,
      userId: customer.id,
      customer_name: customer.name,
      by: actor.name,
      preview: content.slice(0, 200),
    });
  }
  return (await withMentions(ctx.db, [(await q.noteById(ctx.db, noteId))!]))[0]!;
}

/** A note taken back by its author, or by an admin. */
export async function deleteNote(ctx: ServerContext, actor: Actor, id: number) {
  const note = await q.noteById(ctx.db, id);
  if (!note) throw notFound(noteText.notFound);
  const admin = actor.role === 'admin';
  if (!admin && note.author_id !== actor.id) throw forbidden(noteText.notYours);
  // The chat's version moves with the deletion, in its transaction.
  await recordedChange(
    ctx.db,
    { userId: actor.id, action: 'delete', entityType: 'chat', entityId: note.customer_id, details: { note_id: id } },
    async (tx: Tx) => {
      const deleted = await q.deleteNote(tx, id, actor.id, admin);
      if (deleted) await touchCustomer(tx, deleted.customer_id);
      return deleted;
    },
    noteText.notFound,
  );
  ctx.realtime.toStaff('chat:updated', { userId: note.customer_id });
}

/** The bell's 'note_mention' items: notes naming the staff member in the window. */
export const recentMentions = (db: Db, actor: Actor, since: string, limit: number) =>
  q.recentMentions(db, actor.id, since, limit);

/** The newest note naming the staff member (the bell's count ETag). */
export const newestMentionId = async (db: Db, actor: Actor) => (await q.newestMention(db, actor.id))?.id ?? 0;

/** Issue 33, erasure: the staff's notes about the customer go. */
export async function deleteNotesAbout(db: Db | Tx, customerId: number): Promise<void> {
  await q.deleteNotesOf(db, customerId);
}
