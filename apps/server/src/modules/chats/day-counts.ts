import { addDays, monthsAndDays } from '@ponte/domain/dates';
import type { Db, DbKind } from '../../db';
import { CHAT_DAY_GRAIN } from '../../db/chat-day-counts';
import { foldDeltas, scheduleFold, type DeltaFold } from '../../db/fold';
import * as q from './queries';

/** 'YYYY-MM' months from `from` to `to`, both included. */
function eachMonth(from: string, to: string) {
  const months = [];
  for (let m = from; m <= to; m = addDays(`${m}-28`, 7).slice(0, 7)) months.push(m);
  return months;
}
function eachDay(from: string, to: string) {
  const days = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * The cells a period of shop days reads (docs/0057): its chat days are the totals of the days
 * outside its whole months and of those months; the links to take off are those whose two ends
 * are both in the period, each at the grain of the part it falls in. A link always goes forward
 * (its previous day is earlier), so a unit only looks at the ranges that start before it.
 */
export function periodParts(firstDay: string, lastDay: string): q.DayCountPart[] {
  const { months, days } = monthsAndDays(firstDay, lastDay);
  const g = CHAT_DAY_GRAIN;
  const dayList = days.flatMap((r) => eachDay(r.from, r.to));
  const monthList = months ? eachMonth(months.from, months.to) : [];
  const after = (list: string[], start: string) => list.filter((unit) => unit >= start.slice(0, unit.length));
  const parts: q.DayCountPart[] = [
    // Totals are read as ranges: every cell of a range of days or months is one of its units.
    ...days.map((r) => ({ grain: g.totalDay, sign: 1 as const, days: r })),
    ...(months ? [{ grain: g.totalMonth, sign: 1 as const, days: months }] : []),
    ...days.flatMap((r) => [
      { grain: g.dayFromDay, sign: -1 as const, days: after(dayList, r.from), prev: r },
      { grain: g.monthFromDay, sign: -1 as const, days: after(monthList, r.from), prev: r },
    ]),
    ...(months
      ? [
          { grain: g.dayFromMonth, sign: -1 as const, days: after(dayList, months.from), prev: months },
          { grain: g.monthFromMonth, sign: -1 as const, days: monthList, prev: months },
        ]
      : []),
  ];
  return parts.filter((p) => !Array.isArray(p.days) || p.days.length > 0);
}

/**
 * The period's distinct customers per chain (chat_days' sender: 0 any message, or a CHAT_CHAIN)
 * and state, `count(chain, states)`, and with `staff` each staff member's (the customers they
 * wrote to, with their usernames), in one statement over the cells.
 */
export async function periodCounts(db: Db, firstDay: string, lastDay: string, chains: number[], staff = false) {
  const people = staff ? await q.staffNames(db) : [];
  const rows = await q.chatDayCounts(db, periodParts(firstDay, lastDay), [...chains, ...people.map((p) => p.id)]);
  const staffChats = new Map<number, number>();
  for (const r of rows)
    if (Number(r.sender_id) > 0)
      staffChats.set(Number(r.sender_id), (staffChats.get(Number(r.sender_id)) ?? 0) + Number(r.n));
  const count = (chain: number, states: readonly number[]) =>
    rows
      .filter((r) => Number(r.sender_id) === chain && states.includes(Number(r.state)))
      .reduce((sum, r) => sum + Number(r.n), 0);
  const perStaff = people
    .filter((p) => (staffChats.get(p.id) ?? 0) > 0)
    .map((p) => ({ staff_id: p.id, username: p.username, chats: staffChats.get(p.id)! }));
  return { count, perStaff };
}

const CHAT_DAY_FOLD: DeltaFold<q.ChatDayCell> = {
  take: q.takeChatDayDeltas,
  keyOf: (c) => `${c.grain}\u0000${c.sender_id}\u0000${c.day}\u0000${c.prev}\u0000${c.state}`,
  add: q.addChatDayCounts,
  dropEmpty: q.dropEmptyChatDayCounts,
};

/** Folds the pending chat day changes into chat_day_counts; returns how many. */
export const foldChatDayDeltas = (db: Db, kind: DbKind, batch?: number) => foldDeltas(db, kind, CHAT_DAY_FOLD, batch);

/** Folds the chat day changes now and every minute (db/fold.ts); returns the stop. */
export const scheduleChatDayFold = (db: Db, kind: DbKind, onError: (err: unknown) => void, everyMs?: number) =>
  scheduleFold(() => foldChatDayDeltas(db, kind), onError, everyMs);
