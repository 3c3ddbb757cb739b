import { z } from 'zod';

/** Response schema of the success wrapper `{ success: true, data }`. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const ok = <T>(data: T) => ({ success: true as const, data });

/** Response schema of the failure wrapper `{ success: false, error, details? }`. */
export const failSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
