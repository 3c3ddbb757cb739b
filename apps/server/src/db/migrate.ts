import { Migrator, PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as conversations from './migrations/0002-conversations';
import * as customerListOrder from './migrations/0003-customer-list-order';
import * as plans from './migrations/0004-plans';
import * as productWeights from './migrations/0005-product-weights';
import * as shoppingLists from './migrations/0006-shopping-lists';
import * as payments from './migrations/0007-payments';
import * as atomicWrites from './migrations/0008-atomic-writes';
import * as escalationBlocks from './migrations/0009-escalation-blocks';
import * as sessions from './migrations/0010-sessions';
import * as edges from './migrations/0011-edges';
import * as identityAndEcho from './migrations/0014-identity-and-echo';
import * as commissionRules from './migrations/0015-commission-rules';
import * as metaFunnel from './migrations/0017-meta-funnel';
import * as tasks from './migrations/0018-tasks';
import * as salesIndexes from './migrations/0016-sales-indexes';
import * as chatStatistics from './migrations/0019-chat-statistics';
import * as systemLogs from './migrations/0020-system-logs';
import * as emailMarketing from './migrations/0022-email-marketing';
import * as emailCampaigns from './migrations/0024-email-campaigns';
import * as adCampaigns from './migrations/0023-ad-campaigns';
import * as searchIndex from './migrations/0025-search-index';
import * as signInAttempts from './migrations/0029-sign-in-attempts';
import * as countRevision from './migrations/0032-count-revision';
import * as messageSearch from './migrations/0033-message-search';
import * as notificationReads from './migrations/0034-notification-reads';
import * as logCategories from './migrations/0035-log-categories';
import * as tasksCreated from './migrations/0036-tasks-created';
import * as typedAmountSetter from './migrations/0037-typed-amount-setter';
import * as installmentInterest from './migrations/0038-installment-interest';
import * as commissionRuleOrder from './migrations/0039-commission-rule-order';
import * as funnelCampaigns from './migrations/0040-funnel-campaigns';
import * as taskNotices from './migrations/0042-task-notices';
import * as campaignSources from './migrations/0043-campaign-sources';
import * as chatAssignments from './migrations/0044-chat-assignments';
import * as chatHistoryIndex from './migrations/0045-chat-history-index';
import * as campaignVariableValues from './migrations/0046-campaign-variable-values';
import * as audience from './migrations/0047-audience';
import * as salesDaily from './migrations/0048-sales-daily';
import * as recentMessageAndWaitingChatIndexes from './migrations/0049-recent-message-and-waiting-chat-indexes';
import * as chatSummaries from './migrations/0050-chat-summaries';
import * as activityDaily from './migrations/0051-activity-daily';
import * as salesRollups from './migrations/0052-sales-rollups';
import * as chatDayCounts from './migrations/0053-chat-day-counts';
import * as customerDays from './migrations/0054-customer-days';
import * as chatChains from './migrations/0055-chat-chains';
import * as chatResolutions from './migrations/0056-chat-resolutions';
import * as activityMonthly from './migrations/0057-activity-monthly';
import * as messageReceipts from './migrations/0058-message-receipts';
import * as staffNames from './migrations/0059-staff-names-and-message-origins';
import * as retryStarted from './migrations/0060-message-retry-started';
import * as quickReplies from './migrations/0061-quick-replies';
import * as labels from './migrations/0062-labels';
import * as chatNotes from './migrations/0063-chat-notes';
import * as csatSurveys from './migrations/0064-csat-surveys';
import * as awayReplies from './migrations/0065-away-replies';
import * as fairAssignment from './migrations/0066-fair-assignment';
import * as staffSessions from './migrations/0067-staff-sessions';
import * as twoFactor from './migrations/0068-two-factor';
import * as sendClaims from './migrations/0069-send-claims';
import * as sendClaimsAge from './migrations/0070-send-claims-age';
import * as staleCheckoutClaims from './migrations/0071-stale-checkout-claims';

/** Migrations in order; one set for both engines. */
export const migrations = {
  '0001-initial': initial,
  '0002-conversations': conversations,
  '0003-customer-list-order': customerListOrder,
  '0004-plans': plans,
  '0005-product-weights': productWeights,
  '0006-shopping-lists': shoppingLists,
  '0007-payments': payments,
  '0008-atomic-writes': atomicWrites,
  '0009-escalation-blocks': escalationBlocks,
  '0010-sessions': sessions,
  '0011-edges': edges,
  '0014-identity-and-echo': identityAndEcho,
  '0015-commission-rules': commissionRules,
  '0017-meta-funnel': metaFunnel,
  '0018-tasks': tasks,
  '0016-sales-indexes': salesIndexes,
  '0019-chat-statistics': chatStatistics,
  '0020-system-logs': systemLogs,
  '0022-email-marketing': emailMarketing,
  '0023-ad-campaigns': adCampaigns,
  '0024-email-campaigns': emailCampaigns,
  '0025-search-index': searchIndex,
  '0029-sign-in-attempts': signInAttempts,
  '0032-count-revision': countRevision,
  '0033-message-search': messageSearch,
  '0034-notification-reads': notificationReads,
  '0035-log-categories': logCategories,
  '0036-tasks-created': tasksCreated,
  '0037-typed-amount-setter': typedAmountSetter,
  '0038-installment-interest': installmentInterest,
  '0039-commission-rule-order': commissionRuleOrder,
  '0040-funnel-campaigns': funnelCampaigns,
  '0042-task-notices': taskNotices,
  '0043-campaign-sources': campaignSources,
  '0044-chat-assignments': chatAssignments,
  '0045-chat-history-index': chatHistoryIndex,
  '0046-campaign-variable-values': campaignVariableValues,
  '0047-audience': audience,
  '0048-sales-daily': salesDaily,
  '0049-recent-message-and-waiting-chat-indexes': recentMessageAndWaitingChatIndexes,
  '0050-chat-summaries': chatSummaries,
  '0051-activity-daily': activityDaily,
  '0052-sales-rollups': salesRollups,
  '0053-chat-day-counts': chatDayCounts,
  '0054-customer-days': customerDays,
  '0055-chat-chains': chatChains,
  '0056-chat-resolutions': chatResolutions,
  '0057-activity-monthly': activityMonthly,
  '0058-message-receipts': messageReceipts,
  '0059-staff-names-and-message-origins': staffNames,
  '0060-message-retry-started': retryStarted,
  '0061-quick-replies': quickReplies,
  '0062-labels': labels,
  '0063-chat-notes': chatNotes,
  '0064-csat-surveys': csatSurveys,
  '0065-away-replies': awayReplies,
  '0066-fair-assignment': fairAssignment,
  '0067-staff-sessions': staffSessions,
  '0068-two-factor': twoFactor,
  '0069-send-claims': sendClaims,
  '0070-send-claims-age': sendClaimsAge,
  '0071-stale-checkout-claims': staleCheckoutClaims,
} satisfies Record<string, Migration>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const migrateToLatest = (db: Kysely<any>) => migrate(db, (m) => m.migrateToLatest());

/** Stops after the named migration: tests of a migration's repairs seed the rows it meets. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const migrateUpTo = (db: Kysely<any>, name: keyof typeof migrations) => migrate(db, (m) => m.migrateTo(name));

async function migrate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>,
): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema it can see: name ours, or another
  // database schema (another test file's, run in parallel) makes it skip creating them here.
  const schema = isPostgres(db)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-increment primary key: serial on PostgreSQL, integer autoincrement on SQLite. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function idColumn(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    type: pg ? ('serial' as const) : ('integer' as const),
    build: (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()),
  };
}

/**
 * PostgreSQL row triggers that call `fn` after every insert and delete on `table` and after an
 * update of `updateOf`: `${prefix}_insert`, `_delete` and `_${updateName}`. The summaries of
 * issue 30 keep their figures with these (migrations 0050–0056).
 */
export async function createRowTriggers(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  t: { prefix: string; table: string; fn: string; updateOf: string; updateName?: string },
): Promise<void> {
  for (const [suffix, event] of [
    ['insert', 'insert'],
    ['delete', 'delete'],
    [t.updateName ?? 'update', `update of ${t.updateOf}`],
  ])
    await sql`create trigger ${sql.id(`${t.prefix}_${suffix}`)} after ${sql.raw(event!)} on ${sql.raw(t.table)}
      for each row execute function ${sql.raw(t.fn)}()`.execute(db);
}
