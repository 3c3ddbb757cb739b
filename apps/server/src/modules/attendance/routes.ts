import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BreakBodySchema, HistoryQuerySchema } from '@ponte/domain/attendance';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok } from '../../lib/reply';
import * as attendance from './service';

/** Work shifts of spec 1 §7: every staff member clocks their own shifts. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const tags = ['attendance'];

  app.get('/attendance/my-status', { ...staff, schema: { tags } }, async (req) =>
    ok(await attendance.myStatus(app.db, req.actor)),
  );
  app.post('/attendance/clock-in', { ...staff, schema: { tags } }, async (req) =>
    ok(await attendance.clockIn(app.db, req.actor)),
  );
  app.post('/attendance/break', { ...staff, schema: { body: BreakBodySchema, tags } }, async (req) =>
    ok(await attendance.startBreak(app.db, req.actor, req.body.reason)),
  );
  app.post('/attendance/resume', { ...staff, schema: { tags } }, async (req) =>
    ok(await attendance.resume(app.db, req.actor)),
  );
  app.post('/attendance/clock-out', { ...staff, schema: { tags } }, async (req) =>
    ok(await attendance.clockOut(app.db, req.actor)),
  );
  app.get('/attendance/history', { ...staff, schema: { querystring: HistoryQuerySchema, tags } }, async (req) =>
    ok(await attendance.history(app.db, req.actor, req.query.start_date || undefined, req.query.end_date || undefined)),
  );
  app.get('/attendance/active', { onRequest: app.requireRole('admin'), schema: { tags } }, async () =>
    ok(await attendance.activeAttendants(app.db)),
  );
  app.get(
    '/attendance/breaks/:attendanceId',
    { ...staff, schema: { params: z.object({ attendanceId: z.coerce.number().int().positive('ID inválido') }), tags } },
    async (req) => ok(await attendance.breaksOf(app.db, req.actor, req.params.attendanceId)),
  );
};
