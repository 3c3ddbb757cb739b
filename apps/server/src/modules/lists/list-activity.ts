import type { Tx } from '../../db';
import { touchCustomer } from '../customers/service';
import { recordActivity, type ActivityAction } from '../logs/service';

/** An entry of the activity log about one shopping list; `userId` null: the bot did it. */
export type ListEntry = {
  userId: number | null;
  action: Extract<ActivityAction, 'create' | 'update' | 'delete'>;
  listId: number;
  details: Record<string, unknown>;
  ip?: string;
};

/** Records a change of a list in the activity log. */
export const recordListActivity = (tx: Tx, { listId, ...entry }: ListEntry) =>
  recordActivity(tx, { ...entry, entityType: 'shopping_list', entityId: listId });

/**
 * A list of this customer was created, changed or deleted: chat screens show the customer's
 * lists, so the customer's poll version moves, and the change is recorded.
 */
export async function recordListChange(tx: Tx, customerId: number, entry: ListEntry) {
  await touchCustomer(tx, customerId);
  await recordListActivity(tx, entry);
}
