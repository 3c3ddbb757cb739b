import { PostgresAdapter, sql, type Expression, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A value per shop day (São Paulo) of a UTC ISO instant, at an offset already found: the instant
 * plus the offset, the rule of `shop_day_of()` and migration 0048's triggers (docs/0051). For
 * grouping and counting days: 'YYYY-MM-DD' text on SQLite, a date on PostgreSQL (to_char's text
 * made counting a year of shifts' days twice as slow there).
 */
export const shopDayAt = (db: AnyDb, at: Expression<string>, offsetSeconds: Expression<number>) =>
  isPostgres(db)
    ? sql<unknown>`(${at}::timestamp + make_interval(secs => ${offsetSeconds}))::date`
    : sql<unknown>`date(${at}, ${offsetSeconds} || ' seconds')`;

/**
 * `shop_offsets` as periods: each offset from its first instant to the next one's ('9999' after
 * the last). A read of many rows joins the few periods overlapping its range (one since 2019)
 * instead of looking the offset up row by row.
 */
export const shopOffsetPeriods = (db: AnyDb) =>
  db
    .selectFrom('shop_offsets')
    .select([
      'starts_at',
      'offset_seconds',
      sql<string>`coalesce(lead(starts_at) over (order by starts_at), '9999')`.as('ends_at'),
    ]);
