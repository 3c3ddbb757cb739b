import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import {
  SaleSchema,
  SalesFilterSchema,
  SalesListQuerySchema,
  SalesPageSchema,
  SalesStatsSchema,
  SaleStatusBodySchema,
} from '@ponte/domain/sales';
import { ok, okSchema, sendFile } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { exportSalesCsv } from './csv';
import { changeSaleStatus, findSale, findSaleByOrder, listSalesPage, salesStats } from './service';
import { recordExport } from '../logs/service';

const IdParams = z.object({
  id: z.coerce.number().int().positive('ID inválido').max(2_147_483_647, 'ID inválido'),
});
const OrderParams = z.object({ pedido: z.string().trim().min(1, 'Pedido inválido').max(100, 'Pedido inválido') });
const tags = ['sales'];

/**
 * The sales screen of spec 2 (/vendas). Every staff member reads sales (their own unless
 * admin: see salesScope); only an admin changes a sale's status.
 */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const staffRoute = okRoutes(staff, tags);

  app.get('/sales', staffRoute({ querystring: SalesListQuerySchema }, SalesPageSchema), async (req) =>
    ok(await listSalesPage(app.db, req.actor, req.query)),
  );

  app.get('/sales/stats', staffRoute({ querystring: SalesFilterSchema }, SalesStatsSchema), async (req) =>
    ok(await salesStats(app.db, req.actor, req.query)),
  );

  app.get(
    '/sales.csv',
    { onRequest: staff, schema: { querystring: SalesFilterSchema, tags, produces: ['text/csv'] } },
    async (req, reply) => {
      const file = exportSalesCsv(app.db, req.actor, req.query);
      await recordExport(app.db, req.actor, 'sales', file.filename, req.ip);
      return sendFile(reply, { type: 'text/csv; charset=utf-8', name: file.filename, body: file.body });
    },
  );

  app.get('/sales/order/:pedido', staffRoute({ params: OrderParams }, SaleSchema), async (req) =>
    ok(await findSaleByOrder(app.db, req.actor, req.params.pedido)),
  );

  app.get('/sales/:id', staffRoute({ params: IdParams }, SaleSchema), async (req) =>
    ok(await findSale(app.db, req.actor, req.params.id)),
  );

  app.put(
    '/sales/:id/status',
    {
      onRequest: app.requireRole('admin'),
      schema: { params: IdParams, body: SaleStatusBodySchema, response: { 200: okSchema(SaleSchema) }, tags },
    },
    async (req) => ok(await changeSaleStatus(app.db, req.actor, req.params.id, req.body, req.ip)),
  );
};
