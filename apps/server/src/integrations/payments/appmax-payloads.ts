import { toCents } from '@ponte/domain/money';

/*
 * What Ponte sends to Appmax API v3 and reads back: the shapes, and the request bodies built from
 * them. Amounts go out in reais (see Reais); the client adds the token and does the transport.
 */

export type AppmaxCustomerInput = {
  firstname: string;
  lastname: string;
  email: string;
  /** DDD + number, digits only, at most 11. */
  telephone: string;
  ip: string;
  /** 8 digits. */
  postcode?: string;
  address_street?: string;
  address_street_number?: string;
  /** Not in the v3 table we checked (unverified); Appmax ignores unknown fields. */
  address_street_complement?: string;
  address_street_district?: string;
  address_city?: string;
  /** UF, two letters. */
  address_state?: string;
};

export type AppmaxCustomer = {
  id: number;
  hash?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  telephone?: string;
};

export type AppmaxOrderInput = {
  customerId: number;
  products: { sku: string; name: string; qty: number; priceCents?: number; digital?: boolean }[];
  totalCents?: number;
  shippingCents?: number;
  discountCents?: number;
};

/** The order fields Ponte reads; Appmax writes status in Portuguese (`pendente`, `aprovado`…). */
export type AppmaxOrder = {
  id: number;
  customer_id?: number;
  status: string;
  total?: number | string;
  payment_type?: string;
  [key: string]: unknown;
};

export type AppmaxCard = { number: string; cvv: string; month: number; year: number; name: string };

export type AppmaxPaymentTarget = { orderId: number; customerId: number; documentNumber: string };

export type AppmaxCardPayment = { type?: string; pay_reference?: string; [key: string]: unknown };
export type AppmaxBoleto = {
  type?: string;
  pdf: string;
  due_date: string;
  digitable_line: string;
  boleto_payment_code?: string;
};
export type AppmaxPix = {
  type?: string;
  pay_reference?: string;
  /** PNG, base64 without the data: prefix. */
  pix_qrcode: string;
  pix_emv: string;
  pix_creation_date?: string;
  pix_expiration_date: string;
};

/** An amount Appmax reads in reais; written to the JSON as a number with two decimals (`150.00`). */
export class Reais {
  constructor(readonly cents: number) {}

  /** From integer cents without float arithmetic, so 1005 is exactly `10.05`. */
  toString() {
    const c = Math.round(this.cents);
    const abs = Math.abs(c);
    return `${c < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** '150.00', 150 or '150,00' → cents; anything else → null. */
export function reaisToCents(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  // Beyond safe integers of cents is not an amount either (toCents would refuse it).
  return Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER / 100 ? toCents(n) : null;
}

/** POST /customer. */
export function customerBody(input: AppmaxCustomerInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  // Appmax validates what is present; empty optional address fields are left out rather than sent blank.
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== '') body[key] = value;
  return body;
}

/** POST /order: products priced in reais. */
export function orderBody(input: AppmaxOrderInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    customer_id: input.customerId,
    products: input.products.map((p) => ({
      sku: p.sku,
      name: p.name,
      qty: p.qty,
      ...(p.priceCents !== undefined ? { price: new Reais(p.priceCents) } : {}),
      ...(p.digital !== undefined ? { digital_product: p.digital ? 1 : 0 } : {}),
    })),
  };
  if (input.totalCents !== undefined) body.total = new Reais(input.totalCents);
  if (input.shippingCents) body.shipping = new Reais(input.shippingCents);
  if (input.discountCents) body.discount = new Reais(input.discountCents);
  return body;
}

function paymentBody(target: AppmaxPaymentTarget, payment: Record<string, unknown>) {
  return { cart: { order_id: target.orderId }, customer: { customer_id: target.customerId }, payment };
}

/** POST /payment/credit-card. */
export function cardPaymentBody(target: AppmaxPaymentTarget & { card: AppmaxCard; installments: number }) {
  const { card } = target;
  return paymentBody(target, {
    CreditCard: {
      number: card.number,
      cvv: card.cvv,
      month: card.month,
      year: card.year,
      name: card.name,
      document_number: target.documentNumber,
      installments: target.installments,
    },
  });
}

/** POST /payment/boleto. */
export const boletoBody = (target: AppmaxPaymentTarget) =>
  paymentBody(target, { Boleto: { document_number: target.documentNumber } });

/** POST /payment/pix. `expirationDate` is passed as given (its expected format is unverified). */
export const pixBody = (target: AppmaxPaymentTarget & { expirationDate?: string }) =>
  paymentBody(target, {
    pix: {
      document_number: target.documentNumber,
      ...(target.expirationDate ? { expiration_date: target.expirationDate } : {}),
    },
  });

/** POST /payment/installments with format 1 (plain numbers). */
export const installmentsBody = (totalCents: number, max: number) => ({
  installments: max,
  total: new Reais(totalCents),
  format: 1,
});
