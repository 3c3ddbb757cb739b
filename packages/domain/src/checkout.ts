import { z } from 'zod';
import { cardExpired, cardText } from './cards';
import {
  checkoutRules,
  checkoutText,
  INSTALLMENT_MONTHLY_INTEREST_PERCENT,
  INTEREST_FREE_INSTALLMENTS,
  MAX_INSTALLMENTS,
} from './checkout-rules';
import { PAYMENT_METHODS } from './payment-methods';

export * from './payment-methods';

export * from './checkout-rules';

const digits = (v: string) => v.replace(/\D/g, '');
const trim = (v: string) => v.trim();
const r = checkoutRules;

/** A field judged by its checkout rule (checkout-rules.ts), the same the page checks with before sending. */
const ruled =
  <T>(rule: (value: T) => string | undefined) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
const field = (rule: (value: string) => string | undefined, message: string) =>
  z.string({ error: message }).superRefine(ruled(rule));
const numberField = (rule: (value: string | number) => string | undefined, message: string) =>
  z.union([z.string(), z.number()], { error: message }).superRefine(ruled(rule)).transform(Number);

export const AddressSchema = z.object({
  street: field(r.street, checkoutText.required).transform(trim),
  number: field(r.number, checkoutText.required).transform(trim),
  complement: field(r.complement, checkoutText.required).transform(trim).optional().default(''),
  neighborhood: field(r.neighborhood, checkoutText.required).transform(trim),
  city: field(r.city, checkoutText.required).transform(trim),
  state: field(r.state, checkoutText.stateInvalid).transform((v) => v.trim().toUpperCase()),
  zipcode: field(r.zipcode, checkoutText.cepInvalid).transform(digits),
});

export const CardSchema = z.object({
  number: field(r.card_number, cardText.invalidNumber).transform(digits),
  holder_name: field(r.holder_name, cardText.holderRequired).transform((v) => v.trim().toUpperCase()),
  expiry_month: numberField(r.expiry_month, cardText.invalidMonth),
  expiry_year: numberField(r.expiry_year, cardText.invalidYear),
  cvv: field(r.cvv, cardText.invalidCvv),
});
export type CardInput = z.output<typeof CardSchema>;

/**
 * POST /api/checkout/{token}/process-payment (public). The amount is never part of it. A card's
 * expiry is not the schema's: it depends on the clock, and a schema reads none (the server
 * judges it after parsing, `expiredCardDetails`).
 */
export const ProcessPaymentSchema = z
  .object({
    customer_name: field(r.customer_name, checkoutText.nameRequired).transform(trim),
    customer_email: field(r.customer_email, checkoutText.emailInvalid).transform((v) => v.trim().toLowerCase()),
    customer_phone: field(r.customer_phone, checkoutText.phoneInvalid).transform(digits),
    customer_cpf: field(r.customer_cpf, checkoutText.cpfInvalid).transform(digits),
    customer_address: AddressSchema,
    payment_method: z.enum(PAYMENT_METHODS, { error: checkoutText.methodInvalid }),
    card_data: CardSchema.nullable().optional(),
    installments: numberField(r.installments, checkoutText.installmentsInvalid).optional().default(1),
  })
  .superRefine((b, ctx) => {
    if (b.payment_method === 'credit_card' && !b.card_data)
      ctx.addIssue({ code: 'custom', path: ['card_data'], message: cardText.fillCard });
  });
export type ProcessPayment = z.output<typeof ProcessPaymentSchema>;

/** A parsed card payment whose card is past its month at `now` (the card form's rule): the 400's details, else null. */
export function expiredCardDetails(body: ProcessPayment, now: Date): Record<string, string> | null {
  const card = body.card_data;
  if (body.payment_method !== 'credit_card' || !card) return null;
  return cardExpired(card.expiry_month, card.expiry_year, now) ? { 'card_data.expiry_year': cardText.expired } : null;
}

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
