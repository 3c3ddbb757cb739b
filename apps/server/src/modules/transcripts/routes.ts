import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRANSCRIPT_FORMATS, transcriptText } from '@ponte/domain/conversation-texts';
import { CustomerIdParamsSchema } from '@ponte/domain/customers';
import { sendFile } from '../../lib/reply';
import { exportTranscript } from './service';

const QuerySchema = z.object({
  formato: z.enum(TRANSCRIPT_FORMATS, { error: transcriptText.formatInvalid }).default('txt'),
});

/**
 * Issue 32: GET /api/customers/{id}/transcript?formato=txt|pdf, for admins and supervisors (a
 * transcript holds a customer's personal data; each export is logged).
 */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/transcript',
    {
      onRequest: app.requireRole('admin', 'operador'),
      schema: {
        params: CustomerIdParamsSchema,
        querystring: QuerySchema,
        tags: ['customers'],
        description:
          'The whole conversation as a download: plain text (UTF-8) or PDF. Messages and internal notes on the shop clock, each with its author.',
      },
    },
    async (req, reply) => {
      const { body, fileName } = await exportTranscript(app.ctx, req.actor, req.params.id, req.query.formato, req.ip);
      return sendFile(reply, {
        type: req.query.formato === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8',
        name: fileName,
        body: body,
      });
    },
  );
};
