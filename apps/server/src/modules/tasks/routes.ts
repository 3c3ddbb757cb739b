import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import {
  TaskBodySchema,
  TaskCommentBodySchema,
  TaskCommentSchema,
  TaskIdParamsSchema,
  TaskPageSchema,
  TaskQuerySchema,
  TaskSchema,
  TaskUpdateSchema,
} from '@ponte/domain/tasks';
import { ok } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { addTaskComment, createTask, deleteTask, getTask, listTaskComments, listTasks, updateTask } from './service';

const tags = ['tasks'];

/**
 * Spec 3 §7 tasks. GET /api/tasks is the admin's list of every task; /api/tasks/my-tasks is
 * anyone's own (assigned to or created by them). Writes check on the server who may change what.
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const staffRoute = okRoutes(staff, tags);
  const adminOnly = app.requireRole('admin');
  const page = { 200: TaskPageSchema };

  app.get(
    '/tasks',
    { onRequest: adminOnly, schema: { querystring: TaskQuerySchema, response: page, tags } },
    async (req) => listTasks(app.db, req.actor, req.query, { mine: false }),
  );

  app.get(
    '/tasks/my-tasks',
    { onRequest: staff, schema: { querystring: TaskQuerySchema, response: page, tags } },
    async (req) => listTasks(app.db, req.actor, req.query, { mine: true }),
  );

  app.get('/tasks/:id', staffRoute({ params: TaskIdParamsSchema }, TaskSchema), async (req) =>
    ok(await getTask(app.db, req.actor, req.params.id)),
  );

  app.post('/tasks', staffRoute({ body: TaskBodySchema }, TaskSchema, 201), async (req, reply) =>
    reply.code(201).send(ok(await createTask(app.ctx, req.actor, req.body, req.ip))),
  );

  app.put('/tasks/:id', staffRoute({ params: TaskIdParamsSchema, body: TaskUpdateSchema }, TaskSchema), async (req) =>
    ok(await updateTask(app.ctx, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/tasks/:id', staffRoute({ params: TaskIdParamsSchema }, z.null()), async (req) => {
    await deleteTask(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.get('/tasks/:id/comments', staffRoute({ params: TaskIdParamsSchema }, z.array(TaskCommentSchema)), async (req) =>
    ok(await listTaskComments(app.db, req.actor, req.params.id)),
  );

  app.post(
    '/tasks/:id/comments',
    staffRoute({ params: TaskIdParamsSchema, body: TaskCommentBodySchema }, TaskCommentSchema, 201),
    async (req, reply) =>
      reply.code(201).send(ok(await addTaskComment(app.ctx, req.actor, req.params.id, req.body.comment))),
  );
};
