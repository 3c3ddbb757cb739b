import { z } from 'zod';

/* Answers of the rate calls the lists screen makes on load (server module `quotes`); the quote maths itself is in quote.ts. */

/** GET /api/quotes/kg-fee: the tax service's rate, or the configured fallback when it failed or is not set. */
export const KgFeeSchema = z.object({ taxa_por_kg: z.number(), source: z.enum(['service', 'fallback']) });
export type KgFee = z.infer<typeof KgFeeSchema>;

/** GET /api/shipping/fee: USD per kg and the weight counted per unit. */
export const ShippingFeeSchema = z.object({ per_kg: z.number(), unit_weight_kg: z.number() });
export type ShippingFee = z.infer<typeof ShippingFeeSchema>;

/** GET /api/handling/fee: the handling percent by weight band (min exclusive, max inclusive). */
export const HandlingFeeSchema = z.object({
  bands: z.array(z.object({ min_kg: z.number(), max_kg: z.number(), percent: z.number() })),
  default_percent: z.number(),
});
export type HandlingFee = z.infer<typeof HandlingFeeSchema>;
