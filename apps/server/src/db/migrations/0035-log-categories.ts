import type { Kysely } from 'kysely';

/**
 * The /logs screen's category filter lists the activity kinds present. Over a million activity
 * rows a `distinct entity_type` read them all (80 ms, on every 30-second poll); with this index
 * the kinds are found one index seek each (modules/logs/queries.ts, logCategories).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('activity_log_entity')
    .on('activity_log')
    .columns(['entity_type', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('activity_log_entity').execute();
}
