import { z } from 'zod';
import type { ServerContext } from '../../lib/context';
import { recordSaleConversion } from './service';

/**
 * A Ponte sale converts the customer's ad clicks. It runs from the job queue, enqueued in the
 * sale's own transaction, so a funnel hiccup can neither fail nor slow the customer's payment
 * and is retried until it lands; recordSaleConversion does nothing the second time for a sale.
 */
export const SALE_CONVERSION_JOB = 'funnel-sale-conversion';

const PayloadSchema = z.object({
  customer_id: z.number().int().positive(),
  sale_id: z.number().int().positive(),
  total_brl_cents: z.number().int().nonnegative(),
  at: z.string(),
});
export type SaleConversionPayload = z.infer<typeof PayloadSchema>;

export async function convertForSale(ctx: ServerContext, payload: unknown): Promise<void> {
  const p = PayloadSchema.parse(payload);
  await recordSaleConversion(ctx, {
    customerId: p.customer_id,
    saleId: p.sale_id,
    totalBrlCents: p.total_brl_cents,
    at: p.at,
  });
}
