import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import './lib/zod-locale';
import { installKeyring, loadKeyring, type Keyring } from './lib/sealing';
import { sealStoredSecrets } from './modules/settings/service';
import { openTwoFactorSecrets } from './modules/two-factor/service';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db';
import { JobQueue, type JobQueueOptions } from './jobs/queue';
import { adCampaignRoutes } from './modules/ad-campaigns/routes';
import { aiRoutes } from './modules/ai/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { chatRoutes } from './modules/chats/routes';
import { mayReadChat, scheduleChatDayFold } from './modules/chats/service';
import { scheduleCustomerDayFold } from './modules/customers/service';
import { WEBHOOK_RATE_LIMIT } from './modules/gateway/service';
import { conversationRoutes } from './modules/conversations/routes';
import { recordEcho, recordMessage, recordReceipts, scheduleMediaPruning } from './modules/conversations/service';
import { customerRoutes } from './modules/customers/routes';
import { emailTemplateRoutes } from './modules/email-templates/routes';
import { botForwardJobDefinition } from './modules/gateway/bot-forward';
import { metaEventJob } from './modules/funnel/capi-job';
import { funnelRoutes } from './modules/funnel/routes';
import { customerMessageJob } from './modules/conversations/customer-message-job';
import { saleConversionJob } from './modules/funnel/sale-conversion-job';
import { gatewayRoutes } from './modules/gateway/routes';
import { isValidBotKey } from './modules/gateway/settings';
import { quoteRoutes } from './modules/quotes/routes';
import { logRoutes } from './modules/logs/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { smtpRoutes } from './modules/smtp/routes';
import { campaignRoutes } from './modules/campaigns/routes';
import { campaignSendJob } from './modules/campaigns/sender';
import { campaignStartJob, refuseSegmentInUse, refuseTemplateInUse } from './modules/campaigns/service';
import { recordJobFailure, recordServerError, scheduleActivityFold, scheduleLogPruning } from './modules/logs/service';
import { findStaffById, touchLastActivity } from './modules/users/service';
import { authRoutes } from './modules/auth/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { scheduleStaleClaims } from './modules/checkout/reconcile';
import { commissionRoutes } from './modules/commissions/routes';
import { scheduleTaskReminders } from './modules/tasks/reminders';
import { taskRoutes } from './modules/tasks/routes';
import { listRoutes } from './modules/lists/routes';
import { planRoutes } from './modules/plans/routes';
import { salesRoutes } from './modules/sales/routes';
import { searchRoutes } from './modules/search/routes';
import { segmentRoutes } from './modules/segments/routes';
import { quickReplyRoutes } from './modules/quick-replies/routes';
import { labelRoutes } from './modules/labels/routes';
import { noteRoutes } from './modules/notes/routes';
import { transcriptRoutes } from './modules/transcripts/routes';
import { csatRoutes } from './modules/csat/routes';
import { answerSatisfaction, askSatisfaction } from './modules/csat/service';
import { businessHoursRoutes } from './modules/business-hours/routes';
import { replyOutOfHours } from './modules/business-hours/service';
import { assignmentRoutes } from './modules/assignment/routes';
import { distributeWaitingChats, scheduleDistribution } from './modules/assignment/service';
import { unsubscribeRoutes } from './modules/unsubscribes/routes';
import { settingsRoutes } from './modules/settings/routes';
import { statsRoutes } from './modules/stats/routes';
import { userRoutes } from './modules/users/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { findSession, openSession, touchSession } from './modules/sessions/service';
import { isTwoFactorEnabled } from './modules/two-factor/service';
import { signInTurn } from './modules/auth/service';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '@ponte/domain/two-factor';
import { authPlugin } from './plugins/auth';
import { registerBotAuth } from './plugins/bot-auth';
import { drainOnClose } from './plugins/drain';
import { registerJsonBody } from './plugins/json-body';
import { registerRequestAddress } from './plugins/request-address';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticFiles } from './plugins/static-files';
import { whileUp } from './plugins/while-up';
import { frameworkErrorReply, registerErrorHandling } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import { dependencyHealth } from './modules/stats/service';
import { attachRealtime } from './realtime/socket';
import './app-decorations';

