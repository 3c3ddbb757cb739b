import { checkCard, formatCardNumber } from '@ponte/domain/cards';
import { maskCep, maskCpf, maskPhone, maskState } from '@ponte/domain/brazil';
import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { checkPaymentBody, type ProcessPaymentBody } from '@ponte/domain/checkout-rules';
import type { PaymentMethod } from '@ponte/domain/payment-methods';

/**
 * Field names are the server's `details` keys (spec 2 §7 body paths), so a 400 lands on the
 * field it is about without a mapping table.
 */
export const CHECKOUT_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_cpf',
  'customer_address.zipcode',
  'customer_address.street',
  'customer_address.number',
  'customer_address.complement',
  'customer_address.neighborhood',
  'customer_address.city',
  'customer_address.state',
  'card_data.number',
  'card_data.holder_name',
  'card_data.expiry_month',
  'card_data.expiry_year',
  'card_data.cvv',
  'installments',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<string, string>>;

export const isCheckoutField = (key: string): key is CheckoutField =>
  (CHECKOUT_FIELDS as readonly string[]).includes(key);

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Spec 2 §5 says both "max 19 chars with spaces" and "13 to 19 digits"; 19 characters would
 * stop at 16 digits and shut out 19-digit cards (Hipercard, some Elo), so the field holds 19
 * digits plus their 4 spaces.
 */
export const CARD_NUMBER_MAX_CHARS = 23;

/** What each field keeps of what is typed: the masks and limits of spec 2 §5. */
const masks: Partial<Record<CheckoutField, (value: string) => string>> = {
  customer_phone: maskPhone,
  customer_cpf: maskCpf,
  'customer_address.zipcode': maskCep,
  'customer_address.state': maskState,
  'card_data.number': (v) => formatCardNumber(v).slice(0, CARD_NUMBER_MAX_CHARS),
  'card_data.holder_name': (v) => v.toUpperCase(),
  'card_data.expiry_month': (v) => digits(v).slice(0, 2),
  'card_data.expiry_year': (v) => digits(v).slice(0, 4),
  'card_data.cvv': (v) => digits(v).slice(0, 4),
};

export const applyMask = (field: CheckoutField, value: string) => masks[field]?.(value) ?? value;

/** The customer's WhatsApp number is stored with the country code (55…); the form wants DDD + number. */
export function localPhone(phone: string): string {
  const d = digits(phone);
  return d.length > 11 && d.startsWith('55') ? d.slice(2) : d;
}

/** The form as the session prefills it: the store e-mail first, as the shop knows the customer by it. */
export function initialValues(session: CheckoutSessionView): CheckoutValues {
  const user = session.shopping_list.user;
  const values = Object.fromEntries(CHECKOUT_FIELDS.map((f) => [f, ''])) as CheckoutValues;
  return {
    ...values,
    customer_name: session.customer_name || user.name || '',
    customer_email: user.email_woocomerce || user.email || session.customer_email || '',
    customer_phone: maskPhone(localPhone(user.phone ?? '')),
    installments: '1',
  };
}

/** The request body: phone, CPF and CEP as digits, holder upper-cased, no card unless paying by card. */
export function toPaymentBody(values: CheckoutValues, method: PaymentMethod): ProcessPaymentBody {
  const card = method === 'credit_card';
  return {
    customer_name: values.customer_name.trim(),
    customer_email: values.customer_email.trim(),
    customer_phone: digits(values.customer_phone),
    customer_cpf: digits(values.customer_cpf),
    customer_address: {
      street: values['customer_address.street'].trim(),
      number: values['customer_address.number'].trim(),
      complement: values['customer_address.complement'].trim(),
      neighborhood: values['customer_address.neighborhood'].trim(),
      city: values['customer_address.city'].trim(),
      state: values['customer_address.state'].trim().toUpperCase(),
      zipcode: digits(values['customer_address.zipcode']),
    },
    payment_method: method,
    card_data: card
      ? {
          number: digits(values['card_data.number']),
          holder_name: values['card_data.holder_name'].trim().toUpperCase(),
          expiry_month: Number(values['card_data.expiry_month']),
          expiry_year: Number(values['card_data.expiry_year']),
          cvv: values['card_data.cvv'],
        }
      : null,
    installments: card ? Number(values.installments) || 1 : 1,
  };
}

const CARD_FIELDS = [
  'card_data.number',
  'card_data.holder_name',
  'card_data.expiry_month',
  'card_data.expiry_year',
  'card_data.cvv',
] as const;

/** Spec 2 §5: a card payment with a blank card field is stopped with one alert, not field errors. */
export const isCardIncomplete = (values: CheckoutValues) => CARD_FIELDS.some((f) => !values[f].trim());

/** The card fields still empty, in the order the form shows them. */
export const emptyCardFields = (values: CheckoutValues) => CARD_FIELDS.filter((f) => !values[f].trim());

const cardErrors = (values: CheckoutValues, now: Date): CheckoutErrors => {
  const c = checkCard(
    {
      number: values['card_data.number'],
      expiry_month: values['card_data.expiry_month'],
      expiry_year: values['card_data.expiry_year'],
    },
    now,
  );
  return { 'card_data.number': c.number, 'card_data.expiry_month': c.month, 'card_data.expiry_year': c.year };
};

/**
 * The card errors shown while typing: the number only once 13 digits are in (the Luhn rule),
 * the month once both digits are, the year once all four are, so a half-typed field is not
 * called wrong.
 */
export function liveCardErrors(values: CheckoutValues, now = new Date()): CheckoutErrors {
  const all = cardErrors(values, now);
  return {
    'card_data.number': digits(values['card_data.number']).length >= 13 ? all['card_data.number'] : undefined,
    'card_data.expiry_month': values['card_data.expiry_month'].length === 2 ? all['card_data.expiry_month'] : undefined,
    'card_data.expiry_year': values['card_data.expiry_year'].length === 4 ? all['card_data.expiry_year'] : undefined,
  };
}

/**
 * Every error before sending: the rules the server's schema is built on (so both sides say the
 * same Portuguese words, without zod on the customer's page), plus the card form's own checks.
 */
export function validateCheckout(values: CheckoutValues, method: PaymentMethod, now = new Date()): CheckoutErrors {
  const errors: CheckoutErrors = checkPaymentBody(toPaymentBody(values, method), now);
  if (method === 'credit_card') {
    for (const [key, message] of Object.entries(cardErrors(values, now))) if (message) errors[key] = message;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}
