import type { Generated, Selectable } from 'kysely';

/** A commission rule (migration 0015): cents (bigint on PostgreSQL, read as numbers) and basis points. */
export type CommissionRuleTable = {
  id: Generated<number>;
  name: string;
  min_value_cents: number;
  /** null: no upper limit. */
  max_value_cents: number | null;
  percentage_bps: number;
  active: number;
  /** The order sales try the rules in (lowest first; ties by id). */
  position: Generated<number>;
  /** A campaign's first and last shop day ('YYYY-MM-DD', both included); null: no bound. */
  starts_on: Generated<string | null>;
  ends_on: Generated<string | null>;
  created_at: string;
  updated_at: string;
};
export type CommissionRuleRow = Selectable<CommissionRuleTable>;
