import { TWO_FACTOR_CHALLENGE_MINUTES } from '@ponte/domain/two-factor';
import type { AppOptions } from './app';
import type { JobFailure } from './jobs/queue';
import type { ContextSource, ServerModule } from './lib/module';
import type { Actor } from './plugins/auth';
import type { ServerFailure } from './plugins/errors';
import { adCampaignsModule } from './modules/ad-campaigns/module';
import { aiModule } from './modules/ai/module';
import { assignmentModule } from './modules/assignment/module';
import { distributeWaitingChats } from './modules/assignment/service';
import { attendanceModule } from './modules/attendance/module';
import { authModule } from './modules/auth/module';
import { signInTurn } from './modules/auth/service';
import { businessHoursModule } from './modules/business-hours/module';
import { replyOutOfHours } from './modules/business-hours/service';
import { campaignsModule } from './modules/campaigns/module';
import { refuseSegmentInUse, refuseTemplateInUse } from './modules/campaigns/service';
import { catalogueModule } from './modules/catalogue/module';
import { chatsModule } from './modules/chats/module';
import { mayReadChat } from './modules/chats/service';
import { checkoutModule } from './modules/checkout/module';
import { orderForPage } from './modules/checkout/service';
import { commissionsModule } from './modules/commissions/module';
import { conversationsModule } from './modules/conversations/module';
import { recordEcho, recordMessage, recordReceipts } from './modules/conversations/service';
import { csatModule } from './modules/csat/module';
import { answerSatisfaction, askSatisfaction } from './modules/csat/service';
import { customersModule } from './modules/customers/module';
import { emailTemplatesModule } from './modules/email-templates/module';
import { funnelModule } from './modules/funnel/module';
import { gatewayModule } from './modules/gateway/module';
import { WEBHOOK_RATE_LIMIT } from './modules/gateway/service';
import { isValidBotKey } from './modules/gateway/settings';
import { labelsModule } from './modules/labels/module';
import { listsModule } from './modules/lists/module';
import { logsModule } from './modules/logs/module';
import { recordJobFailure, recordServerError } from './modules/logs/service';
import { notesModule } from './modules/notes/module';
import { notificationsModule } from './modules/notifications/module';
import { plansModule } from './modules/plans/module';
import { privacyModule } from './modules/privacy/module';
import { quickRepliesModule } from './modules/quick-replies/module';
import { quotesModule } from './modules/quotes/module';
import { salesModule } from './modules/sales/module';
import { searchModule } from './modules/search/module';
import { segmentsModule } from './modules/segments/module';
import { sessionsModule } from './modules/sessions/module';
import { findSession, openSession, touchSession } from './modules/sessions/service';
import { settingsModule } from './modules/settings/module';
import { smtpModule } from './modules/smtp/module';
import { statsModule } from './modules/stats/module';
import { dependencyHealth } from './modules/stats/service';
import { tasksModule } from './modules/tasks/module';
import { transcriptsModule } from './modules/transcripts/module';
import { twoFactorModule } from './modules/two-factor/module';
import { isTwoFactorEnabled } from './modules/two-factor/service';
import { unsubscribesModule } from './modules/unsubscribes/module';
import { usersModule } from './modules/users/module';
import { findStaffById, touchLastActivity } from './modules/users/service';

/*
 * The server's modules and how they are tied together (docs/0015-server-module-boundaries.md).
 * Each module declares its routes, jobs and repeating work in its module.ts; a module imports no
 * other module's routes or jobs, so what one module hands another is written out here.
 */

const pingRedis = (opts: AppOptions) => (opts.redis ? () => opts.redis!.ping() : undefined);

/**
 * Every module, in the order its routes are registered under /api (its jobs are registered, and
 * its repeating work started, in the same order).
 */
