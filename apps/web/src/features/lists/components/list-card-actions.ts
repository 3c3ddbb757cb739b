import { LIST_STATUSES, type ListStatus, type ShoppingList } from '@ponte/domain/lists';

export type ListCardActions = {
  /** Completed or paid: the basket and the plan are settled (the server locks the items). */
  settled: boolean;
  /** Paid: the server refuses a new payment or checkout link. */
  paid: boolean;
  /** The status buttons, the current one filled. */
  statuses: readonly ListStatus[];
};

/**
 * What a list card offers. Completing a list settles its basket: the server locks its items and
 * freezes the kg rate, so the card stops offering basket and plan edits, but a completed list is
 * what staff then charge (spec 2: the completed update carries the kg fee), so the payment link,
 * the checkout and the club discount stay until it is paid. A paid list carries the order number
 * and gets no second link. Every status button stays: 'Concluída' on a completed list answers
 * 'Lista já foi concluída' (spec 2 §4).
 */
export function listCardActions(list: Pick<ShoppingList, 'status' | 'woocommerce_order_id'>): ListCardActions {
  const paid = list.woocommerce_order_id !== null;
  return { settled: list.status === 'completed' || paid, paid, statuses: LIST_STATUSES };
}
