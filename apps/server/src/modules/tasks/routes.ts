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
import { ok, okSchema } from '../../lib/reply';
import { addTaskComment, createTask, deleteTask, getTask, listTaskComments, listTasks, updateTask } from './service';

const tags = ['tasks'];

/**
 * Spec 3 §7 tasks. GET /api/tasks is the admin's list of every task; /api/tasks/my-tasks is
 * anyone's own (assigned to or created by them). Writes check on the server who may change what.
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
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

  app.get(
    '/tasks/:id',
    { onRequest: staff, schema: { params: TaskIdParamsSchema, response: { 200: okSchema(TaskSchema) }, tags } },
    async (req) => ok(await getTask(app.db, req.actor, req.params.id)),
  );

  app.post(
    '/tasks',
    { onRequest: staff, schema: { body: TaskBodySchema, response: { 201: okSchema(TaskSchema) }, tags } },
    async (req, reply) => reply.code(201).send(ok(await createTask(app.ctx, req.actor, req.body, req.ip))),
  );

  app.put(
    '/tasks/:id',
    {
      onRequest: staff,
      schema: { params: TaskIdParamsSchema, body: TaskUpdateSchema, response: { 200: okSchema(TaskSchema) }, tags },
    },
    async (req) => ok(await updateTask(app.ctx, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete(
    '/tasks/:id',
    { onRequest: staff, schema: { params: TaskIdParamsSchema, response: { 200: okSchema(z.null()) }, tags } },
    async (req) => {
      await deleteTask(app.db, req.actor, req.params.id, req.ip);
      return ok(null);
    },
  );

  app.get(
    '/tasks/:id/comments',
    {
      onRequest: staff,
      schema: { params: TaskIdParamsSchema, response: { 200: okSchema(z.array(TaskCommentSchema)) }, tags },
    },
    async (req) => ok(await listTaskComments(app.db, req.actor, req.params.id)),
  );

  app.post(
    '/tasks/:id/comments',
    {
      onRequest: staff,
      schema: {
        params: TaskIdParamsSchema,
        body: TaskCommentBodySchema,
        response: { 201: okSchema(TaskCommentSchema) },
        tags,
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await addTaskComment(app.ctx, req.actor, req.params.id, req.body.comment))),
  );
};
