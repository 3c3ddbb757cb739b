import { createHash } from 'node:crypto';
import {
  checkoutText,
  MAX_INSTALLMENTS,
  PIX_EXPIRY_MINUTES,
  splitInstallments,
  type InstallmentOption,
} from '@ponte/domain/checkout';
import { fromCents } from '@ponte/domain/money';
import {
  ProviderUnavailable,
  type AttemptOutcome,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from './types';
import { AppmaxError, redactCardNumbers, type AppmaxClient } from './appmax-client';
import type { AppmaxCustomerInput, AppmaxOrderInput } from './appmax-payloads';

/** Appmax order statuses (Portuguese, as the API writes them). */
export const PAID_STATUSES = new Set(['aprovado', 'integrado']);
/** A card answer with these order statuses is a finished sale; `autorizado` is captured by Appmax later. */
const CARD_APPROVED_STATUSES = new Set(['aprovado', 'autorizado', 'integrado']);
export const CANCELLED_STATUSES = new Set(['cancelado', 'estornado']);

export const PAID_EVENTS = new Set(['OrderPaid', 'OrderApproved', 'OrderPaidByPix']);
export const CANCELLED_EVENTS = new Set(['OrderRefund', 'OrderPixExpired', 'PaymentNotAuthorized']);

/**
 * Appmax writes zone-less 'Y-m-d H:i:s' times; as a Brazilian service we read them as São Paulo
 * time (UTC-3, no daylight saving since 2019). Unverified against Appmax docs.
 */
export const APPMAX_TIME_OFFSET = '-03:00';

/** '2024-06-01 12:30:00' (São Paulo) or any ISO string → ISO UTC; null when unreadable. */
export function appmaxTimeToIso(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const v = value.trim();
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?)$/.exec(v);
  const date = new Date(local ? `${local[1]}T${local[2]}${APPMAX_TIME_OFFSET}` : v);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const isPaidStatus = (status: string) => PAID_STATUSES.has(status.trim().toLowerCase());

/** 'Maria da Silva' → Maria / da Silva. Appmax requires both; a one-word name fills both. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firstname = words[0] ?? '';
  return { firstname, lastname: words.length > 1 ? words.slice(1).join(' ') : firstname };
}

/** DDD + number, at most 11 digits: a leading country code 55 is dropped. */
function telephone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  return d.length > 11 && d.startsWith('55') ? d.slice(2) : d;
}

/** Appmax requires a SKU per product; items without one get a stable one derived from the name. */
function sku(item: ChargeRequest['items'][number]): string {
  const own = item.sku?.trim();
  return own || `PONTE-${createHash('sha1').update(item.name).digest('hex').slice(0, 12).toUpperCase()}`;
}

function customerInput(req: ChargeRequest): AppmaxCustomerInput {
  const { customer } = req;
  const a = customer.address;
  return {
    ...splitName(customer.name),
    email: customer.email,
    telephone: telephone(customer.phone),
    ip: customer.ip,
    postcode: a.zipcode.replace(/\D/g, ''),
    address_street: a.street,
    address_street_number: a.number,
    address_street_complement: a.complement,
    address_street_district: a.neighborhood,
    address_city: a.city,
    address_state: a.state.toUpperCase(),
  };
}

/**
 * The checkout total can differ from the items (freight, fees, a discount). The difference goes
 * as `shipping` or `discount`, so however Appmax adds the order up it reaches `total`.
 */
function orderInput(req: ChargeRequest, customerId: number): AppmaxOrderInput {
  const itemsCents = req.items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
  const diff = req.amountCents - itemsCents;
  return {
    customerId,
    products: req.items.map((i) => ({ sku: sku(i), name: i.name, qty: i.quantity, priceCents: i.priceCents })),
    totalCents: req.amountCents,
    ...(diff > 0 ? { shippingCents: diff } : {}),
    ...(diff < 0 ? { discountCents: -diff } : {}),
  };
}

/** The service's text, plus its first field error when that says more. */
function describe(err: AppmaxError): string {
  const first = Object.values(err.fields).flat()[0];
  return first && first !== err.message ? `${err.message}: ${first}` : err.message;
}

/** Anything that is not a plain refusal means Appmax could not be relied on: the session stays payable. */
function unavailable(err: unknown): ProviderUnavailable {
  const message = err instanceof Error ? err.message : 'Appmax indisponível';
  return new ProviderUnavailable(redactCardNumbers(message));
}

const isRefusal = (err: unknown): err is AppmaxError => err instanceof AppmaxError && err.kind === 'refused';

/**
 * Real card, boleto and PIX charges through Appmax API v3: customer → order → payment. The card
 * goes only into the payment call and is neither kept nor logged here.
 */
export class AppmaxProvider implements PaymentProvider {
  readonly name = 'appmax' as const;
  readonly testMode = false;

  constructor(private readonly client: AppmaxClient) {}

