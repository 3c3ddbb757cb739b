import type { Db } from './index';
import { searchTextContains } from './search';

export type CustomerPageFilter = {
  pattern?: string;
  /** Walk the order index and test each row against the search index (`isDense` decides). */
  walk: boolean;
  labelId?: number;
  /** Only customers who have written or been written to (the inbox). */
  activeOnly?: boolean;
  offset: number;
  limit: number;
};

/**
 * One page of customer ids, most recently active first, never-active last: the ids come first so
 * what is dear to compute (counts, last message) is computed for the page's rows only. Shared by
 * /usuarios and the inbox. A label narrows the page to its customers (customer_labels_label).
 */
export const customerIdsPage = (db: Db, f: CustomerPageFilter) =>
  db
    .selectFrom('customers as c')
    .$if(!!f.pattern, (qb) => qb.where(searchTextContains(db, 'customers', 'c', f.pattern!, f.walk)))
    .$if(!!f.labelId, (qb) =>
      qb.where('c.id', 'in', db.selectFrom('customer_labels').select('customer_id').where('label_id', '=', f.labelId!)),
    )
    .select('c.id')
    .$if(!!f.activeOnly, (qb) => qb.where('c.last_activity', 'is not', null))
    // As the order index is spelled (migration 0003): PostgreSQL walks it rather than sorting.
    .orderBy('c.last_activity', (ob) => ob.desc().nullsLast())
    .orderBy('c.id', 'desc')
    .offset(f.offset)
    .limit(f.limit)
    .execute();

/** The page's rows in the page's order (an `in (…)` answers them in any order). */
export function inPageOrder<R extends { id: number }>(page: { id: number }[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return page.map((p) => byId.get(p.id)!);
}
