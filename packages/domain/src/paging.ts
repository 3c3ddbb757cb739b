import { z } from 'zod';

/**
 * The `?page=` and `?limit=` of every paginated list (issue 36: once, not nine times). A page is
 * whole, from 1 (the default) to `pageMax`; a limit whole, from 1 to `max`, `size` by default.
 * Each error names the parameter in Portuguese.
 */
export const pagingText = {
  invalidPage: 'Página inválida',
  invalidLimit: 'Quantidade por página inválida',
  tooMany: (max: number) => `No máximo ${max} por página`,
} as const;

export const PAGE_MAX = 1_000_000;

export const pageParam = (pageMax = PAGE_MAX, message: string = pagingText.invalidPage) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(pageMax, message).default(1);

/** `tooMany` is said when the limit is over `max`; `invalid` for anything else that is not a count. */
export const limitParam = (size: number, max: number, texts: { invalid?: string; tooMany?: string } = {}) => {
  const invalid = texts.invalid ?? pagingText.invalidLimit;
  return z.coerce
    .number({ error: invalid })
    .int(invalid)
    .min(1, invalid)
    .max(max, texts.tooMany ?? pagingText.tooMany(max))
    .default(size);
};

/** Both, for a list of `size` per page and at most `max`. */
export const pagingQuery = (size: number, max: number) => ({ page: pageParam(), limit: limitParam(size, max) });

/** The `pagination` of a paginated answer: the page shown, its size, how many in all and how many pages. */
export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
