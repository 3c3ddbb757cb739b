import { z } from 'zod';

/**
 * A Ponte sale converts the customer's ad clicks. It runs from the job queue, enqueued in the
 * sale's own transaction, so a funnel hiccup can neither fail nor slow the customer's payment
 * and is retried until it lands; recordSaleConversion does nothing the second time for a sale.
 */
export const SALE_CONVERSION_JOB = 'funnel-sale-conversion';

export const SaleConversionSchema = z.object({
  customer_id: z.number().int().positive(),
  sale_id: z.number().int().positive(),
  total_brl_cents: z.number().int().nonnegative(),
  at: z.string(),
});
export type SaleConversionPayload = z.infer<typeof SaleConversionSchema>;

/** `enqueue` and the job's handler share this payload type (jobs/queue.ts). */
declare module '../../jobs/types' {
  interface JobPayloads {
    [SALE_CONVERSION_JOB]: SaleConversionPayload;
  }
}
