import { z } from 'zod';
import { fitsDecimals, readTypedNumber } from './money';

// Apart from money.ts, which stays zod-free: the staff shell formats money (issue 17, docs/0030).

/**
 * `decimals`: the most digits after the mark the field keeps (2 for money and percentages kept
 * in cents and basis points): more is refused, never rounded away (issue 28).
 */
export type DecimalBounds = { min: number; max: number; integer?: boolean; decimals?: number };
export type DecimalText = {
  invalid: string;
  missing?: string;
  tooSmall?: string;
  tooLarge?: string;
  notInteger?: string;
  tooPrecise?: string;
};

/** 'Use no máximo 2 casas decimais' */
export const tooPreciseText = (decimals: number) =>
  `Use no máximo ${decimals} ${decimals === 1 ? 'casa decimal' : 'casas decimais'}`;

/**
 * The one schema for a number that becomes money, weight or a quantity: a finite JSON number
 * or text as a person in Brazil types it (readTypedNumber: '2,5', '1.234,56'), inside
 * `[min, max]`, whole when `integer`, with at most `decimals` digits after the mark; else a 400
 * naming the field with the given Portuguese text. Outputs the number.
 */
export function boundedDecimal(bounds: DecimalBounds, text: DecimalText) {
  const missing = text.missing ?? text.invalid;
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? missing : text.invalid) })
    .transform((value, ctx) => {
      const n = readTypedNumber(value);
      if (n === undefined)
        ctx.addIssue({
          code: 'custom',
          message: typeof value === 'string' && value.trim() === '' ? missing : text.invalid,
        });
      return n ?? z.NEVER;
    })
    .refine((n) => !bounds.integer || Number.isInteger(n), text.notInteger ?? text.invalid)
    .refine(
      (n) => bounds.decimals === undefined || fitsDecimals(n, bounds.decimals),
      text.tooPrecise ?? tooPreciseText(bounds.decimals ?? 0),
    )
    .refine((n) => n >= bounds.min, text.tooSmall ?? text.invalid)
    .refine((n) => n <= bounds.max, text.tooLarge ?? text.invalid);
}
