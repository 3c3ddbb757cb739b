import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import type { EmailTemplateTable } from '../../db/types';

/** Newest first; templates are few, so the list is whole. */
export const listTemplateRows = (db: Db) =>
  db.selectFrom('email_templates').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const findTemplateRow = (db: Db | Tx, id: number) =>
  db.selectFrom('email_templates').selectAll().where('id', '=', id).executeTakeFirst();

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplateRow>>>;

export const insertTemplate = (db: Db | Tx, row: Insertable<EmailTemplateTable>) =>
  db.insertInto('email_templates').values(row).returning('id').executeTakeFirstOrThrow();

export const updateTemplateRow = (db: Db | Tx, id: number, changes: Updateable<EmailTemplateTable>) =>
  db.updateTable('email_templates').set(changes).where('id', '=', id).returning('id').executeTakeFirst();

export const deleteTemplateRow = (db: Db | Tx, id: number) =>
  db.deleteFrom('email_templates').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
