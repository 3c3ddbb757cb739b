import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import {
  EndedSessionsSchema,
  MemberSessionParamsSchema,
  SessionIdParamsSchema,
  StaffSessionSchema,
} from '@ponte/domain/staff-sessions';
import { ok, okSchema } from '../../lib/reply';
import { MemberParamsSchema, okRoutes } from '../../lib/route';
import {
  endMemberSession,
  endMemberSessions,
  endMyOtherSessions,
  endMySession,
  listMemberSessions,
  listMySessions,
} from './service';

const tags = ['sessions'];

/** Issue 33: 'Minhas sessões' for everyone; a member's sessions for admins. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const staffRoute = okRoutes(staff, tags);
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);
  const list = okSchema(z.array(StaffSessionSchema));
  const ended = okSchema(EndedSessionsSchema);

  app.get(
    '/sessions',
    {
      onRequest: staff,
      schema: { response: { 200: list }, tags, description: 'My open sessions; the one asking is `current`.' },
    },
    async (req) => ok(await listMySessions(app.db, req.actor, req.credential)),
  );

  app.delete(
    '/sessions/:id',
    staffRoute(
      {
        params: SessionIdParamsSchema,
        description: 'Ends one of my sessions at once (its sockets too); 404 when it is not mine or already ended.',
      },
      z.null(),
    ),
    async (req) => {
      await endMySession(app.ctx, req.actor, req.params.id, req.ip);
      return ok(null);
    },
  );

  app.post(
    '/sessions/end-others',
    {
      onRequest: staff,
      schema: { response: { 200: ended }, tags, description: 'Ends every session of mine but this one.' },
    },
    async (req) => ok({ ended: await endMyOtherSessions(app.ctx, req.actor, req.credential, req.ip) }),
  );

  app.get(
    '/users/:id/sessions',
    { onRequest: adminOnly, schema: { params: MemberParamsSchema, response: { 200: list }, tags } },
    async (req) => ok(await listMemberSessions(app.db, req.actor, req.credential, req.params.id)),
  );

  app.delete(
    '/users/:id/sessions/:sessionId',
    adminRoute({ params: MemberSessionParamsSchema }, z.null()),
    async (req) => {
      await endMemberSession(app.ctx, req.actor, req.params.id, req.params.sessionId, req.ip);
      return ok(null);
    },
  );

  app.post(
    '/users/:id/sessions/end-all',
    {
      onRequest: adminOnly,
      schema: {
        params: MemberParamsSchema,
        response: { 200: ended },
        tags,
        description: "Ends all of a member's sessions (an admin's own: all but the one asking).",
      },
    },
    async (req) => ok({ ended: await endMemberSessions(app.ctx, req.actor, req.credential, req.params.id, req.ip) }),
  );
};
