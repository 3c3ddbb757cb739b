import { z } from 'zod';
import { FailSchema } from '@ponte/domain/errors';

/** Response schema of the success wrapper `{ success: true, data }`. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const ok = <T>(data: T) => ({ success: true as const, data });

/** Response schema of the failure wrapper `{ success: false, error, code, details? }`. */
export const failSchema = FailSchema;
