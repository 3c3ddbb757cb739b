import { sql } from 'kysely';
import type { Db, DbKind, Tx } from '../../../db';

// ---- chat_day_counts (docs/0057): the period's chats from counts per cell.
/** Which rows of a grain a period reads: `days` (days or months) and, for links, their previous range. */
export type DayCountPart = {
  grain: number;
  sign: 1 | -1;
  /** Days or months: a list (a seek each, then `prev`'s range) or one range of them (one seek). */
  days: string[] | { from: string; to: string };
  prev?: { from: string; to: string };
};

/**
 * The period's chats per sender and state, summed from the cells `parts` names (modules/chats/
 * day-counts.ts) in chat_day_counts and the changes not folded yet, in one statement: one snapshot,
 * so a fold moving rows between the two never shows twice or not at all. `senders` lists the
 * chains (0: any message, CHAT_CHAIN's) and staff members (their own days).
 */
export async function chatDayCounts(db: Db, parts: DayCountPart[], senders: number[]) {
  if (parts.length === 0 || senders.length === 0) return [];
  // A list of integers written out: each is a seek of the key on both engines (a subquery made
  // PostgreSQL hash-join bitmap scans instead).
  const listed = sql.join(senders.map((id) => sql.lit(Math.trunc(id))));
  const bySender = <T extends 'c' | 'p'>(alias: T) => sql<boolean>`${sql.ref(`${alias}.sender_id`)} in (${listed})`;
  const folded = parts
    .map((part) =>
      db
        .selectFrom('chat_day_counts as c')
        .select(['c.sender_id', 'c.state', (part.sign === 1 ? sql<number>`c.n` : sql<number>`-c.n`).as('n')])
        .where('c.grain', '=', part.grain)
        .where(bySender('c'))
        .$call((qb) =>
          Array.isArray(part.days)
            ? qb.where('c.day', 'in', part.days)
            : qb.where('c.day', '>=', part.days.from).where('c.day', '<=', part.days.to),
        )
        .$if(!!part.prev, (qb) => qb.where('c.prev', '>=', part.prev!.from).where('c.prev', '<=', part.prev!.to)),
    )
    .reduce((all, part) => all.unionAll(part));
  const pending = db
    .selectFrom('chat_day_counts_pending as p')
    .select(['p.sender_id', 'p.state', sql<number>`case when p.grain <= 1 then p.delta else -p.delta end`.as('n')])
    .where(bySender('p'))
    .where((eb) =>
      eb.or(
        parts.map((part) =>
          eb.and([
            eb('p.grain', '=', part.grain),
            ...(Array.isArray(part.days)
              ? [eb('p.day', 'in', part.days)]
              : [eb('p.day', '>=', part.days.from), eb('p.day', '<=', part.days.to)]),
            ...(part.prev ? [eb('p.prev', '>=', part.prev.from), eb('p.prev', '<=', part.prev.to)] : []),
          ]),
        ),
      ),
    );
  return db
    .selectFrom(folded.unionAll(pending).as('u'))
    .select((eb) => ['u.sender_id', 'u.state', eb.fn.sum<number | string>('u.n').as('n')])
    .groupBy(['u.sender_id', 'u.state'])
    .execute();
}

/** A pending change to chat_day_counts taken by a fold. */
export type ChatDayCell = { grain: number; sender_id: number; day: string; prev: string; state: number };

/** Deletes up to `limit` of the oldest pending changes and returns them (as takeActivityDeltas, docs/0054). */
export function takeChatDayDeltas(tx: Tx, kind: DbKind, limit: number) {
  const oldest = tx.selectFrom('chat_day_counts_pending').select('id').orderBy('id').limit(limit);
  const pick = kind === 'postgres' ? oldest.forUpdate().skipLocked() : oldest;
  return tx
    .deleteFrom('chat_day_counts_pending')
    .where('id', 'in', pick)
    .returning(['grain', 'sender_id', 'day', 'prev', 'state', 'delta'])
    .execute();
}

/** Adds summed changes to their cells, in the order given (key order); returns the cells' new counts. */
export function addChatDayCounts(tx: Tx, sums: (ChatDayCell & { delta: number })[]) {
  return tx
    .insertInto('chat_day_counts')
    .values(sums.map(({ delta, ...cell }) => ({ ...cell, n: delta })))
    .onConflict((oc) =>
      oc
        .columns(['grain', 'sender_id', 'day', 'prev', 'state'])
        .doUpdateSet({ n: sql<number>`chat_day_counts.n + excluded.n` }),
    )
    .returning(['grain', 'sender_id', 'day', 'prev', 'state', 'n'])
    .execute();
}

/** Cells whose count came back to nothing: gone. */
export async function dropEmptyChatDayCounts(tx: Tx, cells: ChatDayCell[]) {
  if (cells.length === 0) return;
  await tx
    .deleteFrom('chat_day_counts')
    .where('n', '=', 0)
    .where((eb) =>
      eb.or(
        cells.map((c) =>
          eb.and([
            eb('grain', '=', c.grain),
            eb('sender_id', '=', c.sender_id),
            eb('day', '=', c.day),
            eb('prev', '=', c.prev),
            eb('state', '=', c.state),
          ]),
        ),
      ),
    )
    .execute();
}
