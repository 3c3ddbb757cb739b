import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../db';
import { staffName } from '../../db/staff-name';
import type { ChatNoteTable } from '../../db/types';

export const insertNote = (db: Db | Tx, row: Insertable<ChatNoteTable>) =>
  db.insertInto('chat_notes').values(row).returning('id').executeTakeFirstOrThrow();

export const insertMentions = (db: Db | Tx, noteId: number, staffIds: number[]) =>
  db
    .insertInto('chat_note_mentions')
    .values(staffIds.map((staff_id) => ({ note_id: noteId, staff_id })))
    .execute();

const noteView = (db: Db) =>
  db
    .selectFrom('chat_notes as n')
    .leftJoin('staff as a', 'a.id', 'n.author_id')
    .select([
      'n.id',
      'n.customer_id',
      'n.author_id',
      'n.content',
      'n.created_at',
      staffName<string | null>('a').as('author_name'),
    ]);

/** The customer's newest notes (chat_notes_customer), newest first. */
export const newestNotes = (db: Db, customerId: number, limit: number) =>
  noteView(db).where('n.customer_id', '=', customerId).orderBy('n.id', 'desc').limit(limit).execute();

/** Every note of the customer, oldest first (the transcript). */
export const allNotes = (db: Db, customerId: number) =>
  noteView(db).where('n.customer_id', '=', customerId).orderBy('n.id').execute();

export const noteById = (db: Db, id: number) => noteView(db).where('n.id', '=', id).executeTakeFirst();

export const mentionsOf = (db: Db, noteIds: number[]) =>
  db
    .selectFrom('chat_note_mentions as m')
    .innerJoin('staff as s', 's.id', 'm.staff_id')
    .select(['m.note_id', 's.id', staffName('s').as('name')])
    .where('m.note_id', 'in', noteIds)
    .orderBy('s.username')
    .execute();

/** Deleted only by its author, or by an admin (`anyAuthor`), in one statement. */
export const deleteNote = (db: Db | Tx, id: number, authorId: number, anyAuthor: boolean) =>
  db
    .deleteFrom('chat_notes')
    .where('id', '=', id)
    .$if(!anyAuthor, (qb) => qb.where('author_id', '=', authorId))
    .returning(['id', 'customer_id'])
    .executeTakeFirst();

/** The staff member's mentions since `since`, newest first (chat_note_mentions_staff). */
export const recentMentions = (db: Db, staffId: number, since: string, limit: number) =>
  db
    .selectFrom('chat_note_mentions as m')
    .innerJoin('chat_notes as n', 'n.id', 'm.note_id')
    .innerJoin('customers as c', 'c.id', 'n.customer_id')
    .leftJoin('staff as a', 'a.id', 'n.author_id')
    .select([
      'n.id',
      'n.customer_id',
      'c.name as customer_name',
      'n.content',
      'n.created_at',
      staffName<string | null>('a').as('author_name'),
    ])
    .where('m.staff_id', '=', staffId)
    .where('n.created_at', '>=', since)
    .orderBy('m.note_id', 'desc')
    .limit(limit)
    .execute();

export const newestMention = (db: Db, staffId: number) =>
  db
    .selectFrom('chat_note_mentions')
    .select((eb) => eb.fn.max('note_id').as('id'))
    .where('staff_id', '=', staffId)
    .executeTakeFirst();

/** Issue 33, erasure: the staff's notes about the customer go (their mentions with them). */
export const deleteNotesOf = (db: Db | Tx, customerId: number) =>
  db.deleteFrom('chat_notes').where('customer_id', '=', customerId).execute();
