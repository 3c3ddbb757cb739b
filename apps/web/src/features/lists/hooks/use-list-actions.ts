import { useState } from 'react';
import { formatBrl } from '@ponte/domain/money';
import { listText, type ListStatus, type ShoppingList } from '@ponte/domain/lists';
import { ApiError, errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { useConfirmPayment } from '../api/confirm-payment';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useCreatePaymentLink, type PaymentLinkBody } from '../api/create-payment-link';
import { useDeleteList } from '../api/delete-list';
import { useDeleteListItem } from '../api/delete-list-item';
import { useRemoveSubscription } from '../api/remove-subscription';
import { useSaveStoreEmail } from '../api/save-store-email';
import { useUpdateList } from '../api/update-list';
import { alertError, alertLink, alertSuccess } from '../components/list-alerts';
import { useListScope } from './use-list-scope';

const RENAME_FAILED = 'Erro ao renomear lista';
const DELETE_FAILED = 'Erro ao excluir lista';
const STATUS_FAILED = 'Erro ao atualizar status da lista';
const AMOUNT_FAILED = 'Erro ao salvar valor do link';
const PLAN_FAILED = 'Erro ao aplicar assinatura';
const CONFIRM_PAYMENT_QUESTION = 'Confirmar o recebimento deste pagamento? A venda será registrada e o cliente avisado.';
const PAYMENT_CONFIRMED = 'Pagamento confirmado! Venda registrada.';
const CONFIRM_PAYMENT_FAILED = 'Erro ao confirmar pagamento';

/** The server's own error text, or '' when it sent none (or could not be reached). */
const serverText = (err: unknown) => (err instanceof ApiError ? err.message : '');

/** 'Erro ao x: {server error}' when the server explained, else the plain text. */
const withReason = (base: string, err: unknown) => (serverText(err) ? `${base}: ${serverText(err)}` : base);

export type ListActionsOptions = { confirm: (text: string) => Promise<boolean> };

/** Every write a list card offers, with the spec's confirmations, refusals and alerts (spec 2 §4, §5, §8). */
export function useListActions(list: ShoppingList, { confirm }: ListActionsOptions) {
  const { backendDown, onChanged } = useListScope();
  const update = useUpdateList();
  const remove = useDeleteList();
  const removeItem = useDeleteListItem();
  const saveEmail = useSaveStoreEmail();
  const paymentLink = useCreatePaymentLink();
  const unsubscribe = useRemoveSubscription();
  const checkout = useCreateCheckoutSession();
  const paymentConfirmation = useConfirmPayment();
  const role = useStoredUser()?.role;
  const [emailPromptOpen, setEmailPromptOpen] = useState(false);
  const [emailError, setEmailError] = useState('');

  /** Spec 2 §5: with the backend down the screen is a static demo and refuses every write. */
  const refused = () => {
    if (backendDown) alertError(listText.staticDemo);
    return backendDown;
  };

  const changeStatus = (status: ListStatus) =>
    update.mutate(
      // The completed update carries the kg rate the quote used (spec 2 §4).
      { id: list.id, body: { updates: status === 'completed' ? { status, taxaPorKG: list.quote.kg_rate } : { status } } },
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
    removeItem.mutate(itemId, { onSuccess: onChanged, onError: (err) => alertError(withReason(listText.removeItemFailed, err)) });
  };

  /** The typed BRL amount is kept on the list; an emptied entry clears it. */
  const saveAmount = (amount: number | null) => {
    if (backendDown || amount === list.total_brl) return;
    update.mutate(
      { id: list.id, body: { updates: { total_brl: amount } } },
      { onSuccess: onChanged, onError: (err) => alertError(errorText(err, AMOUNT_FAILED)) },
    );
  };

  const applyPlan = (planId: number) => {
    if (refused()) return;
    update.mutate(
      { id: list.id, body: { updates: { applied_subscription_id: planId } } },
      { onSuccess: onChanged, onError: (err) => alertError(errorText(err, PLAN_FAILED)) },
    );
  };

  /** Spec 2 §5: the BRL amount is sent only when one was typed; the club discount only when applied. */
  const createPaymentLink = ({ amount, clubDiscount }: { amount: number | null; clubDiscount: boolean }) => {
    if (refused()) return;
    const body: PaymentLinkBody = {};
    if (amount !== null) body.amount_brl = amount;
    if (clubDiscount) body.club_discount = true;
    paymentLink.mutate(
      { id: list.id, body },
      {
        onSuccess: (result) => {
          alertLink({ title: listText.paymentLinkCreated, lines: [`Valor: ${formatBrl(result.amount_brl)}`], href: result.payment_link });
          onChanged();
        },
        onError: (err) =>
          alertError(
            err instanceof ApiError && err.isNetworkError
              ? listText.paymentLinkFailed
              : `${listText.paymentLinkFailed}: ${serverText(err) || listText.unknownError}`,
          ),
      },
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

  /** The same amount as the payment link: with the club discount when it is applied on the card. */
  const createCheckout = ({ clubDiscount }: { clubDiscount: boolean }) => {
    if (refused()) return;
    checkout.mutate({ listId: list.id, clubDiscount }, {
      onSuccess: async ({ checkout_url }) => {
        // Without clipboard access (an insecure origin, a denied permission) the alert still shows the link, without claiming a copy.
        const copied = navigator.clipboard ? await navigator.clipboard.writeText(checkout_url).then(() => true, () => false) : false;
        alertLink({ title: copied ? listText.checkoutCopied : 'Link de checkout gerado', href: checkout_url });
      },
      onError: (err) => alertError(serverText(err) ? `${listText.checkoutLinkFailed}: ${serverText(err)}` : listText.checkoutFailed),
    });
  };

  /** A PIX paid outside the gateway (or a payment under review) counts only once staff see the money arrive. */
  const confirmPayment = async () => {
    if (refused()) return;
    if (!(await confirm(CONFIRM_PAYMENT_QUESTION))) return;
    paymentConfirmation.mutate(list.id, {
      onSuccess: () => {
        alertSuccess(PAYMENT_CONFIRMED);
        onChanged();
      },
      // 409 when nothing is pending any more or it was already paid: the server says which.
      onError: (err) => alertError(errorText(err, CONFIRM_PAYMENT_FAILED)),
    });
  };

  return {
    setStatus,
    rename,
    deleteList,
    deleteItem,
    saveAmount,
    applyPlan,
    createPaymentLink,
    removeSubscription,
    createCheckout,
    confirmPayment,
    // The server lets only admins and supervisors confirm (a trainee gets 403), so others are not offered it.
    canConfirmPayment: role === 'admin' || role === 'operador',
    emailPrompt: {
      opened: emailPromptOpen,
      error: emailError,
      saving: saveEmail.isPending,
      close: () => setEmailPromptOpen(false),
      clearError: () => setEmailError(''),
      save: saveEmailAndComplete,
    },
    refused,
    pending: {
      status: update.isPending ? (update.variables?.body.updates?.status ?? null) : null,
      delete: remove.isPending,
      item: removeItem.isPending ? removeItem.variables : null,
      paymentLink: paymentLink.isPending,
      subscription: unsubscribe.isPending,
      checkout: checkout.isPending,
      confirmPayment: paymentConfirmation.isPending,
      plan: update.isPending && update.variables?.body.updates?.applied_subscription_id !== undefined,
      rename: update.isPending && update.variables?.body.name !== undefined,
    },
  };
}

export type ListActions = ReturnType<typeof useListActions>;
