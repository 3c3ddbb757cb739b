/**
 * The cells of chat_day_counts (migration 0053, docs/0057): how many chat_days rows fall on a day
 * or month, per sender and state ("totals"), and how many link a row to its previous day with
 * both ends at a given grain ("links"). A period's distinct chats are its chat days less the links
 * that stay inside it: every customer's days in the period but the first are linked from a day in
 * the period. A link is kept at four grains, (day, previous day) to (month, previous month), so a
 * period of whole months and a few loose days reads a few cells per unit, never a row per customer.
 */
export const CHAT_DAY_GRAIN = {
  /** Chat days on a day: `day` 'YYYY-MM-DD', `prev` ''. */
  totalDay: 0,
  /** Chat days in a month: `day` 'YYYY-MM', `prev` ''. */
  totalMonth: 1,
  /** Links from a previous day to a day. */
  dayFromDay: 2,
  /** Links from a previous day to a day of a month (`day` 'YYYY-MM'). */
  monthFromDay: 3,
  /** Links from a previous day of a month (`prev` 'YYYY-MM') to a day. */
  dayFromMonth: 4,
  /** Links from a previous month to a month. */
  monthFromMonth: 5,
} as const;

/**
 * SQL selecting one chat_days row's cells (grain, day, prev, sender_id, state, delta): `row` is
 * `new` or `old` in a trigger, or the alias of every row of `from`; `sign` 1 or -1. Totals are
 * left out when `links` only; links exist for rows with a previous day.
 */
export function chatDayCells(
  row: string,
  sign: 1 | -1,
  only: 'all' | 'links' = 'all',
  from: 'chat_days' | '' = '',
): string {
  const month = (column: string) => `substr(${row}.${column}, 1, 7)`;
  const source = from ? `from ${from} ${row}` : '';
  const cell = (grain: number, day: string, prev: string, when: string) =>
    `select ${grain} as grain, ${day} as day, ${prev} as prev, ${row}.sender_id as sender_id, ${row}.state as state,
      ${sign} as delta ${source} where ${when}`;
  const linked = `${row}.prev_day <> ''`;
  const g = CHAT_DAY_GRAIN;
  return [
    ...(only === 'all'
      ? [cell(g.totalDay, `${row}.day`, `''`, '1 = 1'), cell(g.totalMonth, month('day'), `''`, '1 = 1')]
      : []),
    cell(g.dayFromDay, `${row}.day`, `${row}.prev_day`, linked),
    cell(g.monthFromDay, month('day'), `${row}.prev_day`, linked),
    cell(g.dayFromMonth, `${row}.day`, month('prev_day'), linked),
    cell(g.monthFromMonth, month('day'), month('prev_day'), linked),
  ].join(' union all ');
}

/**
 * Chains of chat_days rows with negative senders (migration 0055): the days of an event, and of
 * an event or a chat, so "customers with both in a period" is |event| + |chat| − |either|.
 */
export const CHAT_CHAIN = { sale: -1, saleOrChat: -2, transfer: -3, transferOrChat: -4 } as const;
