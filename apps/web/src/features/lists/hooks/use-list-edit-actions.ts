import { listText, type ShoppingList } from '@ponte/domain/lists';
import { errorText } from '../../../lib/api';
import { useDeleteList } from '../api/delete-list';
import { useDeleteListItem } from '../api/delete-list-item';
import { useRemoveSubscription } from '../api/remove-subscription';
import { alertError, alertSuccess } from '../components/list-alerts';
import { withReason, type ListActionContext } from './list-action-context';

const RENAME_FAILED = 'Erro ao renomear lista';
const DELETE_FAILED = 'Erro ao excluir lista';
const PLAN_FAILED = 'Erro ao aplicar assinatura';

/** Changes to the list itself: its name, its items, its plan, or the whole list (spec 2 §4). */
export function useListEditActions(list: ShoppingList, { update, onChanged, refused, confirm }: ListActionContext) {
  const remove = useDeleteList();
  const removeItem = useDeleteListItem();
  const unsubscribe = useRemoveSubscription();

  const rename = (name: string, done: () => void, fail: (message: string) => void) => {
    if (refused()) return;
    update.mutate(
      { id: list.id, body: { name: name.trim() } },
      {
        onSuccess: () => {
          done();
          onChanged();
        },
        onError: (err) => fail(errorText(err, RENAME_FAILED)),
      },
    );
  };

  const deleteList = async () => {
    if (refused()) return;
    if (!(await confirm(listText.confirmDelete))) return;
    remove.mutate(list.id, { onSuccess: onChanged, onError: (err) => alertError(errorText(err, DELETE_FAILED)) });
  };

  const deleteItem = (itemId: number) => {
    if (refused()) return;
    removeItem.mutate(itemId, {
      onSuccess: onChanged,
      onError: (err) => alertError(withReason(listText.removeItemFailed, err)),
    });
  };

  const applyPlan = (planId: number) => {
    if (refused()) return;
    update.mutate(
      { id: list.id, body: { updates: { applied_subscription_id: planId } } },
      { onSuccess: onChanged, onError: (err) => alertError(errorText(err, PLAN_FAILED)) },
    );
  };

  const removeSubscription = async () => {
    if (refused()) return;
    if (!(await confirm(listText.confirmRemoveSubscription))) return;
    unsubscribe.mutate(list.id, {
      onSuccess: (res) => {
        alertSuccess(res.message ? `${listText.subscriptionRemoved} ${res.message}` : listText.subscriptionRemoved);
        onChanged();
      },
      onError: (err) => alertError(withReason(listText.removeSubscriptionFailed, err)),
    });
  };

  return {
    rename,
    deleteList,
    deleteItem,
    applyPlan,
    removeSubscription,
    pending: {
      delete: remove.isPending,
      item: removeItem.isPending ? removeItem.variables : null,
      subscription: unsubscribe.isPending,
      plan: update.isPending && update.variables?.body.updates?.applied_subscription_id !== undefined,
      rename: update.isPending && update.variables?.body.name !== undefined,
    },
  };
}
