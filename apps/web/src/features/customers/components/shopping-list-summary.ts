import { LIST_STATUSES, type ListStatus } from '@ponte/domain/lists';

/** What the support pane shows of one of the customer's lists (their items come with the lists screen). */
export type ShoppingListSummary = { id: number; name: string; status: ListStatus | null; created_at: string | null };

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const isStatus = (value: unknown): value is ListStatus => LIST_STATUSES.includes(value as ListStatus);

/** The detail's `shoppingLists` are raw rows: read the fields the pane needs, tolerating missing ones. */
export function toListSummary(row: unknown, index: number): ShoppingListSummary {
  const r = record(row);
  return {
    id: typeof r.id === 'number' ? r.id : -index - 1,
    name: typeof r.name === 'string' && r.name.trim() ? r.name : 'Lista sem nome',
    status: isStatus(r.status) ? r.status : null,
    created_at: typeof r.created_at === 'string' ? r.created_at : null,
  };
}

/** Spec 3 §3: a list carries its products as `items` or `shopping_list_items`; the newest list (first) feeds the AI generator. */
export function newestListItems(lists: unknown[]): unknown[] {
  const newest = record(lists[0]);
  const items = newest.items ?? newest.shopping_list_items;
  return Array.isArray(items) ? items : [];
}
