import type { ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import { installmentOptions, TEST_CARDS } from '@ponte/domain/checkout';
import { luhnValid } from '@ponte/domain/cards';
import { toCents } from '@ponte/domain/money';
import { pixPayload } from '@ponte/domain/pix';
import { sendJson, startPeer, type RecordedRequest } from './http-peer';

export const APPMAX_TOKEN = 'appmax-test-token-0123456789';
/** The path the real hosts serve v3 under; the client's base URL is `${peer.url}${APPMAX_BASE_PATH}`. */
export const APPMAX_BASE_PATH = '/api/v3';
/** The PIX key the fake's BR Codes pay (a random-key EVP, as Appmax's own account would use). */
export const APPMAX_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';

export type FakeAppmaxCustomer = {
  id: number;
  hash: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  postcode?: string;
  address_street?: string;
  address_street_number?: string;
  address_street_district?: string;
  address_city?: string;
  address_state?: string;
  ip: string;
};

export type FakeAppmaxOrder = {
  id: number;
  customer_id: number;
  status: string;
  total: number;
  total_products: number;
  shipping: number;
  discount: number;
  products: { sku: string; name: string; qty: number; price: number }[];
  payment_type: 'CreditCard' | 'Boleto' | 'Pix' | null;
  installments: number | null;
  /** Card payments keep only these four digits, never the number or the CVV. */
  card_last4: string | null;
  paid_at: string | null;
  created_at: string;
};

type Failure = { httpStatus: number; text: string; data?: Record<string, unknown> };

/** 'Y-m-d H:i:s' in São Paulo time (UTC-3), the way Appmax writes times (unverified). */
export function appmaxTime(date: Date): string {
  return new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const ok = (res: ServerResponse, data: unknown, text = 'Operação realizada com sucesso') =>
  sendJson(res, 200, { success: true, status: 200, text, data });
const fail = (res: ServerResponse, httpStatus: number, text: string, data: Record<string, unknown> = {}) =>
  sendJson(res, httpStatus, { success: false, status: httpStatus, text, data });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
const digitsOnly = (v: unknown) => /^\d+$/.test(str(v));

const formatBrl = (reais: number) => `R$ ${reais.toFixed(2).replace('.', ',')}`;

/** 47 digits, bank 000: shaped like a digitable line, payable by nobody. */
function boletoLine(orderId: number, totalCents: number): string {
  const head = `00090${String(orderId).padStart(10, '0')}`;
  const tail = String(totalCents).padStart(10, '0');
  return `${head}${'0'.repeat(47 - head.length - tail.length)}${tail}`;
}

/**
 * Speaks Appmax API v3 as INTEGRATIONS.md §2 describes: `access-token` in the JSON body of POSTs
 * and as a header on GETs (otherwise `success:false`), the `{success,status,text,data}`
 * envelope, customers and orders kept in memory with incrementing ids, card / boleto / PIX
 * payments, the installments map and GET /order/{id}. Field errors come as `{field: ["msg"]}`.
 *
 * The card decline answers HTTP 200 with `success:false` on purpose: Appmax's failure codes are
 * unverified, and a client must read `success`, not the status line.
 */
export async function startAppmax(opts: { interestFreeUpTo?: number; monthlyPercent?: number } = {}) {
  const customers: FakeAppmaxCustomer[] = [];
  const orders: FakeAppmaxOrder[] = [];
  /** POST /refund calls Appmax accepted: which order, total or partial. */
  const refunds: { orderId: number; type: string }[] = [];
  let nextCustomerId = 1;
  let nextOrderId = 1000;

  /** Tests switch these to make Appmax slow, failing or odd. */
  const control = {
    /** While set (`held()`), a request gets no answer: once released its connection is cut, nothing done. */
    hold: null as Promise<void> | null,
    /** Answer every request (or only paths containing `failPath`) with this failure envelope. */
    failWith: null as Failure | null,
    failPath: null as string | null,
    /** Answer an HTML 502 page, as a proxy in front of Appmax would (only on `failPath` when that is set). */
    badGateway: false,
    /** Card numbers the acquirer refuses. */
    declinedCards: new Set<string>([TEST_CARDS.declined]),
    /** Status an accepted card leaves the order in (`aprovado`, or `autorizado` / `pendente` to test the other branches). */
    cardStatus: 'aprovado',
    /** Runs after a card is charged, before Appmax answers (a notification overtaking the answer). */
    beforeCardAnswer: null as null | ((orderId: number) => Promise<void>),
    interestFreeUpTo: opts.interestFreeUpTo ?? 1,
    monthlyPercent: opts.monthlyPercent ?? 2.49,
  };

  let baseUrl = '';

  const handle = async (req: RecordedRequest, res: ServerResponse): Promise<void> => {
    if (control.hold) {
      await control.hold;
      return void res.destroy();
    }
    if (control.badGateway && (!control.failPath || req.path.includes(control.failPath))) {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    const url = new URL(req.path, 'http://appmax.local');
    if (!url.pathname.startsWith(APPMAX_BASE_PATH + '/')) return fail(res, 404, 'Rota não encontrada');
    const path = url.pathname.slice(APPMAX_BASE_PATH.length);

    const body = isRecord(req.json) ? req.json : {};
    const token = req.method === 'GET' ? req.headers['access-token'] : body['access-token'];
    if (token !== APPMAX_TOKEN)
      return fail(res, 401, 'Access token inválido', {
        'access-token': ['O access-token é obrigatório e deve ser válido.'],
      });

    if (control.failWith && (!control.failPath || path.includes(control.failPath))) {
      return fail(res, control.failWith.httpStatus, control.failWith.text, control.failWith.data);
    }

    if (req.method === 'GET') {
      const m = /^\/order\/(\d+)$/.exec(path);
      if (!m) return fail(res, 404, 'Rota não encontrada');
      const order = orders.find((o) => o.id === Number(m[1]));
      return order ? ok(res, order) : fail(res, 404, 'Pedido não encontrado');
    }
    if (req.method !== 'POST') return fail(res, 405, 'Método não permitido');

    if (path === '/customer') {
      const errors: Record<string, string[]> = {};
      for (const field of ['firstname', 'lastname', 'email', 'telephone', 'ip']) {
        if (!str(body[field])) errors[field] = [`O campo ${field} é obrigatório.`];
      }
      const tel = str(body.telephone);
      if (tel && (!digitsOnly(tel) || tel.length > 11))
        errors.telephone = ['O telefone deve ter DDD e número, até 11 dígitos.'];
      const postcode = str(body.postcode);
      if (postcode && !/^\d{8}$/.test(postcode)) errors.postcode = ['O CEP deve ter 8 dígitos.'];
      const uf = str(body.address_state);
      if (uf && !/^[A-Z]{2}$/.test(uf)) errors.address_state = ['UF inválida.'];
      if (Object.keys(errors).length) return fail(res, 400, 'Dados do cliente inválidos', errors);
      const id = nextCustomerId++;
      const customer: FakeAppmaxCustomer = {
        id,
        hash: `cus${String(id).padStart(8, '0')}`,
        firstname: str(body.firstname),
        lastname: str(body.lastname),
        email: str(body.email),
        telephone: tel,
        ip: str(body.ip),
        ...(postcode ? { postcode } : {}),
        ...Object.fromEntries(
          ['address_street', 'address_street_number', 'address_street_district', 'address_city', 'address_state']
            .filter((k) => str(body[k]))
            .map((k) => [k, str(body[k])]),
        ),
      };
      customers.push(customer);
      return ok(res, customer);
    }

    if (path === '/order') {
      const customer = customers.find((c) => c.id === num(body.customer_id));
      if (!customer)
        return fail(res, 400, 'Cliente não encontrado', { customer_id: ['O cliente informado não existe.'] });
      const raw = Array.isArray(body.products) ? body.products : [];
      if (!raw.length) return fail(res, 400, 'Produtos obrigatórios', { products: ['Informe ao menos um produto.'] });
      const products: FakeAppmaxOrder['products'] = [];
      for (const p of raw) {
        const item = isRecord(p) ? p : {};
        const qty = num(item.qty);
        if (!str(item.sku) || !str(item.name) || !Number.isInteger(qty) || qty < 1) {
          return fail(res, 400, 'Produto inválido', { products: ['Cada produto precisa de sku, name e qty.'] });
        }
        products.push({
          sku: str(item.sku),
          name: str(item.name),
          qty,
          price: Number.isFinite(num(item.price)) ? num(item.price) : 0,
        });
      }
      const totalProductsCents = products.reduce((s, p) => s + toCents(p.price) * p.qty, 0);
      const shipping = Number.isFinite(num(body.shipping)) ? num(body.shipping) : 0;
      const discount = Number.isFinite(num(body.discount)) ? num(body.discount) : 0;
      const total = Number.isFinite(num(body.total))
        ? num(body.total)
        : (totalProductsCents + toCents(shipping) - toCents(discount)) / 100;
      const order: FakeAppmaxOrder = {
        id: nextOrderId++,
        customer_id: customer.id,
        status: 'pendente',
        total,
        total_products: totalProductsCents / 100,
        shipping,
        discount,
        products,
        payment_type: null,
        installments: null,
        card_last4: null,
        paid_at: null,
        created_at: appmaxTime(new Date()),
      };
      orders.push(order);
      return ok(res, order);
    }

    if (path === '/payment/installments') {
      const max = num(body.installments);
      const total = num(body.total);
      const format = body.format === undefined ? 1 : num(body.format);
      if (!Number.isInteger(max) || max < 1 || max > 12)
        return fail(res, 400, 'Parcelas inválidas', { installments: ['Entre 1 e 12.'] });
      if (!Number.isFinite(total) || total <= 0)
        return fail(res, 400, 'Total inválido', { total: ['O total deve ser maior que zero.'] });
      const map: Record<string, number | string> = {};
      for (const o of installmentOptions(toCents(total), max, control.interestFreeUpTo, control.monthlyPercent)) {
        const each = o.installmentCents / 100;
        map[String(o.number)] =
          format === 2 ? `${o.number} x ${formatBrl(each)}` : format === 3 ? formatBrl(o.totalCents / 100) : each;
      }
      return ok(res, map);
    }

    if (path === '/refund') {
      const order = orders.find((o) => o.id === num(body.order_id));
      if (!order) return fail(res, 400, 'Pedido não encontrado', { order_id: ['O pedido informado não existe.'] });
      if (body.refund_type !== 'total' && body.refund_type !== 'partial')
        return fail(res, 400, 'Tipo de estorno inválido', { refund_type: ['Use total ou partial.'] });
      if (order.status !== 'aprovado' && order.status !== 'integrado')
        return fail(res, 400, 'Pedido não pode ser estornado');
      order.status = 'estornado';
      refunds.push({ orderId: order.id, type: String(body.refund_type) });
      return ok(res, true);
    }

    const pay = /^\/payment\/(credit-card|boleto|pix)$/.exec(path);
    if (pay) {
      const cart = isRecord(body.cart) ? body.cart : {};
      const who = isRecord(body.customer) ? body.customer : {};
      const payment = isRecord(body.payment) ? body.payment : {};
      const order = orders.find((o) => o.id === num(cart.order_id));
      if (!order) return fail(res, 400, 'Pedido não encontrado', { order_id: ['O pedido informado não existe.'] });
      if (order.customer_id !== num(who.customer_id))
        return fail(res, 400, 'Cliente não confere com o pedido', { customer_id: ['Cliente inválido.'] });
      if (order.status !== 'pendente') return fail(res, 400, 'Pedido já processado');
      const key = pay[1] === 'credit-card' ? 'CreditCard' : pay[1] === 'boleto' ? 'Boleto' : 'pix';
      const method = isRecord(payment[key]) ? (payment[key] as Record<string, unknown>) : null;
      if (!method) return fail(res, 400, 'Dados de pagamento ausentes', { payment: [`Informe payment.${key}.`] });
      const cpf = str(method.document_number);
      // Reported by users of the real API: a missing CPF answers 403.
      if (!/^\d{11}$/.test(cpf))
        return fail(res, 403, 'CPF obrigatório', { document_number: ['Informe o CPF do comprador.'] });
      const payReference = `PAY${order.id}${Date.now().toString(36).toUpperCase()}`;

      if (key === 'CreditCard') {
        const number = str(method.number);
        const errors: Record<string, string[]> = {};
        if (!digitsOnly(number) || number.length < 13 || number.length > 19 || !luhnValid(number))
          errors.number = ['Número do cartão inválido.'];
        if (!/^\d{3,4}$/.test(str(method.cvv))) errors.cvv = ['CVV inválido.'];
        const month = num(method.month);
        const year = num(method.year);
        if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = ['Mês inválido.'];
        if (!Number.isInteger(year) || year < 2000) errors.year = ['Ano inválido.'];
        if (!str(method.name)) errors.name = ['Nome impresso no cartão obrigatório.'];
        const installments = method.installments === undefined ? 1 : num(method.installments);
        if (!Number.isInteger(installments) || installments < 1 || installments > 12)
          errors.installments = ['Parcelas inválidas.'];
        if (Object.keys(errors).length) return fail(res, 400, 'Dados do cartão inválidos', errors);
        if (control.declinedCards.has(number)) {
          order.status = 'cancelado';
          return sendJson(res, 200, { success: false, status: 400, text: 'Transação não autorizada', data: {} });
        }
        order.payment_type = 'CreditCard';
        order.installments = installments;
        order.card_last4 = number.slice(-4);
        order.status = control.cardStatus;
        if (control.cardStatus === 'aprovado') order.paid_at = appmaxTime(new Date());
        if (control.beforeCardAnswer) await control.beforeCardAnswer(order.id);
        return ok(res, { type: 'CreditCard', pay_reference: payReference, upsell_hash: `ups${order.id}` });
      }

      if (key === 'Boleto') {
        order.payment_type = 'Boleto';
        const due = new Date(Date.now() + 3 * 86_400_000);
        const line = boletoLine(order.id, toCents(order.total));
        return ok(res, {
          type: 'Boleto',
          pay_reference: payReference,
          pdf: `${baseUrl}/boleto/${order.id}.pdf`,
          due_date: appmaxTime(due).slice(0, 10),
          digitable_line: line,
          boleto_payment_code: line.slice(0, 44),
        });
      }

      order.payment_type = 'Pix';
      const emv = pixPayload({
        key: APPMAX_PIX_KEY,
        merchantName: 'APPMAX',
        merchantCity: 'SAO PAULO',
        amountCents: toCents(order.total),
        txid: `APPMAX${order.id}`,
      });
      const png = await QRCode.toBuffer(emv, { type: 'png', errorCorrectionLevel: 'L', margin: 1 });
      const now = new Date();
      return ok(res, {
        type: 'Pix',
        pay_reference: payReference,
        pix_qrcode: png.toString('base64'),
        pix_emv: emv,
        pix_creation_date: appmaxTime(now),
        pix_expiration_date: appmaxTime(new Date(now.getTime() + 30 * 60_000)),
      });
    }

    fail(res, 404, 'Rota não encontrada');
  };

  const peer = await startPeer(handle);
  baseUrl = `${peer.url}${APPMAX_BASE_PATH}`;

  /**
   * POSTs an Appmax order notification to `url` (Ponte's webhook): `{event, event_type, data}`.
   * A known order is also moved to `status`, as Appmax would have done before notifying.
   */
  async function notify(url: string, event: string, orderId: number, status: string) {
    const order = orders.find((o) => o.id === orderId);
    if (order) {
      order.status = status;
      if ((status === 'aprovado' || status === 'integrado') && !order.paid_at) order.paid_at = appmaxTime(new Date());
    }
    const customer = order ? customers.find((c) => c.id === order.customer_id) : undefined;
    const payload = {
      event,
      event_type: 'order',
      data: {
        id: orderId,
        customer_id: order?.customer_id ?? null,
        status,
        payment_type: order?.payment_type ?? null,
        total: order?.total ?? null,
        total_products: order?.total_products ?? null,
        paid_at: order?.paid_at ?? null,
        refunded_at: status === 'estornado' ? appmaxTime(new Date()) : null,
        customer: customer ?? null,
      },
    };
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: await res.text(), payload };
  }

  return { ...peer, baseUrl, token: APPMAX_TOKEN, customers, orders, refunds, control, notify };
}
