/*
 * The customer's checkout without zod (issue 35): its texts, constants and the payment body's
 * rules. The public pages load this and nothing of zod; the server's ProcessPaymentSchema
 * (checkout.ts) is built on the same rules, so both sides say the same words for the same input.
 */
import { isValidCep, isValidCpf, UF_CODES } from './brazil';
import { CARD_MAX_DIGITS, CARD_MIN_DIGITS, cardExpired, cardText, luhnValid } from './cards';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/**
 * The id of the JSON block the server writes a checkout page's order into (issue 35, docs/0086),
 * which the page's bundle reads instead of asking for the order.
 */
export const CHECKOUT_ORDER_BLOCK_ID = 'checkout-order';

/** Public checkout pages (spec 2 §2, §4, §5, §8) and the server's own messages. */
export const checkoutText = {
  sessionNotFound: 'Sessão não encontrada',
  sessionNotFoundAlert: 'Sessão de checkout não encontrada',
  sessionExpired: 'Este link de pagamento expirou. Peça um novo link à loja.',
  alreadyPaid: 'Este pedido já foi pago',
  superseded: 'Este link de pagamento foi substituído. Peça à loja o link mais recente.',
  inProgress: 'O pagamento deste pedido já está sendo processado',
  /** Issue 28: staff confirming while the customer's card attempt holds the list. */
  attemptHoldsList: 'O cliente está pagando esta lista agora. Aguarde o resultado antes de confirmar.',
  /** A card approved for a list another payment had paid: the charge is given back. */
  chargeRefunded: 'Esta lista já tinha sido paga. A cobrança no seu cartão foi estornada.',
  chargeRefundPending: 'Esta lista já tinha sido paga. Nossa equipe vai estornar a cobrança no seu cartão.',
  loadFailed: 'Erro ao carregar checkout',
  processFailed: 'Erro ao processar pagamento',
  pending: 'Pagamento pendente',
  declined: 'Pagamento recusado. Verifique os dados do cartão ou use outro cartão.',
  testCardOnly: 'Modo de teste: use um dos cartões de teste',
  copied: 'Copiado!',
  retry: 'Tentar Novamente',
  nameRequired: 'Informe o nome completo',
  emailInvalid: 'Informe um e-mail válido',
  phoneInvalid: 'Informe um telefone com DDD',
  cpfInvalid: 'CPF inválido',
  cepInvalid: 'CEP inválido',
  stateInvalid: 'UF inválida',
  required: 'Campo obrigatório',
  methodInvalid: 'Forma de pagamento inválida',
  installmentsInvalid: 'Número de parcelas inválido',
  pixNotConfigured: 'PIX indisponível: a loja ainda não configurou a chave PIX',
  providerUnavailable: 'Não foi possível falar com o processador de pagamentos. Tente novamente em instantes.',
} as const;

export const MAX_INSTALLMENTS = 12;
/** Up to this many installments carry no interest. */
export const INTEREST_FREE_INSTALLMENTS = 3;
/** Monthly interest above that, compound (Price table). */
export const INSTALLMENT_MONTHLY_INTEREST_PERCENT = 2.49;
export const PIX_EXPIRY_MINUTES = 30;
export const BOLETO_DUE_DAYS = 3;

/**
 * Test mode (no payment contract configured): these card numbers decide the result; any other
 * card is refused. Listed in the README.
 */
export const TEST_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  pending: '5555555555554444',
} as const;

/** The longest each text may be (beyond it the field's own message is said). */
export const CHECKOUT_MAX_LENGTH = {
  customer_name: 120,
  customer_email: 200,
  street: 200,
  number: 20,
  complement: 100,
  neighborhood: 100,
  city: 100,
  holder_name: 100,
} as const;

/** An e-mail as zod's `email()` takes it: no leading or doubled dot, a dotted domain, a 2+ letter end. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const digits = (v: string) => v.replace(/\D/g, '');

/** A text the customer must fill: said with `message` when blank or longer than `max`. */
export const textRule = (max: number, message: string) => (value: string) => {
  const v = value.trim();
  return v.length >= 1 && v.length <= max ? undefined : message;
};