  /**
   * Appmax's own table (its interest settings), which is what Appmax charges the card: an
   * option is interest-free when it adds up to the cash total (its rounding aside), and then
   * the last installment takes the remainder; with interest the total is what Appmax charges.
   */
  async installments(totalCents: number): Promise<InstallmentOption[]> {
    let list: { count: number; amountCents: number }[];
    try {
      list = await this.client.installments(totalCents, MAX_INSTALLMENTS);
    } catch (err) {
      throw unavailable(err);
    }
    return list
      .filter((o) => o.count <= MAX_INSTALLMENTS)
      .map(({ count, amountCents }) => {
        // 100.00 in 3 is 33.33 each: rounding leaves up to a cent per installment, which is not interest.
        const interestFree = Math.abs(amountCents * count - totalCents) < count;
        const split = interestFree
          ? splitInstallments(totalCents, count)
          : { installmentCents: amountCents, lastInstallmentCents: amountCents };
        return {
          number: count,
          installment_amount: fromCents(split.installmentCents),
          last_installment_amount: fromCents(split.lastInstallmentCents),
          total_amount: fromCents(interestFree ? totalCents : amountCents * count),
          interest_free: interestFree,
        };
      });
  }

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    if (req.method === 'credit_card' && !req.card)
      return { status: 'failed', providerRef: null, message: checkoutText.processFailed };

    let customerId: number;
    let orderId: number;
    try {
      customerId = (await this.client.createCustomer(customerInput(req))).id;
      orderId = (await this.client.createOrder(orderInput(req, customerId))).id;
      await req.onOrderCreated?.(String(orderId));
    } catch (err) {
      if (isRefusal(err)) return { status: 'failed', providerRef: null, message: describe(err) };
      throw unavailable(err);
    }
    const providerRef = String(orderId);
    const target = { orderId, customerId, documentNumber: req.customer.cpf.replace(/\D/g, '') };

    if (req.method === 'credit_card') {
      const card = req.card!;
      try {
        await this.client.payCreditCard({
          ...target,
          card: {
            number: card.number,
            cvv: card.cvv,
            month: card.expiry_month,
            year: card.expiry_year,
            name: card.holder_name,
          },
          installments: req.installments,
        });
      } catch (err) {
        if (isRefusal(err)) return { status: 'declined', providerRef, message: describe(err) || checkoutText.declined };
        throw unavailable(err);
      }
      return this.cardOutcome(providerRef);
    }

    if (req.method === 'boleto') {
      try {
        const b = await this.client.payBoleto(target);
        // Appmax writes 'Y-m-d' (sometimes with a time); the checkout shows the date only.
        const dueDate = /^\d{4}-\d{2}-\d{2}/.exec(b.due_date ?? '')?.[0] ?? String(b.due_date ?? '');
        return {
          status: 'pending',
          providerRef,
          message: null,
          boleto: { url: b.pdf, line: b.digitable_line, dueDate },
        };
      } catch (err) {
        if (isRefusal(err)) return { status: 'failed', providerRef, message: describe(err) };
        throw unavailable(err);
      }
    }

    try {
      const p = await this.client.payPix(target);
      // An unreadable expiry falls back to Ponte's own PIX window rather than failing a valid code.
      const expiresAt =
        appmaxTimeToIso(p.pix_expiration_date) ?? new Date(Date.now() + PIX_EXPIRY_MINUTES * 60_000).toISOString();
      return {
        status: 'pending',
        providerRef,
        message: null,
        pix: { emv: p.pix_emv, qrcodePng: p.pix_qrcode, expiresAt },
      };
    } catch (err) {
      if (isRefusal(err)) return { status: 'failed', providerRef, message: describe(err) };
      throw unavailable(err);
    }
  }

  /**
   * An attempt a crash interrupted: without an order id no order was made (the id is stored
   * before any payment call), so nothing was charged; with one, the order's status decides.
   */
  /** POST /refund of the whole order; a refusal or no answer is ProviderUnavailable (staff refund by hand). */
  async refund(attempt: { reference: string; providerRef: string | null }): Promise<void> {
    if (!attempt.providerRef) throw new ProviderUnavailable('Pedido Appmax desconhecido: não há o que estornar');
    try {
      await this.client.refund(attempt.providerRef);
    } catch (err) {
      throw unavailable(err);
    }
  }

  async lookup(attempt: { reference: string | null; providerRef: string | null }): Promise<AttemptOutcome> {
    if (!attempt.providerRef) return { status: 'unknown', providerRef: null };
    let status: string;
    try {
      status = (await this.client.getOrder(attempt.providerRef)).status.trim().toLowerCase();
    } catch (err) {
      throw unavailable(err);
    }
    const providerRef = attempt.providerRef;
    if (CARD_APPROVED_STATUSES.has(status)) return { status: 'approved', providerRef };
    if (CANCELLED_STATUSES.has(status)) return { status: 'failed', providerRef };
    return { status: 'pending', providerRef };
  }

  /**
   * The payment call succeeded; the order's status says whether the money is there. A failed
   * re-read must not make the session payable again (the card may already be charged): it is
   * pending, and the notification or a later check settles it.
   */
  private async cardOutcome(providerRef: string): Promise<ChargeResult> {
    let status = '';
    try {
      status = (await this.client.getOrder(providerRef)).status.trim().toLowerCase();
    } catch {
      status = '';
    }
    if (CARD_APPROVED_STATUSES.has(status)) return { status: 'approved', providerRef, message: null };
    if (CANCELLED_STATUSES.has(status)) return { status: 'declined', providerRef, message: checkoutText.declined };
    return { status: 'pending', providerRef, message: checkoutText.pending };
  }
}
