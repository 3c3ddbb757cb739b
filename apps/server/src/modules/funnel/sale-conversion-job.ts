import { SALE_CONVERSION_JOB, SaleConversionSchema, type SaleConversionPayload } from './sale-conversion';
import type { ServerContext } from '../../lib/context';
import type { JobDefinition } from '../../jobs/queue';
import { recordSaleConversion } from './service';

export const saleConversionJob = (ctx: () => ServerContext): JobDefinition<typeof SALE_CONVERSION_JOB> => ({
  name: SALE_CONVERSION_JOB,
  payload: SaleConversionSchema,
  handler: (payload) => convertForSale(ctx(), payload),
});

export async function convertForSale(ctx: ServerContext, p: SaleConversionPayload): Promise<void> {
  await recordSaleConversion(ctx, {
    customerId: p.customer_id,
    saleId: p.sale_id,
    totalBrlCents: p.total_brl_cents,
    at: p.at,
  });
}
