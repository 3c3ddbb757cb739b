import { AttendanceReportQuerySchema, AttendanceReportSchema } from '@ponte/domain/attendance-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActiveAttendantSchema,
  AttendanceIdParamsSchema,
  AttendanceRecordSchema,
  AttendanceShiftSchema,
  BreakBodySchema,
  BreakRecordSchema,
  HistoryQuerySchema,
  MyStatusSchema,
} from '@ponte/domain/attendance';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { notModifiedSchema, ok, okOrNotModified, okSchema, sendFile } from '../../lib/reply';
import * as attendance from './service';
import { attendanceReport, attendanceReportCsv } from './report';
import { recordExport } from '../logs/service';

const shiftAnswer = { 200: okSchema(AttendanceShiftSchema) };

/** Work shifts of spec 1 §7: every staff member clocks their own shifts. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireRole(...STAFF_ROLES) };
  const tags = ['attendance'];

  app.get(
    '/attendance/my-status',
    { ...staff, schema: { response: { 200: okSchema(MyStatusSchema) }, tags } },
    async (req) => ok(await attendance.myStatus(app.db, req.actor)),
  );
  app.post('/attendance/clock-in', { ...staff, schema: { response: shiftAnswer, tags } }, async (req) =>
    ok(await attendance.clockIn(app.db, req.actor)),
  );
  app.post(
    '/attendance/break',
    { ...staff, schema: { body: BreakBodySchema, response: { 200: okSchema(BreakRecordSchema) }, tags } },
    async (req) => ok(await attendance.startBreak(app.db, req.actor, req.body.reason)),
  );
  app.post('/attendance/resume', { ...staff, schema: { response: shiftAnswer, tags } }, async (req) =>
    ok(await attendance.resume(app.db, req.actor)),
  );
  app.post('/attendance/clock-out', { ...staff, schema: { response: shiftAnswer, tags } }, async (req) =>
    ok(await attendance.clockOut(app.db, req.actor)),
  );
  app.get(
    '/attendance/history',
    {
      ...staff,
      schema: { querystring: HistoryQuerySchema, response: { 200: okSchema(z.array(AttendanceRecordSchema)) }, tags },
    },
    async (req) =>
      ok(
        await attendance.history(app.db, req.actor, req.query.start_date || undefined, req.query.end_date || undefined),
      ),
  );
  app.get(
    '/attendance/active',
    {
      onRequest: app.requireRole('admin'),
      schema: { response: { 200: okSchema(z.array(ActiveAttendantSchema)), 304: notModifiedSchema }, tags },
    },
    async (req, reply) => okOrNotModified(req, reply, await attendance.activeAttendants(app.db)),
  );
  app.get(
    '/attendance/breaks/:attendanceId',
    {
      ...staff,
      schema: { params: AttendanceIdParamsSchema, response: { 200: okSchema(z.array(BreakRecordSchema)) }, tags },
    },
    async (req) => ok(await attendance.breaksOf(app.db, req.actor, req.params.attendanceId)),
  );

  app.get(
    '/attendance/all',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        querystring: AttendanceReportQuerySchema,
        response: { 200: okSchema(AttendanceReportSchema) },
        tags,
        description: 'Admin: hours per collaborator over the shop days of the period (both included).',
      },
    },
    async (req) => ok(await attendanceReport(app.db, req.query)),
  );
  app.get(
    '/attendance/all.csv',
    {
      onRequest: app.requireRole('admin'),
      schema: { querystring: AttendanceReportQuerySchema, tags, produces: ['text/csv'] },
    },
    async (req, reply) => {
      const file = await attendanceReportCsv(app.db, req.query);
      await recordExport(app.db, req.actor, 'attendance', file.filename, req.ip);
      return sendFile(reply, { type: 'text/csv; charset=utf-8', name: file.filename, body: file.body });
    },
  );
};
