import { useState } from 'react';
import { listText, type ListStatus, type ShoppingList } from '@ponte/domain/lists';
import { errorText } from '../../../lib/api';
import { useSaveStoreEmail } from '../api/save-store-email';
import { alertError } from '../components/list-alerts';
import type { ListActionContext } from './list-action-context';

const STATUS_FAILED = 'Erro ao atualizar status da lista';

/** The status buttons, and the store e-mail asked for before a list is completed (spec 2 §4). */
export function useListStatusActions(list: ShoppingList, { update, onChanged, refused }: ListActionContext) {
  const saveEmail = useSaveStoreEmail();
  const [emailPromptOpen, setEmailPromptOpen] = useState(false);
  const [emailError, setEmailError] = useState('');

  const changeStatus = (status: ListStatus) =>
    update.mutate(
      // The completed update carries the kg rate the quote used (spec 2 §4).
      {
        id: list.id,
        body: { updates: status === 'completed' ? { status, taxaPorKG: list.quote.kg_rate } : { status } },
      },
      { onSuccess: onChanged, onError: (err) => alertError(errorText(err, STATUS_FAILED)) },
    );

  const setStatus = (status: ListStatus) => {
    if (refused()) return;
    if (status === 'completed') {
      if (list.status === 'completed') return alertError(listText.alreadyCompleted);
      if (!list.user.email_woocomerce) {
        setEmailError('');
        return setEmailPromptOpen(true);
      }
    }
    changeStatus(status);
  };

  /** The e-mail prompt's save: store the customer's e-mail, then complete the list. */
  const saveEmailAndComplete = (email: string) => {
    if (refused()) return;
    saveEmail.mutate(
      { customerId: list.user.id, email: email.trim() },
      {
        onSuccess: () => {
          setEmailPromptOpen(false);
          changeStatus('completed');
        },
        onError: (err) => setEmailError(errorText(err, listText.saveEmailFailed)),
      },
    );
  };

  return {
    setStatus,
    emailPrompt: {
      opened: emailPromptOpen,
      error: emailError,
      saving: saveEmail.isPending,
      close: () => setEmailPromptOpen(false),
      clearError: () => setEmailError(''),
      save: saveEmailAndComplete,
    },
    pendingStatus: update.isPending ? (update.variables?.body.updates?.status ?? null) : null,
  };
}
