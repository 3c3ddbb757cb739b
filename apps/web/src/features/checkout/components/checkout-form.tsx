import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { cardText } from '@ponte/domain/cards';
import { checkoutText, type CheckoutSessionView, type PaymentResult } from '@ponte/domain/checkout';
import { formatBrl } from '@ponte/domain/money';
import { ApiError, errorText } from '../../../lib/api';
import { useInstallments } from '../api/get-installments';
import { useProcessPayment } from '../api/process-payment';
import { checkoutKeys } from '../api/query-keys';
import { emptyCardFields, isCheckoutField, toPaymentBody, validateCheckout } from '../hooks/checkout-form-model';
import { useIdempotencyKey } from '../hooks/idempotency-key';
import { leavePage } from '../hooks/leave-page';
import { errorPath, paymentDestination, successPath, type SuccessState } from '../hooks/payment-destination';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { AddressFields } from './address-fields';
import { CardFields } from './card-fields';
import { CustomerFields } from './customer-fields';
import { InstallmentsSelect } from './installments-select';
import { methodNotes, PaymentMethodPicker } from './payment-method-picker';
import { SectionCard } from './section-card';

const focusField = (name: string) => document.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)?.focus();

/** The customer's data, address and payment; sends one attempt at a time. */
export function CheckoutForm({ session }: { session: CheckoutSessionView }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const form = useCheckoutForm(session);
  const pay = useProcessPayment(session.token);
  const keyFor = useIdempotencyKey();
  // State updates land after the click handler; a second tap in between must not send again.
  const sending = useRef(false);
  const busy = pay.isPending;
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
    if (destination.kind === 'success')
      navigate(successPath(session.token), { state: { result } satisfies SuccessState });
    else if (destination.kind === 'redirect') leavePage(destination.url);
    else navigate(errorPath(session.token, destination.message));
  };

  const onFailure = (err: unknown) => {
    // A refused card answered as 402 goes where a 'declined' result goes.
    if (err instanceof ApiError && err.status === 402) {
      navigate(errorPath(session.token, err.message || checkoutText.declined));
      return;
    }
    // Paid or being paid meanwhile (another tab): the page re-reads the session and says so.
    if (err instanceof ApiError && err.status === 409)
      void qc.invalidateQueries({ queryKey: checkoutKeys.session(session.token) });
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
    pay.mutate(
      { body, idempotencyKey: keyFor(JSON.stringify(body)) },
      {
        onSuccess: goTo,
        onError: onFailure,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const note = methodNotes[form.method];
  return (
    // Our own Portuguese errors instead of the browser's bubbles, hence noValidate.
    <form onSubmit={submit} noValidate aria-label="Checkout">
      <Stack gap="md">
        <CustomerFields form={form} />
        <AddressFields form={form} />
        <SectionCard title="Pagamento">
          <PaymentMethodPicker value={form.method} onChange={form.setMethod} pixAvailable={session.pix_available} />
          {note && (
            <Alert color="blue" variant="light">
              <Text size="sm">{note}</Text>
            </Alert>
          )}
          {form.method === 'credit_card' && (
            <>
              <CardFields form={form} />
              <InstallmentsSelect
                token={session.token}
                total={session.total_amount}
                field={form.bind('installments')}
              />
            </>
          )}
        </SectionCard>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? 'Processando...' : `Finalizar Compra - ${formatBrl(payable)}`}
        </Button>
      </Stack>
    </form>
  );
}
