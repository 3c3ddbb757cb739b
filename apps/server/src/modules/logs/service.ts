import type { Db, Tx } from '../../db';
import * as queries from './queries';
import { scrubLogsOf } from './queries';
/* Every module records what it changed through here; app.ts wires the system logs screen. */
export {
  recordActivity,
  recordedChange,
  recordExport,
  type ActivityAction,
  type ActivityEntity,
  type ActivityEntry,
} from './activity';
export type { ActivityDaysScope, ActivityScope } from './queries';
export const countActivities = (...args: Parameters<typeof queries.countActivities>) =>
  queries.countActivities(...args);
export const latestActivities = (...args: Parameters<typeof queries.latestActivities>) =>
  queries.latestActivities(...args);
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
