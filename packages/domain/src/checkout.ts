import { z } from 'zod';
import { isValidCep, isValidCpf, UF_CODES } from './brazil';
import { CARD_MAX_DIGITS, CARD_MIN_DIGITS, cardExpired, cardText, luhnValid } from './cards';
import { PAYMENT_METHODS } from './payment-methods';

export * from './payment-methods';

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

const digits = (v: string) => v.replace(/\D/g, '');
const text = (max: number, message: string = checkoutText.required) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

export const AddressSchema = z.object({
  street: text(200),
  number: text(20),
  complement: z.string().trim().max(100).optional().default(''),
  neighborhood: text(100),
  city: text(100),
  state: z
    .string({ error: checkoutText.stateInvalid })
    .trim()
    .toUpperCase()
    .refine((v) => (UF_CODES as readonly string[]).includes(v), checkoutText.stateInvalid),
  zipcode: z
    .string({ error: checkoutText.cepInvalid })
    .trim()
    .refine(isValidCep, checkoutText.cepInvalid)
    .transform(digits),
});

export const CardSchema = z.object({
  number: z
    .string({ error: cardText.invalidNumber })
    .transform(digits)
    .refine((v) => v.length >= CARD_MIN_DIGITS && v.length <= CARD_MAX_DIGITS && luhnValid(v), cardText.invalidNumber),
  holder_name: z
    .string({ error: cardText.holderRequired })
    .trim()
    .min(2, cardText.holderRequired)
    .max(100)
    .toUpperCase(),
  expiry_month: z
    .union([z.string(), z.number()])
    .transform((v) => Number(v))
    .refine((m) => Number.isInteger(m) && m >= 1 && m <= 12, cardText.invalidMonth),
  expiry_year: z
    .union([z.string(), z.number()])
    .transform((v) => Number(v))
    .refine((y) => Number.isInteger(y) && y >= 2000 && y <= 2100, cardText.invalidYear),
  cvv: z.string({ error: cardText.invalidCvv }).regex(/^\d{3,4}$/, cardText.invalidCvv),
});
export type CardInput = z.output<typeof CardSchema>;

/**
 * POST /api/checkout/{token}/process-payment (public). The amount is never part of it. `now` is
 * the clock a card's expiry is judged by (the card form's rule, `cardExpired`); tests fix it.
 */
export const processPaymentSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      customer_name: text(120, checkoutText.nameRequired),
      customer_email: z
        .string({ error: checkoutText.emailInvalid })
        .trim()
        .toLowerCase()
        .email(checkoutText.emailInvalid)
        .max(200),
      customer_phone: z
        .string({ error: checkoutText.phoneInvalid })
        .transform(digits)
        .refine((v) => v.length === 10 || v.length === 11, checkoutText.phoneInvalid),
      customer_cpf: z
        .string({ error: checkoutText.cpfInvalid })
        .transform(digits)
        .refine(isValidCpf, checkoutText.cpfInvalid),
      customer_address: AddressSchema,
      payment_method: z.enum(PAYMENT_METHODS, { error: checkoutText.methodInvalid }),
      card_data: CardSchema.nullable().optional(),
      installments: z.coerce
        .number()
        .int(checkoutText.installmentsInvalid)
        .min(1, checkoutText.installmentsInvalid)
        .max(MAX_INSTALLMENTS, checkoutText.installmentsInvalid)
        .default(1),
    })
    .superRefine((b, ctx) => {
      if (b.payment_method === 'credit_card' && !b.card_data)
        ctx.addIssue({ code: 'custom', path: ['card_data'], message: cardText.fillCard });
      const card = b.card_data;
      if (b.payment_method === 'credit_card' && card && cardExpired(card.expiry_month, card.expiry_year, now()))
        ctx.addIssue({ code: 'custom', path: ['card_data', 'expiry_year'], message: cardText.expired });
    });
export const ProcessPaymentSchema = processPaymentSchema();
export type ProcessPayment = z.output<typeof ProcessPaymentSchema>;
export type ProcessPaymentBody = z.input<typeof ProcessPaymentSchema>;

export const CHECKOUT_STATUSES = ['open', 'processing', 'pending', 'paid', 'expired', 'cancelled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const InstallmentOptionSchema = z.object({
  number: z.number().int(),
  installment_amount: z.number(),
  /** The last installment takes the leftover cents, so the installments add up to total_amount exactly. */
  last_installment_amount: z.number(),
  /** What the customer pays in all: the session's total, or more with interest. */
  total_amount: z.number(),
  interest_free: z.boolean(),
});
export type InstallmentOption = z.infer<typeof InstallmentOptionSchema>;

