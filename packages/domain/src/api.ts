import { z } from 'zod';
import type { ErrorCode } from './errors';

/** Success wrapper used by every call: `{ success: true, data }`. */
export type Ok<T> = { success: true; data: T };
/** Failure wrapper: Portuguese `error`, and `details` (field → message) on validation errors. */
export type Fail = { success: false; error: string; code: ErrorCode; details?: Record<string, string> };

export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export { httpErrorText, RETRY_AFTER_SECONDS } from './http-texts';
