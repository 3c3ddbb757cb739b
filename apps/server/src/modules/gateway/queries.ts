import type { Insertable } from 'kysely';
import type { GatewayLogEntry } from '@ponte/domain/gateway';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import type { GatewayLogTable } from '../../db/types';

export const GATEWAY_LOG_PAGE = 200;

export const writeGatewayLog = (db: Db, row: Omit<Insertable<GatewayLogTable>, 'created_at'>) =>
  db
    .insertInto('gateway_logs')
    .values({ ...row, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();

export async function listGatewayLogs(db: Db, limit = GATEWAY_LOG_PAGE): Promise<GatewayLogEntry[]> {
  const rows = await db.selectFrom('gateway_logs').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    timestamp: r.created_at,
    direction: r.direction,
    status: r.status,
    phone: r.phone,
    message: r.message,
    error: r.error,
    instance: r.instance,
  }));
}

export const clearGatewayLogs = (db: Db) => db.deleteFrom('gateway_logs').execute();

export const findGatewayLog = (db: Db, id: number) =>
  db.selectFrom('gateway_logs').selectAll().where('id', '=', id).executeTakeFirst();

/** Issue 33, erasure: the gateway's log lines to and from the customer's numbers go. */
export const deleteGatewayLogsOf = (db: Db | Tx, phones: string[]) =>
  phones.length === 0
    ? Promise.resolve([])
    : db
        .deleteFrom('gateway_logs')
        .where((eb) => eb.or(phones.map((p) => eb('phone', 'like', `%${p}%`))))
        .execute();
