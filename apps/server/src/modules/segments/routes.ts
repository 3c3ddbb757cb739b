import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SegmentBodySchema, SegmentIdParamsSchema, SegmentPreviewSchema, SegmentSchema } from '@ponte/domain/segments';
import { ok, okSchema } from '../../lib/reply';
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
 * segment campaigns still need (given by app.ts: campaigns sit above).
 */
export const segmentRoutes: FastifyPluginAsyncZod<{ checkDelete?: SegmentDeleteCheck }> = async (app, opts) => {
  const adminOnly = app.requireRole('admin');
  const one = { 200: okSchema(SegmentSchema) };

  app.get(
    '/campaign-segments',
    { onRequest: adminOnly, schema: { response: { 200: okSchema(z.array(SegmentSchema)) }, tags } },
    async () => ok(await listSegments(app.db)),
  );

  app.post(
    '/campaign-segments',
    { onRequest: adminOnly, schema: { body: SegmentBodySchema, response: { 201: okSchema(SegmentSchema) }, tags } },
    async (req, reply) => reply.code(201).send(ok(await createSegment(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/campaign-segments/:id',
    { onRequest: adminOnly, schema: { params: SegmentIdParamsSchema, body: SegmentBodySchema, response: one, tags } },
    async (req) => ok(await updateSegment(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete(
    '/campaign-segments/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: SegmentIdParamsSchema,
        response: { 200: okSchema(z.null()) },
        tags,
        description: '409 `segment_in_use` naming the draft or scheduled campaigns that still use it.',
      },
    },
    async (req) => {
      await deleteSegment(app.db, req.actor, req.params.id, { ip: req.ip, check: opts.checkDelete });
      return ok(null);
    },
  );

  app.get(
    '/campaign-segments/:id/preview',
    {
      onRequest: adminOnly,
      schema: { params: SegmentIdParamsSchema, response: { 200: okSchema(SegmentPreviewSchema) }, tags },
    },
    async (req) => ok(await previewSegment(app.db, req.params.id)),
  );
};
