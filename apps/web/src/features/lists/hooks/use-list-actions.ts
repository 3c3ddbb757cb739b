import type { ShoppingList } from '@ponte/domain/lists';
import { useListActionContext, type ListActionsOptions } from './list-action-context';
import { useListEditActions } from './use-list-edit-actions';
import { useListPaymentActions } from './use-list-payment-actions';
import { useListStatusActions } from './use-list-status-actions';

export type { ListActionsOptions } from './list-action-context';

/** Every write a list card offers, with the spec's confirmations, refusals and alerts (spec 2 §4, §5, §8). */
export function useListActions(list: ShoppingList, options: ListActionsOptions) {
  const context = useListActionContext(options);
  const { pendingStatus, ...status } = useListStatusActions(list, context);
  const { pending: editPending, ...edit } = useListEditActions(list, context);
  const { pending: paymentPending, ...payment } = useListPaymentActions(list, context);
  return {
    ...status,
    ...edit,
    ...payment,
    refused: context.refused,
    pending: { status: pendingStatus, ...editPending, ...paymentPending },
  };
}

export type ListActions = ReturnType<typeof useListActions>;
