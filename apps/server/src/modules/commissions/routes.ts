import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommissionReportQuerySchema,
  CommissionReportSchema,
  CommissionRuleBodySchema,
  CommissionRuleIdParamsSchema,
  CommissionRuleOrderSchema,
  CommissionRuleSchema,
  CommissionRuleUpdateSchema,
} from '@ponte/domain/commissions';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { ok, sendFile } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { commissionReport, commissionReportCsv } from './report';
import {
  createCommissionRule,
  deleteCommissionRule,
  listCommissionRules,
  reorderCommissionRules,
  updateCommissionRule,
} from './service';
import { recordExport } from '../logs/service';

const tags = ['commissions'];

/**
 * Commission rules and report of spec 2. Every staff member reads the rules (the /comissoes
 * calculator applies them) and the report (limited to their own sales unless admin); only
 * admins change rules.
 */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const staffRoute = okRoutes(staff, tags);
  const adminOnly = app.requireRole('admin');
  const adminRoute = okRoutes(adminOnly, tags);

  app.get('/commissions/rules', staffRoute({}, z.array(CommissionRuleSchema)), async () =>
    ok(await listCommissionRules(app.db)),
  );

  app.post(
    '/commissions/rules',
    adminRoute({ body: CommissionRuleBodySchema }, CommissionRuleSchema, 201),
    async (req, reply) => reply.code(201).send(ok(await createCommissionRule(app.db, req.actor, req.body, req.ip))),
  );

  app.put(
    '/commissions/rules/order',
    adminRoute(
      {
        body: CommissionRuleOrderSchema,
        description: 'Puts every rule in the order sales try them; `ids` must name each rule once (409 otherwise).',
      },
      z.array(CommissionRuleSchema),
    ),
    async (req) => ok(await reorderCommissionRules(app.db, req.actor, req.body.ids, req.ip)),
  );

  app.put(
    '/commissions/rules/:id',
    adminRoute({ params: CommissionRuleIdParamsSchema, body: CommissionRuleUpdateSchema }, CommissionRuleSchema),
    async (req) => ok(await updateCommissionRule(app.db, req.actor, req.params.id, req.body, req.ip)),
  );

  app.delete('/commissions/rules/:id', adminRoute({ params: CommissionRuleIdParamsSchema }, z.null()), async (req) => {
    await deleteCommissionRule(app.db, req.actor, req.params.id, req.ip);
    return ok(null);
  });

  app.get(
    '/commissions/report',
    staffRoute({ querystring: CommissionReportQuerySchema }, CommissionReportSchema),
    async (req) => ok(await commissionReport(app.db, req.actor, req.query)),
  );

  app.get(
    '/commissions/report.csv',
    { onRequest: staff, schema: { querystring: CommissionReportQuerySchema, tags } },
    async (req, reply) => {
      const csv = await commissionReportCsv(app.db, req.actor, req.query);
      await recordExport(app.db, req.actor, 'commissions', csv.fileName, req.ip);
      return sendFile(reply, { type: 'text/csv; charset=utf-8', name: csv.fileName, body: csv.body });
    },
  );
};
