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

export const clearGatewayLogs = (db: Db | Tx) => db.deleteFrom('gateway_logs').execute();

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

type ClaimKey = { staffId: number; key: string };

/**
 * Claims a staff send by its key, in one statement: true for the one request that may send; a
 * repeat, however many at once, finds the row taken. Claims older than `forgetBefore` go first
 * (a key is remembered a day).
 */
export async function claimSend(db: Db, claim: ClaimKey, fingerprint: string, at: string, forgetBefore: string) {
  // Everyone's claims older than a day (created_at index): a staff member who stops sending keeps none.
  await db.deleteFrom('send_claims').where('created_at', '<', forgetBefore).execute();
  const row = await db
    .insertInto('send_claims')
    .values({ staff_id: claim.staffId, idempotency_key: claim.key, fingerprint, result: null, created_at: at })
    .onConflict((oc) => oc.columns(['staff_id', 'idempotency_key']).doNothing())
    .returning('staff_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The key's claim unless it is older than `since` (forgotten, though not deleted yet). */
export const findSendClaim = (db: Db, claim: ClaimKey, since: string) =>
  db
    .selectFrom('send_claims')
    .select(['fingerprint', 'result'])
    .where('staff_id', '=', claim.staffId)
    .where('idempotency_key', '=', claim.key)
    .where('created_at', '>=', since)
    .executeTakeFirst();

export const finishSendClaim = (db: Db, claim: ClaimKey, result: string) =>
  db
    .updateTable('send_claims')
    .set({ result })
    .where('staff_id', '=', claim.staffId)
    .where('idempotency_key', '=', claim.key)
    .execute();

/** A claim whose send failed before the gateway had the text: the key may send again. */
export const releaseSendClaim = (db: Db, claim: ClaimKey) =>
  db
    .deleteFrom('send_claims')
    .where('staff_id', '=', claim.staffId)
    .where('idempotency_key', '=', claim.key)
    .where('result', 'is', null)
    .execute();
