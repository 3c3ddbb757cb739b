import { formatBrl } from '@ponte/domain/money';
import { listText, type ShoppingList } from '@ponte/domain/lists';
import { ApiError, errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { useConfirmPayment } from '../api/confirm-payment';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useCreatePaymentLink, type PaymentLinkBody } from '../api/create-payment-link';
import { alertError, alertLink, alertSuccess } from '../components/list-alerts';
import { serverText, type ListActionContext } from './list-action-context';

const CONFIRM_PAYMENT_QUESTION =
  'Confirmar o recebimento deste pagamento? A venda será registrada e o cliente avisado.';
const PAYMENT_CONFIRMED = 'Pagamento confirmado! Venda registrada.';
const CONFIRM_PAYMENT_FAILED = 'Erro ao confirmar pagamento';

/** What a link or a checkout charges: the amount typed on the card (null: the quote) and the club discount. */
export type Charge = { amount: number | string | null; clubDiscount: boolean };

/** Charging the customer: the typed amount, the payment and checkout links, and a payment staff confirm (spec 2 §5). */
export function useListPaymentActions(list: ShoppingList, { onChanged, refused, confirm }: ListActionContext) {
  const paymentLink = useCreatePaymentLink();
  const checkout = useCreateCheckoutSession();
  const paymentConfirmation = useConfirmPayment();
  const role = useStoredUser()?.role;

  /**
   * Spec 2 §5: the BRL amount is sent only when one was typed; the club discount only when
   * applied. The server keeps the amount on the list once it accepts the link (issue 28).
   */
  const createPaymentLink = ({ amount, clubDiscount }: Charge) => {
    if (refused()) return;
    const body: PaymentLinkBody = {};
    if (amount !== null) body.amount_brl = amount;
    if (clubDiscount) body.club_discount = true;
    paymentLink.mutate(
      { id: list.id, body },
      {
        onSuccess: (result) => {
          alertLink({
            title: listText.paymentLinkCreated,
            lines: [`Valor: ${formatBrl(result.amount_brl)}`],
            href: result.payment_link,
          });
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

  /** The same amount as the payment link: with the club discount when it is applied on the card. */
  const createCheckout = ({ amount, clubDiscount }: Charge) => {
    if (refused()) return;
    checkout.mutate(
      { listId: list.id, amount, clubDiscount },
      {
        onSuccess: async ({ checkout_url }) => {
          // Without clipboard access (an insecure origin, a denied permission) the alert still shows the link, without claiming a copy.
          const copied = navigator.clipboard
            ? await navigator.clipboard.writeText(checkout_url).then(
                () => true,
                () => false,
              )
            : false;
          alertLink({ title: copied ? listText.checkoutCopied : 'Link de checkout gerado', href: checkout_url });
        },
        onError: (err) =>
          alertError(serverText(err) ? `${listText.checkoutLinkFailed}: ${serverText(err)}` : listText.checkoutFailed),
      },
    );
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
    createPaymentLink,
    createCheckout,
    confirmPayment,
    // The server lets only admins and supervisors confirm (a trainee gets 403), so others are not offered it.
    canConfirmPayment: role === 'admin' || role === 'operador',
    pending: {
      paymentLink: paymentLink.isPending,
      checkout: checkout.isPending,
      confirmPayment: paymentConfirmation.isPending,
    },
  };
}
