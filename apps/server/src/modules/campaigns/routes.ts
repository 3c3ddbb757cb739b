import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CampaignAudienceSchema,
  CampaignPreviewSchema,
  CampaignBodySchema,
  CampaignIdParamsSchema,
  CampaignMessageSchema,
  CampaignSendResultSchema,
  CampaignStatsSchema,
  CampaignTestBodySchema,
  CampaignTestResultSchema,
  campaignText,
  EmailCampaignSchema,
} from '@ponte/domain/campaigns';
import { ok } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import {
  campaignAudience,
  previewCampaign,
  campaignStats,
  cancelSchedule,
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  getCampaign,
  listCampaigns,
  resumeCampaign,
  sendCampaign,
  sendTestEmail,
  updateCampaign,
} from './service';
import { followClick, PIXEL, recordOpen, unsubscribeByToken, unsubscribePage } from './tracking';

const token = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
// Mail clients and link scanners call these: generous, but bounded per address.
const tracking = { public: true, rateLimit: { max: 600, timeWindow: '1 minute' } };

/** E-mail campaigns (admin) and the public links inside their messages. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['email'];
  const adminRoute = okRoutes(app.requireRole('admin'), tags);
  // RFC 8058: the one-click unsubscribe comes as a form post.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const byId = { params: CampaignIdParamsSchema };

  app.get('/email/campaigns', adminRoute({}, z.array(EmailCampaignSchema)), async () =>
    ok(await listCampaigns(app.db)),
  );

  app.post('/email/campaigns', adminRoute({ body: CampaignBodySchema }, EmailCampaignSchema), async (req) =>
    ok(await createCampaign(app.ctx, req.actor, req.body)),
  );

  app.get('/email/campaigns/:id', adminRoute(byId, EmailCampaignSchema), async (req) =>
    ok(await getCampaign(app.db, req.params.id)),
  );

  app.put(
    '/email/campaigns/:id',
    adminRoute(
      {
        ...byId,
        body: CampaignBodySchema,
        description:
          "Edits a draft or scheduled campaign; 'scheduled' (re)schedules it with a fresh copy of its template and segment, 'immediate' makes it a draft. 409 from any other status.",
      },
      EmailCampaignSchema,
    ),
    async (req) => ok(await updateCampaign(app.ctx, req.actor, req.params.id, req.body)),
  );

  app.delete(
    '/email/campaigns/:id',
    adminRoute(
      { ...byId, description: 'Deletes a draft; 409 `campaign_not_deletable` from any other status.' },
      CampaignMessageSchema,
    ),
    async (req) => ok(await deleteCampaign(app.ctx, req.actor, req.params.id)),
  );

  app.post(
    '/email/campaigns/:id/duplicate',
    adminRoute(
      {
        ...byId,
        description:
          "Any campaign: a new draft 'Cópia de …' with the same template and segment where they still exist.",
      },
      CampaignSendResultSchema,
    ),
    async (req) => ok(await duplicateCampaign(app.ctx, req.actor, req.params.id)),
  );

  app.post(
    '/email/campaigns/:id/cancel',
    adminRoute(
      {
        ...byId,
        description: 'A scheduled campaign back to draft; its start job then starts nothing. 409 unless scheduled.',
      },
      CampaignSendResultSchema,
    ),
    async (req) => ok(await cancelSchedule(app.ctx, req.actor, req.params.id)),
  );

  app.post(
    '/email/campaigns/:id/test',
    adminRoute(
      {
        ...byId,
        body: CampaignTestBodySchema,
        description:
          "Sends the campaign's message once to `to` (the signed-in staff member's e-mail without it), subject prefixed '[Teste] ', counted nowhere; 502 with the SMTP server's reason.",
      },
      CampaignTestResultSchema,
    ),
    async (req) => ok(await sendTestEmail(app.ctx, req.actor, req.params.id, req.body.to)),
  );

  app.get(
    '/email/campaigns/:id/audience',
    adminRoute(
      { ...byId, description: "How many addresses the campaign reaches now: what 'Enviar' asks to confirm." },
      CampaignAudienceSchema,
    ),
    async (req) => ok(await campaignAudience(app.db, req.params.id)),
  );

  app.get(
    '/email/campaigns/:id/preview',
    adminRoute(
      {
        ...byId,
        description:
          'The message as its first recipient will read it: their data, their open list, the campaign values.',
      },
      CampaignPreviewSchema,
    ),
    async (req) => ok(await previewCampaign(app.db, req.params.id)),
  );

  app.post(
    '/email/campaigns/:id/send',
    adminRoute(
      {
        ...byId,
        description:
          'Starts sending a draft: a durable job sends each recipient once, at the SMTP rate; 409 unless a draft.',
      },
      CampaignSendResultSchema,
    ),
    async (req) => ok(await sendCampaign(app.ctx, req.actor, req.params.id)),
  );

  app.post('/email/campaigns/:id/resume', adminRoute(byId, CampaignSendResultSchema), async (req) =>
    ok(await resumeCampaign(app.ctx, req.actor, req.params.id)),
  );

  app.get('/email/campaigns/:id/stats', adminRoute(byId, CampaignStatsSchema), async (req) =>
    ok(await campaignStats(app.db, req.params.id)),
  );

  app.get(
    '/email/t/o/:token',
    {
      config: tracking,
      schema: { tags, params: z.object({ token: z.string().max(80) }), security: [], produces: ['image/gif'] },
    },
    async (req, reply) => {
      if (token.safeParse(req.params.token).success) await recordOpen(app.db, req.params.token);
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
  );

  app.get(
    '/email/t/c/:token/:link',
    {
      config: tracking,
      schema: {
        tags,
        params: z.object({ token: z.string().max(80), link: z.coerce.number().int().positive().max(2_147_483_647) }),
        security: [],
        produces: ['text/html'],
      },
    },
    async (req, reply) => {
      const url = token.safeParse(req.params.token).success
        ? await followClick(app.db, req.params.token, req.params.link)
        : null;
      if (!url)
        return reply.code(404).type('text/html; charset=utf-8').send(unsubscribePage(null, campaignText.linkNotFound));
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/email/u/:token',
    {
      config: tracking,
      schema: { tags, params: z.object({ token: z.string().max(80) }), security: [], produces: ['text/html'] },
    },
    async (req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(`/api/email/u/${encodeURIComponent(req.params.token)}`)),
  );

  app.post(
    '/email/u/:token',
    {
      config: tracking,
      schema: {
        tags,
        params: z.object({ token: z.string().max(80) }),
        security: [],
        produces: ['text/html'],
        description: 'RFC 8058 one-click unsubscribe (form body List-Unsubscribe=One-Click) and the page’s button.',
      },
    },
    async (req, reply) => {
      const done = token.safeParse(req.params.token).success && (await unsubscribeByToken(app.db, req.params.token));
      return reply
        .code(done ? 200 : 404)
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(null, done ? campaignText.unsubscribed : campaignText.linkNotFound));
    },
  );
};
