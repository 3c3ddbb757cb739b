import { randomUUID } from 'node:crypto';
import { fetchFailureText } from '../../lib/failure-text';
import {
  boletoBody,
  cardPaymentBody,
  customerBody,
  installmentsBody,
  isRecord,
  orderBody,
  pixBody,
  Reais,
  reaisToCents,
  type AppmaxBoleto,
  type AppmaxCard,
  type AppmaxCardPayment,
  type AppmaxCustomer,
  type AppmaxCustomerInput,
  type AppmaxOrder,
  type AppmaxOrderInput,
  type AppmaxPaymentTarget,
  type AppmaxPix,
} from './appmax-payloads';

export const APPMAX_PRODUCTION_URL = 'https://admin.appmax.com.br/api/v3';
export const APPMAX_SANDBOX_URL = 'https://homolog.sandboxappmax.com.br/api/v3';

/** A card authorization can take a while at the acquirer; past this the attempt counts as unreachable. */
export const APPMAX_TIMEOUT_MS = 30_000;

export type AppmaxConfig = { baseUrl: string; accessToken: string; timeoutMs?: number };

/**
 * Why an Appmax call failed: `unreachable` (refused, DNS, timeout), `bad_answer` (not the
 * `{success,…}` envelope: a proxy page, an empty body) or `refused` (`success:false`, with the
 * service's own `text` and field errors).
 */
export type AppmaxErrorKind = 'unreachable' | 'bad_answer' | 'refused';

export class AppmaxError extends Error {
  constructor(
    message: string,
    readonly kind: AppmaxErrorKind,
    /** HTTP status; 0 when nothing answered. */
    readonly status: number,
    /** Field → messages, from the failure envelope's `data`. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(redactCardNumbers(message));
    this.name = 'AppmaxError';
  }

  get unreachable() {
    return this.kind === 'unreachable';
  }
}

/**
 * Any run of 13–19 digits (spaces or dashes allowed between them) becomes '[cartão]'. Error
 * texts end up in logs and in the checkout page; a service that echoes the request must not
 * put a card number there.
 */
export function redactCardNumbers(text: string): string {
  return text.replace(/\d(?:[ -]?\d){12,18}/g, '[cartão]');
}

/**
 * JSON.stringify writes 150 for 150.00; Appmax's examples show two decimals, so Reais values go
 * out as marked strings and lose their quotes afterwards. The marker is random per body, so no
 * customer text can forge one.
 */
function encodeBody(body: Record<string, unknown>): string {
  const marker = `reais-${randomUUID()}:`;
  const json = JSON.stringify(body, (_key, value: unknown) =>
    value instanceof Reais ? `${marker}${value.toString()}` : value,
  );
  return json.replace(new RegExp(`"${marker}(-?\\d+\\.\\d{2})"`, 'g'), '$1');
}

/** Laravel-style `{ field: ["msg"] }`; a bare string becomes a one-item list. */
function fieldErrors(data: unknown): Record<string, string[]> {
  if (!isRecord(data)) return {};
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(data)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (list.length) out[key] = list.map(redactCardNumbers);
  }
  return out;
}

/**
 * Appmax API v3 (amounts in reais). POSTs carry `access-token` in the JSON body, GETs as a
 * header. Every answer is `{success,status,text,data}` and `success` decides, whatever the HTTP
 * status says. Nothing here logs: card requests go through the same path as the others.
 */
export class AppmaxClient {
  private readonly base: string;
  private readonly token: string;
  private readonly timeoutMs: number;

  constructor(config: AppmaxConfig) {
    this.base = config.baseUrl.trim().replace(/\/+$/, '');
    this.token = config.accessToken;
    this.timeoutMs = config.timeoutMs ?? APPMAX_TIMEOUT_MS;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers:
          method === 'GET'
            ? { 'access-token': this.token, accept: 'application/json' }
            : { 'content-type': 'application/json', accept: 'application/json' },
        body: method === 'POST' ? encodeBody({ 'access-token': this.token, ...body }) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      // Only the error's own message: the request (and any card in it) stays out of it.
      throw new AppmaxError(
        timedOut ? `Appmax não respondeu em ${this.timeoutMs} ms` : fetchFailureText(err, 'Appmax'),
        'unreachable',
        0,
      );
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new AppmaxError(`Appmax interrompeu a resposta: ${(err as Error).message}`, 'unreachable', res.status);
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy or PHP error page: reported below as a bad answer.
    }
    if (!isRecord(json) || typeof json.success !== 'boolean') {
      throw new AppmaxError(`Appmax respondeu ${res.status} sem o envelope esperado`, 'bad_answer', res.status);
    }
    if (!json.success) {
      const message =
        typeof json.text === 'string' && json.text.trim()
          ? json.text.trim()
          : `Appmax recusou a operação (${res.status})`;
      throw new AppmaxError(message, 'refused', res.status, fieldErrors(json.data));
    }
    return json.data;
  }