export function serverModules(opts: AppOptions): ServerModule[] {
  return [
    authModule({ loginRateLimit: opts.loginRateLimit ?? 20 }),
    statsModule({ pingRedis: pingRedis(opts) }),
    settingsModule,
    attendanceModule,
    usersModule,
    sessionsModule,
    // Every two-factor code guessed counts against the sign-in lockout of the auth module.
    twoFactorModule({ guessTurn: signInTurn }),
    privacyModule,
    // An attendance that ends asks the customer for a satisfaction answer (csat).
    customersModule({ onAttendanceEnded: askSatisfaction }),
    conversationsModule,
    // A message the gateway receives is stored by conversations, may answer a survey (csat), gets
    // the away reply out of business hours, and then the waiting chats are handed out (assignment).
    gatewayModule({
      messages: {
        recordMessage,
        recordEcho,
        recordReceipts,
        answerSurvey: answerSatisfaction,
        awayReply: replyOutOfHours,
        afterStored: (ctx) => distributeWaitingChats(ctx, new Date(), { skipIfBusy: true }),
      },
      webhookRateLimit: opts.webhookRateLimit ?? WEBHOOK_RATE_LIMIT,
    }),
    chatsModule,
    aiModule,
    quotesModule,
    plansModule,
    catalogueModule,
    listsModule,
    checkoutModule,
    commissionsModule,
    tasksModule,
    quickRepliesModule,
    labelsModule,
    notesModule,
    transcriptsModule,
    csatModule,
    businessHoursModule,
    assignmentModule,
    funnelModule({ trackingRateLimit: opts.trackingRateLimit ?? 120, metaGraphUrl: opts.metaGraphUrl }),
    salesModule,
    logsModule,
    smtpModule,
    adCampaignsModule,
    // A template or segment a draft or scheduled campaign uses cannot be deleted (docs/0049).
    emailTemplatesModule({ checkDelete: refuseTemplateInUse }),
    segmentsModule({ checkDelete: refuseSegmentInUse }),
    campaignsModule,
    unsubscribesModule,
    searchModule,
    notificationsModule,
  ];
}

/** plugins/auth.ts: the staff's tokens, their sessions (sessions), accounts (users) and second factor (two-factor). */
export function staffAuthOptions(opts: AppOptions) {
  const { db } = opts.db;
  return {
    secret: opts.jwtSecret,
    expiresIn: opts.jwtExpiresIn ?? '12h',
    findSession: (tokenId: string) => findSession(db, tokenId),
    openSession: (session: Parameters<typeof openSession>[1]) => openSession(db, session),
    touchSession: (sessionId: number, at: Date) => touchSession(db, sessionId, at),
    twoFactorEnabled: (id: number) => isTwoFactorEnabled(db, id),
    challengeMinutes: TWO_FACTOR_CHALLENGE_MINUTES,
    findStaff: (id: number) => findStaffById(db, id),
    touchActivity: (id: number, at: string) => touchLastActivity(db, id, at),
  };
}

/** What the app's other plugins ask of modules (plugins import nothing of modules/). */
export function pluginCallbacks(opts: AppOptions, ctx: ContextSource) {
  const { db } = opts.db;
  return {
    /** plugins/errors.ts: a server error goes to the system logs (docs/0021). */
    onServerError: (failure: ServerFailure) => recordServerError(db, failure),
    /** plugins/errors.ts: the order a checkout page shows, written into the page (checkout, issue 35). */
    checkoutOrder: (token: string) => orderForPage(ctx(), token),
    /** The job queue: a failed attempt goes to the system logs too (issue 29). */
    onJobFailure: (failure: JobFailure) => recordJobFailure(db, failure),
    /** plugins/bot-auth.ts: the bot's API key (gateway settings). */
    isValidBotKey: (key: string) => isValidBotKey(db, key),
    /** realtime/socket.ts: who may follow a chat's room (chats). */
    mayReadChat: (actor: Actor, customerId: number) => mayReadChat(db, actor, customerId),
    /** plugins/metrics.ts: whether the database and Redis answer (stats). */
    dependencies: () => dependencyHealth(db, pingRedis(opts)),
  };
}
