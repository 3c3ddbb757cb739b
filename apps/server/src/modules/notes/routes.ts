import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CustomerIdParamsSchema } from '@ponte/domain/customers';
import { ChatNoteSchema, NoteBodySchema, NoteIdParamsSchema } from '@ponte/domain/notes';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { createNote, deleteNote } from './service';

const tags = ['notes'];

/**
 * Issue 32, 'Notas internas': any staff member writes one in a customer's conversation; its
 * author or an admin deletes it. They come with the chat (`notes` on GET /api/users/{id}).
 */
export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const staffRoute = okRoutes(staff, tags);

  app.post(
    '/customers/:id/notes',
    staffRoute(
      {
        params: CustomerIdParamsSchema,
        body: NoteBodySchema,
        description:
          'Never sent to the customer, the gateway or the bot. `@username` notifies that staff member (`note:mention`, the bell).',
      },
      ChatNoteSchema,
      201,
    ),
    async (req, reply) =>
      reply.code(201).send(ok(await createNote(app.ctx, req.actor, req.params.id, req.body.content))),
  );

  app.delete('/notes/:id', staffRoute({ params: NoteIdParamsSchema }, z.null()), async (req) => {
    await deleteNote(app.ctx, req.actor, req.params.id);
    return ok(null);
  });
};
