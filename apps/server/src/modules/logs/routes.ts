import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityExportQuerySchema,
  LogClearResultSchema,
  LogExportQuerySchema,
  LogPageSchema,
  LogQuerySchema,
  LogSettingsBodySchema,
  LogSettingsSchema,
  WebhookLogQuerySchema,
  WebhookLogSchema,
} from '@ponte/domain/logs';
import { bodyOrNotModified, notModifiedSchema as notModified, ok, okSchema, sendFile } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { exportActivity } from './audit-export';
import {
  clearLogs,
  exportLogEntries,
  getLogSettings,
  listLogs,
  listWebhookLogs,
  logsEtag,
  saveLogSettings,
} from './service';

const tags = ['logs'];

/** Spec 3 §2, §7: the system logs screen (/logs), admin only (docs/0021). */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get(
    '/logs',
    {
      onRequest: adminOnly,
      schema: {
        querystring: LogQuerySchema,
        response: { 200: okSchema(LogPageSchema), 304: notModified },
        tags,
        description:
          'Admin: the activity log, the gateway and webhook log and the server errors as one list, newest first; the cards count every kept entry. ETag/304 while nothing was logged.',
      },
    },
    async (req, reply) => {
      const etag = await logsEtag(app.db, req.query);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return ok(await listLogs(app.db, req.query));
    },
  );

  app.delete(
    '/logs',
    adminRoute(
      {
        description:
          'Admin: deletes the gateway log and the server errors; activity entries (the audit trail) are hidden from /logs and leave by retention.',
      },
      LogClearResultSchema,
    ),
    async (req) => ok(await clearLogs(app.db, req.actor, req.ip)),
  );

  app.get(
    '/logs/export',
    {
      onRequest: adminOnly,
      schema: {
        querystring: LogExportQuerySchema,
        produces: ['application/json'],
        tags,
        description:
          "Admin: the screen's 'Export', every entry of the tab and filters (the newest 50,000 at most), newest first, as a JSON file named by tab and shop day. The export is recorded.",
      },
    },
    async (req, reply) => {
      const file = await exportLogEntries(app.db, req.actor, req.query, req.ip);
      return sendFile(reply, { type: 'application/json; charset=utf-8', name: file.filename, body: file.body });
    },
  );

  app.get(
    '/logs/activity-export',
    {
      onRequest: adminOnly,
      schema: {
        querystring: ActivityExportQuerySchema,
        produces: ['text/csv'],
        tags,
        description:
          'Admin (issue 33): every activity entry of the shop days asked, oldest first, as a pt-BR CSV (`;`, UTF-8 with BOM) streamed a page at a time: who, what, on which entity, details, address. The export is recorded too.',
      },
    },
    async (req, reply) => {
      const file = await exportActivity(app.db, req.actor, req.query, req.ip);
      return sendFile(reply, { type: 'text/csv; charset=utf-8', name: file.filename, body: file.body });
    },
  );

  app.get('/logs/settings', adminRoute({}, LogSettingsSchema), async () => ok(await getLogSettings(app.db)));

  app.put('/logs/settings', adminRoute({ body: LogSettingsBodySchema }, LogSettingsSchema), async (req) =>
    ok(await saveLogSettings(app.db, req.actor, req.body, req.ip)),
  );

  app.get(
    '/webhook-logs',
    {
      onRequest: adminOnly,
      schema: {
        querystring: WebhookLogQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(WebhookLogSchema),
            pagination: LogPageSchema.shape.pagination,
          }),
          304: notModified,
        },
        tags,
        description:
          "Admin: the gateway's incoming webhook calls, newest first (spec 3 §3 webhook log); polled by /logs: 304 while the page is unchanged.",
      },
    },
    async (req, reply) =>
      bodyOrNotModified(req, reply, { success: true as const, ...(await listWebhookLogs(app.db, req.query)) }),
  );
};
