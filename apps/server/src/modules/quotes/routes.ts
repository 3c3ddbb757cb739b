import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { fetchKgFee } from '../../integrations/kg-fee/client';
import { ok } from '../../lib/reply';
import { getConfigurations } from '../settings/service';

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // The lists screen's kg rate: the tax service's `taxa_por_kg`, or the configured fallback after 2 s.
  app.get('/quotes/kg-fee', { onRequest: app.requireRole(...STAFF_ROLES), schema: { tags: ['quotes'] } }, async () => {
    const c = await getConfigurations(app.db);
    const fee = await fetchKgFee(c.kg_fee_url, c.kg_fee_fallback);
    return ok({ taxa_por_kg: fee.taxa_por_kg, source: fee.source });
  });
};
