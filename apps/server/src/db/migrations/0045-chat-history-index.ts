import type { Kysely } from 'kysely';

/**
 * A chat's resolution time (docs/0020) starts after the chat's previous hand-back to the bot.
 * Finding that hand-back through activity_log (entity_type, created_at) walks every chat's
 * activity since then — all of history for a chat handed back once; with this index it is a
 * seek into the few rows of that one chat. Any other "history of one entity" read uses it too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('activity_log_entity_history')
    .on('activity_log')
    .columns(['entity_type', 'entity_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('activity_log_entity_history').execute();
}
