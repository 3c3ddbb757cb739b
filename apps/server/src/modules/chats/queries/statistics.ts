import { monthsAndDays } from '@ponte/domain/dates';
import type { Db } from '../../../db';

export type Range = { from: string; to: string };
/** A statistics period: its UTC instants and its first and last shop days (docs/0019). */
export type Period = Range & { firstDay: string; lastDay: string };

/**
 * The period's answered questions from the summaries (docs/0053): per attendant (0: none),
 * distribution band and tenth of a minute, how many and their seconds (a key may come once per
 * day or month: the caller sums them). The months the period
 * holds whole come from chat_response_monthly, the days outside them from chat_response_daily.
 */
export function responseHistogram(db: Db, period: Period) {
  const { months, days } = monthsAndDays(period.firstDay, period.lastDay);
  let rows = db
    .selectFrom('chat_response_monthly')
    .select(['staff_id', 'band', 'tenth', 'answered', 'seconds'])
    // No whole month: an empty part keeps one shape for the union.
    .where('month', '>=', months?.from ?? '9999-12')
    .where('month', '<=', months?.to ?? '0000-01');
  for (const range of days)
    rows = rows.unionAll(
      db
        .selectFrom('chat_response_daily')
        .select(['staff_id', 'band', 'tenth', 'answered', 'seconds'])
        .where('day', '>=', range.from)
        .where('day', '<=', range.to),
    );
  // Summed by the caller (statistics.ts, foldHistogram): a GROUP BY here sorted them all first.
  return rows.execute();
}

/**
 * The period's resolutions (docs/0020) from the summaries (docs/0057): how many per tenth of a
 * minute and their seconds, the months the period holds whole from chat_resolution_monthly and
 * the days outside them from chat_resolution_daily.
 */
export function resolutionHistogram(db: Db, period: Period) {
  const { months, days } = monthsAndDays(period.firstDay, period.lastDay);
  let rows = db
    .selectFrom('chat_resolution_monthly')
    .select(['tenth', 'resolved', 'seconds'])
    .where('month', '>=', months?.from ?? '9999-12')
    .where('month', '<=', months?.to ?? '0000-01');
  for (const range of days)
    rows = rows.unionAll(
      db
        .selectFrom('chat_resolution_daily')
        .select(['tenth', 'resolved', 'seconds'])
        .where('day', '>=', range.from)
        .where('day', '<=', range.to),
    );
  return rows.execute();
}

/** Every staff member's id and username (a few dozen rows). */
export const staffNames = (db: Db) => db.selectFrom('staff').select(['id', 'username']).execute();