  private async post<T>(
    path: string,
    body: Record<string, unknown>,
    what: string,
    valid: (data: unknown) => boolean,
  ): Promise<T> {
    const data = await this.call('POST', path, body);
    if (!valid(data)) throw new AppmaxError(`Appmax respondeu ${what} inválido`, 'bad_answer', 200);
    return data as T;
  }

  /** POST /customer. */
  async createCustomer(input: AppmaxCustomerInput): Promise<AppmaxCustomer> {
    const customer = await this.post<AppmaxCustomer>(
      '/customer',
      customerBody(input),
      'um cliente',
      (d) => isRecord(d) && d.id !== undefined && d.id !== null,
    );
    return { ...customer, id: Number(customer.id) };
  }

  /** POST /order: products priced in reais; the order starts `pendente`. */
  async createOrder(input: AppmaxOrderInput): Promise<AppmaxOrder> {
    const order = await this.post<AppmaxOrder>(
      '/order',
      orderBody(input),
      'um pedido',
      (d) => isRecord(d) && d.id !== undefined && d.id !== null,
    );
    return { ...order, id: Number(order.id), status: String(order.status ?? '') };
  }

  /** POST /payment/credit-card. The card goes only here and is not kept by this client. */
  payCreditCard(target: AppmaxPaymentTarget & { card: AppmaxCard; installments: number }): Promise<AppmaxCardPayment> {
    return this.post('/payment/credit-card', cardPaymentBody(target), 'um pagamento', isRecord);
  }

  /** POST /payment/boleto. */
  payBoleto(target: AppmaxPaymentTarget): Promise<AppmaxBoleto> {
    return this.post(
      '/payment/boleto',
      boletoBody(target),
      'um boleto',
      (d) => isRecord(d) && typeof d.pdf === 'string' && typeof d.digitable_line === 'string',
    );
  }

  /** POST /payment/pix. `expirationDate` is passed as given (its expected format is unverified). */
  payPix(target: AppmaxPaymentTarget & { expirationDate?: string }): Promise<AppmaxPix> {
    return this.post(
      '/payment/pix',
      pixBody(target),
      'um PIX',
      (d) => isRecord(d) && typeof d.pix_emv === 'string' && d.pix_emv !== '' && typeof d.pix_qrcode === 'string',
    );
  }

  /**
   * POST /payment/installments with format 1 (plain numbers): `{"1":150.0,"2":77.1,…}`, count →
   * value of each installment in reais. Answered as a list ordered by count, in cents.
   */
  async installments(totalCents: number, max: number): Promise<{ count: number; amountCents: number }[]> {
    const data = await this.call('POST', '/payment/installments', installmentsBody(totalCents, max));
    if (!isRecord(data)) throw new AppmaxError('Appmax respondeu parcelas inválidas', 'bad_answer', 200);
    const list: { count: number; amountCents: number }[] = [];
    for (const [key, value] of Object.entries(data)) {
      const count = Number(key);
      const amountCents = reaisToCents(value);
      if (!Number.isInteger(count) || count < 1 || amountCents === null) continue;
      list.push({ count, amountCents });
    }
    if (!list.length) throw new AppmaxError('Appmax respondeu parcelas inválidas', 'bad_answer', 200);
    return list.sort((a, b) => a.count - b.count);
  }

  /** POST /refund: the whole order back to the customer. */
  async refund(orderId: number | string): Promise<void> {
    await this.call('POST', '/refund', { order_id: Number(orderId), refund_type: 'total' });
  }

  /** GET /order/{id}. */
  async getOrder(id: number | string): Promise<AppmaxOrder> {
    const data = await this.call('GET', `/order/${encodeURIComponent(String(id))}`);
    if (!isRecord(data) || data.id === undefined)
      throw new AppmaxError('Appmax respondeu um pedido inválido', 'bad_answer', 200);
    return { ...(data as AppmaxOrder), id: Number(data.id), status: String(data.status ?? '') };
  }
}
