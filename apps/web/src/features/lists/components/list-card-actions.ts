import { LIST_STATUSES, type ListStatus, type ShoppingList } from '@ponte/domain/lists';

export type ListCardActions = {
  /** Completed or paid: the basket, the plan and the charge are settled. */
  closed: boolean;
  /** The status buttons the server accepts from here. */
  statuses: ListStatus[];
};

/**
 * What a list card offers. The server locks a completed list (no product added or removed, no
 * second 'Concluída') and refuses a paid list a new payment or checkout link, so on such a list
 * those buttons could only end in an error: the card keeps 'Ver Pedido', 'Abrir Chat' and the
 * status moves back to 'Ativa' or 'Abandonada'. A paid list carries the order number.
 */
export function listCardActions(list: Pick<ShoppingList, 'status' | 'woocommerce_order_id'>): ListCardActions {
  const completed = list.status === 'completed';
  return {
    closed: completed || list.woocommerce_order_id !== null,
    statuses: LIST_STATUSES.filter((status) => !(completed && status === 'completed')),
  };
}
