/* Keeping the logs: the gateway's webhook rows, server errors, clearing, pruning and the screen's two settings. */
import type { Insertable } from 'kysely';
import type { Db, Tx } from '../../../db';
import { toCount } from '../../../db';
import type { ServerErrorTable } from '../../../db/types';

/** The gateway's incoming calls (the webhook log), newest first. */
export const webhookRows = (db: Db, limit: number, offset: number) =>
  db
    .selectFrom('gateway_logs')
    .selectAll()
    .where('direction', '=', 'incoming')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countWebhookRows = async (db: Db) =>
  toCount(
    (
      await db
        .selectFrom('gateway_logs')
        .where('direction', '=', 'incoming')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const insertServerError = (db: Db, row: Insertable<ServerErrorTable>) =>
  db.insertInto('server_errors').values(row).execute();

/** Clearing the screen: the gateway log and the server errors go; how many of each. */
export async function deleteGatewayAndServerLogs(db: Db | Tx) {
  const gateway = await db.deleteFrom('gateway_logs').executeTakeFirst();
  const server = await db.deleteFrom('server_errors').executeTakeFirst();
  return { gateway: Number(gateway.numDeletedRows), server: Number(server.numDeletedRows) };
}

/** Retention: one statement per table, everything created before its cutoff (the audit trail has its own). */
export async function deleteLogsBefore(db: Db, cutoff: string, auditCutoff: string) {
  const activity = await db.deleteFrom('activity_log').where('created_at', '<', auditCutoff).executeTakeFirst();
  const gateway = await db.deleteFrom('gateway_logs').where('created_at', '<', cutoff).executeTakeFirst();
  const server = await db.deleteFrom('server_errors').where('created_at', '<', cutoff).executeTakeFirst();
  return {
    activity: Number(activity.numDeletedRows),
    gateway: Number(gateway.numDeletedRows),
    server: Number(server.numDeletedRows),
  };
}

// The logs module sits below settings (docs/0015), so it reads and writes its own two keys.
export const LOG_SETTING_KEYS = {
  retentionDays: 'logs_retention_days',
  auditRetentionDays: 'audit_retention_days',
  clearedAt: 'logs_cleared_at',
} as const;

export async function readLogSettings(db: Db | Tx) {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(LOG_SETTING_KEYS))
    .execute();
  const map = new Map(rows.map((r) => [r.key, r.value]));
  return {
    retentionDays: map.get(LOG_SETTING_KEYS.retentionDays),
    auditRetentionDays: map.get(LOG_SETTING_KEYS.auditRetentionDays),
    clearedAt: map.get(LOG_SETTING_KEYS.clearedAt),
  };
}

export const writeLogSetting = (db: Db | Tx, key: string, value: string, at: string, by: number | null) =>
  db
    .insertInto('settings')
    .values({ key, value, updated_at: at, updated_by: by })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }))
    .execute();