export type AppOptions = {
  db: DbHandle;
  jwtSecret: string;
  jwtExpiresIn?: string;
  /** Folder of the built SPA; served with a fallback to index.html for client routes. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** With REDIS_URL, rate limits are counted in Redis so every instance shares them. */
  redis?: Redis;
  trustProxy?: boolean;
  /** Sign-in attempts per minute from one address (default 20). */
  loginRateLimit?: number;
  /** Uploaded and received media live in DATA_DIR/uploads and are served on /uploads/. */
  dataDir?: string;
  /** Tests drive the job queue by hand (autoStart false) and shorten its backoff. */
  jobs?: JobQueueOptions & { autoStart?: boolean };
  /** Base of links sent to customers (PUBLIC_URL); null: the address saved on /configuracoes, if any. */
  publicUrl?: string | null;
  /** Funnel events per minute the shop's site may send from one address (default 120). */
  trackingRateLimit?: number;
  /** Gateway webhook posts per minute from one address (default WEBHOOK_RATE_LIMIT, docs/0026). */
  webhookRateLimit?: number;
  /** Meta's Graph API (https://graph.facebook.com); tests point it at a local peer. */
  metaGraphUrl?: string;
  /** The keys that seal integration secrets (issue 33); default: the key file of `dataDir`. */
  keyring?: Keyring;
};

