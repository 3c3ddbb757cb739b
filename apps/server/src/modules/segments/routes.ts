import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SegmentBodySchema, SegmentIdParamsSchema, SegmentPreviewSchema, SegmentSchema } from '@ponte/domain/segments';
import { ok, okSchema } from '../../lib/reply';
import { createSegment, deleteSegment, listSegments, previewSegment, updateSegment } from './service';

const tags = ['segments'];

/** Spec 3 §7 'campaign-segments' under the API. Admin only. */
export const segmentRoutes: FastifyPluginAsyncZod = async (app) => {
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
    { onRequest: adminOnly, schema: { params: SegmentIdParamsSchema, response: { 200: okSchema(z.null()) }, tags } },
    async (req) => {
      await deleteSegment(app.db, req.actor, req.params.id, req.ip);
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
