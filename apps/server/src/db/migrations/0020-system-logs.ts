import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/**
 * System logs (spec 3, /logs; docs/0021). Server errors (5xx) captured by the error handler
 * with the request id, so an admin can match a failure to the process log. The created_at
 * indexes serve the newest-first pages and the retention pruning; the gateway index serves
 * the webhook log (incoming calls, newest first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('server_errors')
    .addColumn('id', id.type, id.build)
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('server_errors_created').on('server_errors').column('created_at').execute();
  await db.schema
    .createIndex('gateway_logs_direction_created')
    .on('gateway_logs')
    .columns(['direction', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('gateway_logs_direction_created').execute();
  await db.schema.dropTable('server_errors').execute();
}
