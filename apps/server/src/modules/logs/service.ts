import { shopDayRange } from '@ponte/domain/dates';
import type { Db, Tx } from '../../db';
import * as queries from './queries';
import { scrubLogsOf } from './queries';
/* Every module records what it changed through here; src/modules.ts wires the system logs screen. */
export {
  activityRecorder,
  recordActivity,
  recordedChange,
  recordExport,
  type ActivityAction,
  type ActivityEntity,
  type ActivityEntry,
} from './activity';
export type { ActivityDaysScope, ActivityScope } from './queries';

/**
 * A period of shop days' entries of these kinds (both days included): the newest `limit` and how
 * many there are, for the productivity screen. The count reads per-day figures by shop day; the
 * list reads entries by the same days' instants.
 */
export async function periodActivities(db: Db, period: queries.ActivityDaysScope, limit: number) {
  const { startDay, endDay, ...kinds } = period;
  const [latest, total] = await Promise.all([
    queries.latestActivities(db, { ...shopDayRange(startDay, endDay), ...kinds }, limit),
    queries.countActivities(db, period),
  ]);
  return { latest, total };
}

export { foldActivityDeltas, scheduleActivityFold } from './activity-daily';
export {
  recordBackgroundFailure,
  recordJobFailure,
  recordServerError,
  type BackgroundFailure,
  type ServerErrorReport,
} from './server-errors';
export {
  clearLogs,
  exportLogEntries,
  getLogSettings,
  listLogs,
  listWebhookLogs,
  logsEtag,
  pruneLogs,
  saveLogSettings,
  scheduleLogPruning,
} from './system-logs';

/**
 * Issue 33, erasure: the details of entries about the customer, and log texts holding one of their
 * distinctive values, go; the entries (who did what, when) stay.
 */
export async function scrubLogsMentioning(
  db: Db | Tx,
  customerId: number,
  terms: string[],
  note: string,
): Promise<void> {
  await scrubLogsOf(db, customerId, terms, note);
}
