import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ponte/domain/roles';
import { HANDLING_BANDS, HANDLING_DEFAULT_PERCENT } from '@ponte/domain/quote';
import { HandlingFeeSchema, KgFeeSchema, ShippingFeeSchema } from '@ponte/domain/quotes';
import { fetchKgFee } from '../../integrations/kg-fee/client';
import { ok } from '../../lib/reply';
import { okRoutes } from '../../lib/route';
import { getConfigurations, readQuoteRates } from '../settings/service';

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const tags = ['quotes'];
  const staffRoute = okRoutes(staff, tags);

  // The lists screen's kg rate: the tax service's `taxa_por_kg`, or the configured fallback after 2 s.
  app.get('/quotes/kg-fee', staffRoute({}, KgFeeSchema), async () => {
    const c = await getConfigurations(app.db);
    const fee = await fetchKgFee(c.kg_fee_url, c.kg_fee_fallback);
    return ok({ taxa_por_kg: fee.taxa_por_kg, source: fee.source });
  });

  // The lists screen asks for these on load (spec 2 §7): the rates its budget maths uses.
  app.get('/shipping/fee', staffRoute({}, ShippingFeeSchema), async () => {
    const r = await readQuoteRates(app.db);
    return ok({ per_kg: r.shippingPerKgUsd, unit_weight_kg: r.unitWeightKg });
  });
  app.get('/handling/fee', staffRoute({}, HandlingFeeSchema), async () =>
    ok({
      bands: HANDLING_BANDS.map(([min, max, percent]) => ({ min_kg: min, max_kg: max, percent })),
      default_percent: HANDLING_DEFAULT_PERCENT,
    }),
  );
};
