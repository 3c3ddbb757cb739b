import { z } from 'zod';
import { readDecimal } from './money';

// Apart from money.ts, which stays zod-free: the staff shell formats money (issue 17, docs/0030).

export type DecimalBounds = { min: number; max: number; integer?: boolean };
export type DecimalText = {
  invalid: string;
  missing?: string;
  tooSmall?: string;
  tooLarge?: string;
  notInteger?: string;
};

/**
 * The one schema for a number that becomes money, weight or a quantity: a finite JSON number
 * or decimal text, inside `[min, max]` (and whole when `integer`), else a 400 naming the field
 * with the given Portuguese text. Outputs the number.
 */
export function boundedDecimal(bounds: DecimalBounds, text: DecimalText) {
  const missing = text.missing ?? text.invalid;
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? missing : text.invalid) })
    .transform((value, ctx) => {
      const n = readDecimal(value);
      if (n === undefined)
        ctx.addIssue({
          code: 'custom',
          message: typeof value === 'string' && value.trim() === '' ? missing : text.invalid,
        });
      return n ?? z.NEVER;
    })
    .refine((n) => !bounds.integer || Number.isInteger(n), text.notInteger ?? text.invalid)
    .refine((n) => n >= bounds.min, text.tooSmall ?? text.invalid)
    .refine((n) => n <= bounds.max, text.tooLarge ?? text.invalid);
}
