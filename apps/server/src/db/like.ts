import { sql, type Expression, type RawBuilder } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `%text%` for a LIKE with `escape '\'`: the '%' and '_' a user types are searched for, not
 * wildcards (and a typed backslash is a backslash).
 */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** `text%` for a LIKE with `escape '\'`: what starts with the typed text. */
export const startsPattern = (text: string) => `${escapeLike(text)}%`;

/**
 * `<value> like '%text%' escape '\'`, the same on SQLite and PostgreSQL (both read the
 * one-character string '\' as the escape character).
 */
export const likeContains = (value: Expression<string | null>, text: string): RawBuilder<boolean> =>
  sql<boolean>`${value} like ${containsPattern(text)} escape '\\'`;