/** Each rule answers its message, or undefined when the value passes. */
export const checkoutRules = {
  customer_name: textRule(CHECKOUT_MAX_LENGTH.customer_name, checkoutText.nameRequired),
  customer_email: (value: string) => {
    const v = value.trim().toLowerCase();
    return EMAIL_PATTERN.test(v) && v.length <= CHECKOUT_MAX_LENGTH.customer_email
      ? undefined
      : checkoutText.emailInvalid;
  },
  customer_phone: (value: string) => {
    const n = digits(value).length;
    return n === 10 || n === 11 ? undefined : checkoutText.phoneInvalid;
  },
  customer_cpf: (value: string) => (isValidCpf(digits(value)) ? undefined : checkoutText.cpfInvalid),
  street: textRule(CHECKOUT_MAX_LENGTH.street, checkoutText.required),
  number: textRule(CHECKOUT_MAX_LENGTH.number, checkoutText.required),
  complement: (value: string) =>
    value.trim().length <= CHECKOUT_MAX_LENGTH.complement ? undefined : checkoutText.required,
  neighborhood: textRule(CHECKOUT_MAX_LENGTH.neighborhood, checkoutText.required),
  city: textRule(CHECKOUT_MAX_LENGTH.city, checkoutText.required),
  state: (value: string) =>
    (UF_CODES as readonly string[]).includes(value.trim().toUpperCase()) ? undefined : checkoutText.stateInvalid,
  zipcode: (value: string) => (isValidCep(value) ? undefined : checkoutText.cepInvalid),
  card_number: (value: string) => {
    const d = digits(value);
    return d.length >= CARD_MIN_DIGITS && d.length <= CARD_MAX_DIGITS && luhnValid(d)
      ? undefined
      : cardText.invalidNumber;
  },
  holder_name: (value: string) => {
    const n = value.trim().length;
    return n >= 2 && n <= CHECKOUT_MAX_LENGTH.holder_name ? undefined : cardText.holderRequired;
  },
  expiry_month: (value: string | number) => {
    const m = Number(value);
    return Number.isInteger(m) && m >= 1 && m <= 12 ? undefined : cardText.invalidMonth;
  },
  expiry_year: (value: string | number) => {
    const y = Number(value);
    return Number.isInteger(y) && y >= 2000 && y <= 2100 ? undefined : cardText.invalidYear;
  },
  cvv: (value: string) => (/^\d{3,4}$/.test(value) ? undefined : cardText.invalidCvv),
  installments: (value: string | number) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= MAX_INSTALLMENTS ? undefined : checkoutText.installmentsInvalid;
  },
  payment_method: (value: string) =>
    (PAYMENT_METHODS as readonly string[]).includes(value) ? undefined : checkoutText.methodInvalid,
};

/** POST /api/checkout/{token}/process-payment as the page sends it (the amount is never part of it). */
export type ProcessPaymentBody = {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_cpf: string;
  customer_address: {
    street: string;
    number: string;
    complement?: string;
    neighborhood: string;
    city: string;
    state: string;
    zipcode: string;
  };
  payment_method: PaymentMethod;
  card_data?: {
    number: string;
    holder_name: string;
    expiry_month: string | number;
    expiry_year: string | number;
    cvv: string;
  } | null;
  installments?: string | number;
};

/**
 * Every error of a payment body, keyed by its path ('customer_address.zipcode'), as the server
 * answers them: the page checks with this before sending, the server with ProcessPaymentSchema.
 */
export function checkPaymentBody(body: ProcessPaymentBody, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string | undefined) => {
    if (message && !errors[path]) errors[path] = message;
  };
  const r = checkoutRules;
  put('customer_name', r.customer_name(body.customer_name));
  put('customer_email', r.customer_email(body.customer_email));
  put('customer_phone', r.customer_phone(body.customer_phone));
  put('customer_cpf', r.customer_cpf(body.customer_cpf));
  const a = body.customer_address;
  put('customer_address.street', r.street(a.street));
  put('customer_address.number', r.number(a.number));
  put('customer_address.complement', r.complement(a.complement ?? ''));
  put('customer_address.neighborhood', r.neighborhood(a.neighborhood));
  put('customer_address.city', r.city(a.city));
  put('customer_address.state', r.state(a.state));
  put('customer_address.zipcode', r.zipcode(a.zipcode));
  put('payment_method', r.payment_method(body.payment_method));
  const card = body.card_data;
  if (card) {
    put('card_data.number', r.card_number(card.number));
    put('card_data.holder_name', r.holder_name(card.holder_name));
    put('card_data.expiry_month', r.expiry_month(card.expiry_month));
    put('card_data.expiry_year', r.expiry_year(card.expiry_year));
    put('card_data.cvv', r.cvv(card.cvv));
  }
  put('installments', r.installments(body.installments ?? 1));
  if (body.payment_method === 'credit_card' && !card) put('card_data', cardText.fillCard);
  if (
    body.payment_method === 'credit_card' &&
    card &&
    !errors['card_data.expiry_month'] &&
    !errors['card_data.expiry_year'] &&
    cardExpired(Number(card.expiry_month), Number(card.expiry_year), now)
  )
    put('card_data.expiry_year', cardText.expired);
  return errors;
}
