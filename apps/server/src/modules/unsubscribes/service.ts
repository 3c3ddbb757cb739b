import type { Tx } from '../../db';
import {
  neverSendText,
  type NeverSendEntry,
  type NeverSendImportResult,
  type NeverSendKind,
  type NeverSendPage,
  type NeverSendQuery,
  type ParsedImport,
} from '@ponte/domain/unsubscribes';
import { nowIso, toCount, type Db } from '../../db';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import * as q from './queries';

const recordEmailUnsubscribe = activityRecorder('email_unsubscribe');

/*
 * The never-send list (docs/0050): the segments leave its addresses out of every count and
 * every campaign (their SQL reads email_unsubscribes). Campaigns add to it when a recipient
 * unsubscribes or bounces; admins import addresses and re-subscribe one on its owner's request.
 */

export type NeverSendRecord = {
  email: string;
  kind: Exclude<NeverSendKind, 'imported'>;
  customerId: number | null;
  campaignId: number;
  reason?: string;
};

/** A recipient unsubscribed or bounced: the address leaves every later campaign, once however often it happens. */
export async function neverSendAgain(db: Db, r: NeverSendRecord): Promise<boolean> {
  const added = await q.insertEntries(db, [
    {
      email: r.email.trim().toLowerCase(),
      kind: r.kind,
      customer_id: r.customerId,
      campaign_id: r.campaignId,
      reason: r.reason ?? null,
      created_at: nowIso(),
    },
  ]);
  return added > 0;
}

const toEntry = (r: Awaited<ReturnType<typeof q.listEntries>>[number]): NeverSendEntry => ({
  id: r.id,
  email: r.email,
  kind: r.kind,
  reason: r.reason,
  campaign: r.campaign_id !== null && r.campaign_name !== null ? { id: r.campaign_id, name: r.campaign_name } : null,
  created_by: r.created_by_name,
  created_at: r.created_at,
});

/** GET /api/email/unsubscribes. */
export async function listNeverSend(db: Db, query: NeverSendQuery): Promise<NeverSendPage> {
  const [rows, total] = await Promise.all([
    q.listEntries(db, query.search, query.limit, (query.page - 1) * query.limit),
    q.countEntries(db, query.search),
  ]);
  return { items: rows.map(toEntry), total: toCount(total), page: query.page, limit: query.limit };
}

/** DELETE /api/email/unsubscribes/{id} ('Reinscrever'): recorded with who did it; 404 when already gone. */
export async function resubscribe(db: Db, actor: Actor, id: number, ip?: string): Promise<{ message: string }> {
  const removed = await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'delete',
      entityType: 'email_unsubscribe',
      entityId: id,
      details: (row) => ({ email: row.email, kind: row.kind }),
      ip,
    },
    (tx: Tx) => q.deleteEntry(tx, id),
    neverSendText.notFound,
  );
  return { message: neverSendText.resubscribed.replace('{email}', removed.email) };
}

/**
 * POST /api/email/unsubscribes/import: the addresses (already validated: no invalid line) in one
 * transaction, so a failure leaves nothing half-imported; those already on the list are skipped.
 */
export async function importNeverSend(
  db: Db,
  actor: Actor,
  parsed: ParsedImport,
  ip?: string,
): Promise<NeverSendImportResult> {
  const at = nowIso();
  const added = await db.transaction().execute(async (tx) => {
    const added = await q.insertEntries(
      tx,
      parsed.emails.map((email) => ({
        email,
        kind: 'imported' as const,
        customer_id: null,
        campaign_id: null,
        reason: null,
        created_by: actor.id,
        created_at: at,
      })),
    );
    await recordEmailUnsubscribe(tx, actor.id, 'create', null, { imported: added, lines: parsed.lines }, ip);
    return added;
  });
  const skipped = parsed.emails.length - added + parsed.duplicates;
  return {
    message: neverSendText.imported
      .replace('{added}', added.toLocaleString('pt-BR'))
      .replace('{skipped}', skipped.toLocaleString('pt-BR')),
    added,
    skipped,
  };
}
