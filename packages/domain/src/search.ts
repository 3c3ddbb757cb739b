import { z } from 'zod';
import { limitParam } from './paging';
import { MESSAGE_AUTHORS } from './conversation-texts';
import {
  foldText,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  searchText,
} from './search-texts';

export * from './search-texts';

/**
 * Issue 18: the top bar's search ('Buscar usuários, mensagens...'), GET /api/search. Customers
 * by name, e-mail or phone (the customers screen's search, docs/0025) and messages by their
 * text: both a substring of the folded text (no accents, any case). Messages need three
 * characters, the trigram index's shortest term (docs/0037).
 */
export const SearchQuerySchema = z.object({
  q: z
    .string({ error: searchText.tooShort })
    .trim()
    .min(SEARCH_MIN_LENGTH, searchText.tooShort)
    .max(SEARCH_MAX_LENGTH, searchText.tooLong)
    // A control character is no text anyone typed (and PostgreSQL refuses U+0000 in text).
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), searchText.invalid),
  limit: limitParam(SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, { invalid: searchText.limit, tooMany: searchText.limit }),
  /** The next page of messages: those older than this message id (the previous answer's next_before). */
  before: z.coerce
    .number({ error: searchText.before })
    .int(searchText.before)
    .positive(searchText.before)
    .max(2_147_483_647, searchText.before)
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const CustomerHitSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  last_activity: z.string().nullable(),
});
export type CustomerHit = z.infer<typeof CustomerHitSchema>;

/** A piece of the message around the first match: `before` + `match` + `after`, ellipses included. */
export const SnippetSchema = z.object({ before: z.string(), match: z.string(), after: z.string() });
export type Snippet = z.infer<typeof SnippetSchema>;

export const MessageHitSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  customer_name: z.string(),
  direction: z.enum(['incoming', 'outgoing']),
  /** Who wrote it, and the staff member's name when staff did (the results name them). */
  sent_by: z.enum(MESSAGE_AUTHORS),
  sender_name: z.string().nullable(),
  created_at: z.string(),
  snippet: SnippetSchema,
});
export type MessageHit = z.infer<typeof MessageHitSchema>;

export const SearchResultSchema = z.object({
  customers: z.array(CustomerHitSchema),
  /** The newest matching messages first. */
  messages: z.array(MessageHitSchema),
  /** More messages match: ask again with before = this id. */
  next_before: z.number().nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** One code point folded as foldText folds a whole text (accents removed, lower case). */
const foldChar = (c: string) =>
  c
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The part of `content` around the first place where its folded text contains the folded `term`,
 * cut at about `radius` characters each side, so the list shows why the message was found with
 * the match as the customer wrote it (accents and capitals kept). No match (the term was found in
 * text this cannot place): the start of the message.
 */
export function matchSnippet(content: string, term: string, radius = 40): Snippet {
  const chars = [...content];
  const folded: string[] = [];
  const owner: number[] = [];
  chars.forEach((c, i) => {
    for (const f of foldChar(c)) {
      folded.push(f);
      owner.push(i);
    }
  });
  const needle = foldText(term);
  const at = needle ? folded.join('').indexOf(needle) : -1;
  if (at < 0) {
    const cut = chars.length > radius * 2;
    return { before: '', match: '', after: chars.slice(0, radius * 2).join('') + (cut ? '…' : '') };
  }
  // indexOf counts UTF-16 units; folded code points are what the owner map counts.
  const start = [...folded.join('').slice(0, at)].length;
  const end = start + [...needle].length;
  const first = owner[start]!;
  const last = owner[end - 1]! + 1;
  const from = Math.max(0, first - radius);
  const to = Math.min(chars.length, last + radius);
  return {
    // Cut text starts and ends at a character, not a space, next to its ellipsis.
    before: from > 0 ? `…${chars.slice(from, first).join('').trimStart()}` : chars.slice(0, first).join(''),
    match: chars.slice(first, last).join(''),
    after: to < chars.length ? `${chars.slice(last, to).join('').trimEnd()}…` : chars.slice(last).join(''),
  };
}