/** Builds the whole HTTP app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(opts: AppOptions) {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Unique across restarts and instances: the system logs' server errors carry it (docs/0021).
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrorReply,
    // plugins/drain.ts answers while closing: in Portuguese, and the liveness probe still 200.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db.db);
  app.decorate('dbKind', opts.db.kind);
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'ponte-'));
  const uploadsDir = join(dataDir, 'uploads');
  // Secrets open with these keys or the server does not start (docs/0068).
  const keyring = opts.keyring ?? loadKeyring(dataDir);
  await sealStoredSecrets(opts.db.db, keyring);
  await openTwoFactorSecrets(opts.db.db, keyring);
  installKeyring(keyring);
  mkdirSync(uploadsDir, { recursive: true });

  registerJsonBody(app);
  registerRequestAddress(app);

  const index = opts.webDist && existsSync(join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
  registerErrorHandling(app, { spa: !!index, onServerError: (failure) => recordServerError(opts.db.db, failure) });
  drainOnClose(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'ponte-rate-limit-', skipOnError: true } : {}),
  });
  await registerOpenApi(app);
  await app.register(authPlugin, {
    secret: opts.jwtSecret,
    expiresIn: opts.jwtExpiresIn ?? '12h',
    findSession: (tokenId) => findSession(opts.db.db, tokenId),
    openSession: (session) => openSession(opts.db.db, session),
    touchSession: (sessionId, at) => touchSession(opts.db.db, sessionId, at),
    twoFactorEnabled: (id) => isTwoFactorEnabled(opts.db.db, id),
    challengeMinutes: TWO_FACTOR_CHALLENGE_MINUTES,
    findStaff: (id) => findStaffById(opts.db.db, id),
    touchActivity: (id, at) => touchLastActivity(opts.db.db, id, at),
  });
  registerBotAuth(app, (key) => isValidBotKey(opts.db.db, key));

  const jobs = new JobQueue(
    opts.db.db,
    opts.db.kind,
    { onFailure: (failure) => recordJobFailure(opts.db.db, failure), ...opts.jobs },
    (msg, err) => app.log.warn({ err }, msg),
  );
  // Each module declares its jobs (name, payload schema, handler); their context is read at run time.
  const ctx = () => app.ctx;
  jobs.register(botForwardJobDefinition);
  jobs.register(customerMessageJob(ctx));
  jobs.register(saleConversionJob(ctx));
  jobs.register(campaignSendJob(ctx));
  jobs.register(campaignStartJob(ctx));
  jobs.register(metaEventJob(ctx, opts.metaGraphUrl));
  app.decorate('jobs', jobs);
  app.decorate(
    'realtime',
    attachRealtime(app, { redis: opts.redis, mayReadChat: (actor, id) => mayReadChat(opts.db.db, actor, id) }),
  );
  registerMetrics(app, {
    jobs: () => jobs.stats(),
    sockets: () => app.realtime.io.of('/').sockets.size,
    dependencies: () => dependencyHealth(opts.db.db, opts.redis ? () => opts.redis!.ping() : undefined),
  });
  app.decorate('ctx', {
    db: opts.db.db,
    dbKind: opts.db.kind,
    realtime: app.realtime,
    jobs,
    uploadsDir,
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: opts.publicUrl ?? null,
  });
  if (opts.jobs?.autoStart !== false) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  // The repeating work of a running instance; tests run each by hand.
  if (opts.jobs?.autoStart !== false) {
    const warn = (what: string) => (err: unknown) => app.log.warn({ err }, `${what} failed`);
    const { db, kind } = opts.db;
    // Old log entries and message files go after the retention an admin sets (docs/0021, issue 33).
    whileUp(app, () => scheduleLogPruning(db, warn('log pruning')));
    whileUp(app, () => scheduleMediaPruning(app.ctx, warn('media pruning')));
    // The pending changes of the productivity count, the chat days and the registrations go into
    // their summaries (docs/0054, docs/0057).
    whileUp(app, () => {
      const stops = [
        scheduleActivityFold(db, kind, warn('activity summary fold')),
        scheduleChatDayFold(db, kind, warn('chat day summary fold')),
        scheduleCustomerDayFold(db, kind, warn('customer day summary fold')),
      ];
      // Stopped together: each waits for a run under way, and the close waits for the longest only.
      return async () => void (await Promise.all(stops.map((stop) => stop())));
    });
    // Due-date reminders (docs/0048).
    whileUp(app, () => scheduleTaskReminders(app.ctx, warn('task reminders')));
    // Fair assignment (issue 32) also runs after each customer message; this catches clock-ins,
    // ends of breaks, closed chats and expired offers.
    whileUp(app, () => scheduleDistribution(app.ctx, warn('chat distribution')));
    // A payment attempt nobody comes back to (the tab closed mid-charge) becomes its sale, or is
    // freed, within minutes (docs/0085).
    whileUp(app, () => scheduleStaleClaims(app.ctx, warn('stale payment attempts')));
  }

  await app.register(
    async (api) => {
      await api.register(authRoutes, { loginRateLimit: opts.loginRateLimit ?? 20 });
      await api.register(statsRoutes, { pingRedis: opts.redis ? () => opts.redis!.ping() : undefined });
      await api.register(settingsRoutes);
      await api.register(attendanceRoutes);
      await api.register(userRoutes);
      await api.register(sessionRoutes);
      await api.register(twoFactorRoutes, { guessTurn: signInTurn });
      await api.register(privacyRoutes);
      await api.register(customerRoutes, { onAttendanceEnded: askSatisfaction });
      await api.register(conversationRoutes);
      await api.register(gatewayRoutes, {
        messages: {
          recordMessage,
          recordEcho,
          recordReceipts,
          answerSurvey: answerSatisfaction,
          awayReply: replyOutOfHours,
          afterStored: (ctx) => distributeWaitingChats(ctx, new Date(), { skipIfBusy: true }),
        },
        webhookRateLimit: opts.webhookRateLimit ?? WEBHOOK_RATE_LIMIT,
      });
      await api.register(chatRoutes);
      await api.register(aiRoutes);
      await api.register(quoteRoutes);
      await api.register(planRoutes);
      await api.register(catalogueRoutes);
      await api.register(listRoutes);
      await api.register(checkoutRoutes);
      await api.register(commissionRoutes);
      await api.register(taskRoutes);
      await api.register(quickReplyRoutes);
      await api.register(labelRoutes);
      await api.register(noteRoutes);
      await api.register(transcriptRoutes);
      await api.register(csatRoutes);
      await api.register(businessHoursRoutes);
      await api.register(assignmentRoutes);
      await api.register(funnelRoutes, { trackingRateLimit: opts.trackingRateLimit ?? 120 });
      await api.register(salesRoutes);
      await api.register(logRoutes);
      await api.register(smtpRoutes);
      await api.register(adCampaignRoutes);
      // A template or segment a draft or scheduled campaign uses cannot be deleted (docs/0049).
      await api.register(emailTemplateRoutes, { checkDelete: refuseTemplateInUse });
      await api.register(segmentRoutes, { checkDelete: refuseSegmentInUse });
      await api.register(campaignRoutes);
      await api.register(unsubscribeRoutes);
      await api.register(searchRoutes);
      await api.register(notificationRoutes);
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, { uploads: uploadsDir, web: index });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