export const PAYMENT_STATUSES = ['approved', 'pending', 'declined', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec 2 §3 'Payment result', plus what the success page needs to show again after a reload. */
export const PaymentResultSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  pix_emv: z.string().nullable(),
  /** The same copy-and-paste code, under the name the checkout issue uses. */
  pix_code: z.string().nullable(),
  /** PNG, base64 without the data: prefix. */
  pix_qrcode: z.string().nullable(),
  pix_expiration: z.string().nullable(),
  boleto_url: z.string().nullable(),
  boleto_line: z.string().nullable(),
  payment_url: z.string().nullable(),
  message: z.string().nullable(),
  order_id: z.string().nullable(),
  /** BRL */
  amount: z.number(),
  /** Card payments: brand and last digits only. */
  card_last4: z.string().nullable().optional(),
  installments: z.number().int().optional(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** GET /api/checkout/{token} (public). */
export const CheckoutSessionViewSchema = z.object({
  token: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  /** BRL */
  total_amount: z.number(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
  appmax_order_id: z.string().nullable(),
  /** True when no payment contract is configured: cards and boletos are simulated. */
  test_mode: z.boolean(),
  pix_available: z.boolean(),
  shopping_list: z.object({
    name: z.string(),
    user: z.object({
      name: z.string(),
      email_woocomerce: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string(),
    }),
    shopping_list_items: z.array(z.object({ quantity: z.number(), product_name: z.string() })),
  }),
  /** The latest payment attempt, so the success page survives a reload. */
  payment: PaymentResultSchema.nullable(),
});
export type CheckoutSessionView = z.infer<typeof CheckoutSessionViewSchema>;

/** A sale a payment became (the staff confirmation answers it; the socket announces it). */
export const SaleCreatedSchema = z.object({
  id: z.number().int(),
  shopping_list_id: z.number().int().nullable(),
  customer_id: z.number().int(),
  seller_id: z.number().int().nullable(),
  total_brl: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
});
export type SaleCreated = z.infer<typeof SaleCreatedSchema>;

/** GET /api/checkout/appmax-webhook (admin): the address to register at Appmax. */
export const AppmaxWebhookUrlSchema = z.object({ url: z.string() });

/** Route params of the public checkout: tokens are 43 base64url characters; anything else cannot be a session. */
export const CheckoutTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Sessão não encontrada'),
});

/**
 * `n` installments adding up to `totalCents` exactly: equal ones rounded down to the cent, the
 * last taking the remainder (R$ 2.881,09 in 3 is 960,36 + 960,36 + 960,37). docs/0043.
 */
export function splitInstallments(totalCents: number, n: number) {
  const installmentCents = Math.floor(totalCents / n);
  return { installmentCents, lastInstallmentCents: totalCents - installmentCents * (n - 1) };
}

/**
 * Installments on `totalCents` (BRL): interest-free up to INTEREST_FREE_INSTALLMENTS, then the
 * Price table at the monthly rate (each installment rounded up to the cent, the total being
 * their sum). Amounts in cents; the installments always add up to the option's total.
 */
export function installmentOptions(
  totalCents: number,
  max = MAX_INSTALLMENTS,
  freeUpTo = INTEREST_FREE_INSTALLMENTS,
  monthlyPercent = INSTALLMENT_MONTHLY_INTEREST_PERCENT,
) {
  const options: {
    number: number;
    installmentCents: number;
    lastInstallmentCents: number;
    totalCents: number;
    interestFree: boolean;
  }[] = [];
  for (let n = 1; n <= max; n++) {
    if (n <= freeUpTo) {
      options.push({ number: n, ...splitInstallments(totalCents, n), totalCents, interestFree: true });
    } else {
      const i = monthlyPercent / 100;
      const each = Math.ceil((totalCents * i) / (1 - Math.pow(1 + i, -n)));
      options.push({
        number: n,
        installmentCents: each,
        lastInstallmentCents: each,
        totalCents: each * n,
        interestFree: false,
      });
    }
  }
  return options;
}

/** GET /api/checkout/help: the shop's WhatsApp (digits with 55) for the public pages, or null. */
export const CheckoutHelpSchema = z.object({ whatsapp: z.string().nullable() });
export type CheckoutHelp = z.infer<typeof CheckoutHelpSchema>;
