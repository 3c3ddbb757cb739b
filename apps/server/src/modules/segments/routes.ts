import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SegmentBodySchema, SegmentIdParamsSchema, SegmentPreviewSchema, SegmentSchema } from '@ponte/domain/segments';
import { ok } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import {
  createSegment,
  deleteSegment,
  listSegments,
  previewSegment,
  updateSegment,
  type SegmentDeleteCheck,
} from './service';

const tags = ['segments'];

/**
 * Spec 3 §7 'campaign-segments' under the API. Admin only. `checkDelete` refuses deleting a
 * segment campaigns still need (given by src/modules.ts: campaigns sit above).
 */
export const segmentRoutes: FastifyPluginAsyncZod<{ checkDelete?: SegmentDeleteCheck }> = async (app, opts) => {
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get('/campaign-segments', adminRoute({}, z.array(SegmentSchema)), async () => ok(await listSegments(app.db)));

  app.post('/campaign-segments', adminRoute({ body: SegmentBodySchema }, SegmentSchema, 201), async (req, reply) =>
    reply.code(201).send(ok(await createSegment(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/campaign-segments/:id',
    adminRoute({ params: SegmentIdParamsSchema, body: SegmentBodySchema }, SegmentSchema),
    async (req) => ok(await updateSegment(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete(
    '/campaign-segments/:id',
    adminRoute(
      {
        params: SegmentIdParamsSchema,
        description: '409 `segment_in_use` naming the draft or scheduled campaigns that still use it.',
      },
      z.null(),
    ),
    async (req) => {
      await deleteSegment(app.db, req.actor, req.params.id, { ip: req.ip, check: opts.checkDelete });
      return ok(null);
    },
  );

  app.get(
    '/campaign-segments/:id/preview',
    adminRoute({ params: SegmentIdParamsSchema }, SegmentPreviewSchema),
    async (req) => ok(await previewSegment(app.db, req.params.id)),
  );
};
