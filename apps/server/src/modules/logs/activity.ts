import type { Db, Tx } from '../../db';
import { redactSecrets } from '@ponte/domain/logs';
import { nowIso } from '../../db';
import { notFound } from '../../lib/errors';
import { requestAddress } from '../../plugins/request-address';
import { insertActivity } from './queries';

/** 'refund': money given back to a customer (a card approved for a list already paid); 'export': personal data taken out (a transcript). */
export type ActivityAction = 'create' | 'update' | 'delete' | 'login' | 'logout' | 'refund' | 'export';
export type ActivityEntity =
  | 'user'
  | 'sale'
  | 'chat'
  | 'attendance'
  | 'settings'
  | 'plan'
  | 'shopping_list'
  | 'checkout_session'
  | 'payment'
  | 'customer'
  | 'product'
  | 'commission_rule'
  | 'task'
  | 'logs'
  | 'ad_campaign'
  | 'email_template'
  | 'segment'
  | 'email_campaign'
  | 'email_unsubscribe'
  | 'campaign_spend'
  | 'funnel_event'
  | 'quick_reply'
  | 'label'
  /** A report downloaded as a file (sales, commissions, attendance, statistics). */
  | 'report';

export type ActivityEntry = {
  userId: number | null;
  action: ActivityAction;
  entityType: ActivityEntity;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Every write that matters is recorded here; statistics and the logs screen read it. */
export async function recordActivity(db: Db | Tx, entry: ActivityEntry): Promise<void> {
  await insertActivity(db, {
    user_id: entry.userId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    // Logs never hold passwords, tokens, API keys or card data (docs/0021).
    details: entry.details ? redactSecrets(JSON.stringify(entry.details)) : null,
    // Where the action came from: the caller's word, else the request being served (none in a job).
    ip_address: entry.ip ?? requestAddress() ?? null,
    created_at: nowIso(),
  });
}

/**
 * A module records entries about one entity, so it names that once and each entry is one line:
 * `const recordPlan = activityRecorder('plan')`, then `recordPlan(db, actor.id, 'update', id, details, ip)`.
 * `userId` is who did it (null: the system); the rest is stored as `recordActivity` stores it.
 */
export const activityRecorder =
  (entityType: ActivityEntity) =>
  (
    db: Db | Tx,
    userId: number | null,
    action: ActivityAction,
    entityId?: string | number | null,
    details?: Record<string, unknown>,
    ip?: string | null,
  ): Promise<void> =>
    recordActivity(db, { userId, action, entityType, entityId, details, ip });

/**
 * One row changed and recorded in one transaction: `write` changes it and answers the row
 * (undefined: there is none), the entry is written only when it did (its details may read the
 * row, say a deleted one's name), and a row that is not there is a 404 saying `notFoundText`,
 * with whatever `write` did before finding so rolled back (a parent row it locked, say).
 */
export async function recordedChange<T>(
  db: Db,
  entry: Omit<ActivityEntry, 'details'> & {
    details?: Record<string, unknown> | ((row: NoInfer<T>) => Record<string, unknown>);
  },
  write: (tx: Tx) => Promise<T | undefined>,
  notFoundText: string,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const changed = await write(tx);
    if (changed === undefined) throw notFound(notFoundText);
    await recordActivity(tx, {
      ...entry,
      details: typeof entry.details === 'function' ? entry.details(changed) : entry.details,
    });
    return changed;
  });
}

/** Issue 33: a report taken out as a file is recorded with who took it, which and its name (the period). */
export const recordExport = (
  db: Db,
  actor: { id: number },
  report: string,
  fileName: string,
  ip?: string,
): Promise<void> =>
  recordActivity(db, {
    userId: actor.id,
    action: 'export',
    entityType: 'report',
    details: { report, file: fileName },
    ip,
  });
