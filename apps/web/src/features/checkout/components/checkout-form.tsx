import { useRef, useState, type FormEvent } from 'react';
import { cardText } from '@ponte/domain/cards';
import type { CheckoutSessionView, PaymentResult } from '@ponte/domain/checkout';
import { checkoutText } from '@ponte/domain/checkout-rules';
import { formatBrl } from '@ponte/domain/money';
import { ApiError, errorText } from '../../../lib/http';
import { useInstallments } from '../api/get-installments';
import { processPayment } from '../api/process-payment';
import { emptyCardFields, isCheckoutField, toPaymentBody, validateCheckout } from '../hooks/checkout-form-model';
import { useIdempotencyKey } from '../hooks/idempotency-key';
import { leavePage } from '../hooks/leave-page';
import { errorPath, paymentDestination, successPath, type SuccessState } from '../hooks/payment-destination';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { navigate } from '../hooks/use-location';
import { AddressFields } from './address-fields';
import { CardFields } from './card-fields';
import { CustomerFields } from './customer-fields';
import { InstallmentsSelect } from './installments-select';
import { methodNotes, PaymentMethodPicker } from './payment-method-picker';
import { Button, Notice, SectionCard, styles as s } from './ui';

const focusField = (name: string) => document.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)?.focus();

export type CheckoutFormProps = {
  session: CheckoutSessionView;
  /** The session changed under the page (paid or being paid in another tab): read it again. */
  onStale: () => void;
};

/** The customer's data, address and payment; sends one attempt at a time. */
export function CheckoutForm({ session, onStale }: CheckoutFormProps) {
  const form = useCheckoutForm(session);
  const keyFor = useIdempotencyKey();
  // State updates land after the click handler; a second tap in between must not send again.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  // The spec's alerts ('Por favor, preencha os dados do cartão', the server's refusal), shown on
  // the page and announced (role=alert) instead of a browser dialog that hides the form.
  const [problem, setProblem] = useState<string | null>(null);
  // What the button says is what is charged: by card, the total of the installments chosen,
  // interest included, as the select shows it (issue 28). Fetched only once the card is chosen.
  const installments = useInstallments(session.token, form.method === 'credit_card');
  const chosen = installments.data?.find((o) => String(o.number) === form.values.installments);
  const payable = form.method === 'credit_card' && chosen ? chosen.total_amount : session.total_amount;

  const goTo = (result: PaymentResult) => {
    const destination = paymentDestination(result);
    if (destination.kind === 'success') navigate(successPath(session.token), { result } satisfies SuccessState);
    else if (destination.kind === 'redirect') leavePage(destination.url);
    else navigate(errorPath(session.token, destination.message));
  };

  const onFailure = (err: unknown) => {
    // A refused card answered as 402 goes where a 'declined' result goes.
    if (err instanceof ApiError && err.status === 402) {
      navigate(errorPath(session.token, err.message || checkoutText.declined));
      return;
    }
    if (err instanceof ApiError && err.status === 409) onStale();
    if (err instanceof ApiError) {
      const fieldErrors = Object.fromEntries(Object.entries(err.details).filter(([key]) => isCheckoutField(key)));
      if (Object.keys(fieldErrors).length) form.setErrors((e) => ({ ...e, ...fieldErrors }));
    }
    setProblem(errorText(err, checkoutText.processFailed));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setProblem(null);
    const empty = form.method === 'credit_card' ? emptyCardFields(form.values) : [];
    if (empty.length) {
      form.setErrors((e) => ({ ...e, ...Object.fromEntries(empty.map((f) => [f, cardText.fillCard])) }));
      setProblem(cardText.fillCard);
      focusField(empty[0]!);
      return;
    }
    const errors = validateCheckout(form.values, form.method);
    const fields = Object.keys(errors).filter(isCheckoutField);
    if (Object.keys(errors).length) {
      form.setErrors(errors);
      if (fields.length) focusField(fields[0]);
      else setProblem(Object.values(errors)[0] ?? null);
      return;
    }
    const body = toPaymentBody(form.values, form.method);
    sending.current = true;
    setBusy(true);
    processPayment(session.token, body, keyFor(JSON.stringify(body)))
      .then(goTo, onFailure)
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };

  const note = methodNotes[form.method];
  return (
    // Our own Portuguese errors instead of the browser's bubbles, hence noValidate.
    <form onSubmit={submit} noValidate aria-label="Checkout" className={s.stack}>
      <CustomerFields form={form} />
      <AddressFields form={form} />
      <SectionCard title="Pagamento">
        <PaymentMethodPicker value={form.method} onChange={form.setMethod} pixAvailable={session.pix_available} />
        {note && (
          <Notice tone="info">
            <p className={s.text}>{note}</p>
          </Notice>
        )}
        {form.method === 'credit_card' && (
          <>
            <CardFields form={form} />
            <InstallmentsSelect
              options={installments.data}
              total={session.total_amount}
              field={form.bind('installments')}
            />
          </>
        )}
      </SectionCard>
      {problem && (
        <Notice tone="danger" role="alert">
          <p className={s.text}>{problem}</p>
        </Notice>
      )}
      <Button type="submit" size="lg" full disabled={busy}>
        {busy ? 'Processando...' : `Finalizar Compra - ${formatBrl(payable)}`}
      </Button>
    </form>
  );
}
