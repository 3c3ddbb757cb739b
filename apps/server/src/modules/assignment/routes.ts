import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignmentSettingsSchema,
  AssignmentViewSchema,
  OfferParamsSchema,
  StaffIdParamsSchema,
  StaffLimitBodySchema,
} from '@ponte/domain/assignment';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { AssignedChatSchema } from '@ponte/domain/conversations';
import { ok, okSchema } from '../../lib/reply';
import { assignmentView, saveAssignmentSettings, saveStaffLimit, takeOfferedChat } from './service';

const tags = ['chats'];

/**
 * Issue 32, fair assignment, on /painel-atendimento (admin, as the panel): how waiting chats
 * are given out, the default limit, each staff member's own limit and everyone's load.
 */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');
  const view = { 200: okSchema(AssignmentViewSchema) };

  app.get('/assignment', { onRequest: admin, schema: { response: view, tags } }, async () =>
    ok(await assignmentView(app.db)),
  );

  app.put(
    '/assignment/settings',
    {
      onRequest: admin,
      schema: {
        body: AssignmentSettingsSchema,
        response: view,
        tags,
        description: "mode: 'manual', 'offer' (to one staff member at a time) or 'auto'; default_limit: 1 to 50.",
      },
    },
    async (req) => ok(await saveAssignmentSettings(app.ctx, req.actor, req.body)),
  );

  app.put(
    '/assignment/limits/:staffId',
    {
      onRequest: admin,
      schema: {
        params: StaffIdParamsSchema,
        body: StaffLimitBodySchema,
        response: view,
        tags,
        description: 'A staff member’s own limit of open chats; null: the default.',
      },
    },
    async (req) => ok(await saveStaffLimit(app.ctx, req.actor, req.params.staffId, req.body.limit)),
  );

  app.post(
    '/assignment/offers/:customerId/accept',
    {
      onRequest: app.requireRole(...STAFF_ROLES),
      schema: {
        params: OfferParamsSchema,
        response: { 200: okSchema(AssignedChatSchema) },
        tags,
        description: 'Takes a chat still waiting (offered or not); 409 `chat_already_taken` when someone has it.',
      },
    },
    async (req) => ok(await takeOfferedChat(app.ctx, req.actor, req.params.customerId)),
  );
};
