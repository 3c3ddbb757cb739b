import type { Insertable, Updateable } from 'kysely';
import type { Db, Tx } from '../../db';
import { isPostgres } from '../../db/migrate';
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

/**
 * The template's row, locked until the transaction ends: 'update' by its deletion, 'share' by a
 * campaign that starts using it, so one waits for the other and then sees what it did
 * (docs/0049). SQLite needs no lock: its transactions write one at a time.
 */
export const lockTemplateRow = (tx: Tx, id: number, mode: 'update' | 'share') =>
  tx
    .selectFrom('email_templates')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(tx), (qb) => (mode === 'update' ? qb.forUpdate() : qb.forShare()))
    .executeTakeFirst();
