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
  created_at: string;
  updated_at: string;
};
export type CommissionRuleRow = Selectable<CommissionRuleTable>;
