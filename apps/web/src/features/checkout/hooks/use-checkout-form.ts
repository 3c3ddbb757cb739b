import { useCallback, useState } from 'react';
import type { CheckoutSessionView, PaymentMethod } from '@ponte/domain/checkout';
import {
  applyMask,
  initialValues,
  liveCardErrors,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
} from './checkout-form-model';

/** The checkout form's state: masked values, the chosen method and the errors beside each field. */
export function useCheckoutForm(session: CheckoutSessionView) {
  const [values, setValues] = useState(() => initialValues(session));
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const [errors, setErrors] = useState<CheckoutErrors>({});

  const change = useCallback((field: CheckoutField, raw: string) => {
    setValues((v) => ({ ...v, [field]: applyMask(field, raw) }));
    // A field being corrected drops its old (possibly server) error.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  /** A filled field is checked on leaving it (CPF check digits, CEP); an empty one waits for submit. */
  const blur = (field: CheckoutField) => {
    if (!values[field].trim()) return;
    const message = validateCheckout(values, method)[field];
    setErrors((e) => ({ ...e, [field]: message }));
  };

  const live = method === 'credit_card' ? liveCardErrors(values) : {};
  const errorOf = (field: CheckoutField) => errors[field] ?? live[field];

  /** Value, masked change, blur check and error of one input. */
  const bind = (field: CheckoutField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => change(field, event.currentTarget.value),
    onBlur: () => blur(field),
    error: errorOf(field),
  });

  return { values, method, setMethod, bind, errorOf, setErrors };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
