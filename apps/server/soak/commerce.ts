import { TEST_CARDS } from '@ponte/domain/checkout';
import type { startAppmax } from '../test/fakes/appmax';
import type { startSmtp } from '../test/fakes/smtp';
import { clientAddress, fetchFrom } from './client-address';
import { momentary, pause, retryAfterMs, stillRetrying, type Running } from './traffic';

type Appmax = Awaited<ReturnType<typeof startAppmax>>;
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * A staff screen's call, asked again after a momentary failure as a person would, until the soak's
 * retries end. Its `data`, or undefined when it was refused (a 4xx) or never answered.
 */
async function staffCall<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body: unknown,
  running: Running,
  keepOn = stillRetrying,
) {
  while (keepOn(running)) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined);
    if (res?.ok) return ((await res.json()) as { data: T }).data;
    if (!momentary(res)) return undefined;
    await pause(retryAfterMs(res));
  }
  return undefined;
}

type Checkout = {
  n: number;
  listId: number;
  method: 'credit_card' | 'pix';
  email: string;
  /** What the customer's page was finally told. */
  answer?: string;
};

const buyer = (n: number, method: 'credit_card' | 'pix') => ({
  customer_name: `Comprador Soak ${n}`,
  customer_email: `comprador${n}@soak.test`,
  customer_phone: '21966554433',
  customer_cpf: '52998224725',
  customer_address: {
    street: 'Rua das Flores',
    number: '12',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zipcode: '20010000',
  },
  payment_method: method,
  card_data:
    method === 'credit_card'
      ? {
          number: TEST_CARDS.approved,
          holder_name: 'COMPRADOR SOAK',
          expiry_month: '10',
          expiry_year: String(new Date().getFullYear() + 1),
          cvv: '321',
        }
      : null,
  installments: 1,
});

/**
 * Checkouts, one every `everyMs`, card and PIX in turn: staff build a list and its link, the
 * customer pays from the public page (one Idempotency-Key per payment, asked again after a
 * momentary failure or while the first attempt is still running), and Appmax notifies a PIX once
 * paid, again after every refusal, as it retries a webhook.
 */
export function checkouts(base: string, token: string, appmax: Appmax, everyMs: number, running: Running) {
  const started: Checkout[] = [];
  const stats = { notStarted: 0, notifications: 0 };
  let hook = '';
  const notifyPaid = async (orderId: number) => {
    while (stillRetrying(running)) {
      const sent = await appmax.notify(hook, 'OrderPaid', orderId, 'aprovado').catch(() => undefined);
      stats.notifications += 1;
      if (sent && sent.status >= 200 && sent.status < 300) return;
      await pause(1000);
    }
  };
  // Customers pay from addresses of their own, as phones on mobile networks do.
  const phones = Array.from({ length: 20 }, (_, i) => fetchFrom(clientAddress(300 + i)));
  const pay = async (c: Checkout, checkoutToken: string) => {
    while (stillRetrying(running)) {
      const res = await phones[c.n % phones.length]!(`${base}/api/checkout/${checkoutToken}/process-payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `soak-pay-${c.n}` },
        body: JSON.stringify(buyer(c.n, c.method)),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined);
      if (res?.ok) {
        const result = ((await res.json()) as { data: { status: string; order_id: string | null } }).data;
        c.answer = result.status;
        if (result.status === 'pending' && result.order_id) await notifyPaid(Number(result.order_id));
        return;
      }
      // 409: the first attempt is still running; asked again, the same key gets its answer.
      if (!momentary(res) && res?.status !== 409) {
        c.answer = `refused ${res?.status}`;
        return;
      }
      await pause(retryAfterMs(res));
    }
  };
  const one = async (n: number) => {
    const call = <T>(method: string, path: string, body?: unknown) =>
      staffCall<T>(base, token, method, path, body, running);
    const phone = `55219${String(80000000 + n).padStart(8, '0')}`;
    const customer = await call<{ id: number }>('POST', '/api/customers', { phone, name: `Comprador Soak ${n}` });
    const list =
      customer &&
      (await call<{ id: number }>('POST', '/api/shopping-lists', { user_id: customer.id, name: `Soak ${n}` }));
    const item =
      list &&
      (await call<object>('POST', '/api/shopping-lists/add-product', {
        list_id: list.id,
        product_name: 'Fone',
        product_price: 80,
        quantity: 1,
      }));
    const session =
      item && (await call<{ token: string }>('POST', '/api/checkout/create-session', { shopping_list_id: list.id }));
    if (!list || !session) {
      stats.notStarted += 1;
      return;
    }
    const c: Checkout = { n, listId: list.id, method: n % 2 ? 'pix' : 'credit_card', email: `comprador${n}@soak.test` };
    started.push(c);
    await pay(c, session.token);
  };
  const pending = new Set<Promise<void>>();
  const loop = (async () => {
    const url = await staffCall<{ url: string }>(
      base,
      token,
      'GET',
      '/api/checkout/appmax-webhook',
      undefined,
      running,
    );
    hook = `${base}${new URL(url!.url).pathname}`;
    for (let n = 0; running.on; n++) {
      const p = one(n).finally(() => pending.delete(p));
      pending.add(p);
      await pause(everyMs);
    }
  })();
  /** Appmax's orders for a checkout, found by the buyer's e-mail. */
  const appmaxOrders = (c: Checkout) => {
    const ids = new Set(appmax.customers.filter((x) => x.email === c.email).map((x) => x.id));
    return appmax.orders.filter((o) => ids.has(o.customer_id));
  };
  /** Per checkout, what Appmax charged: its paid orders. */
  const paidOrders = (c: Checkout) => appmaxOrders(c).filter((o) => o.paid_at).length;
  /** The orders as the report prints them when one went wrong. */
  const ordersOf = (c: Checkout) =>
    appmaxOrders(c).map((o) => ({
      id: o.id,
      status: o.status,
      type: o.payment_type,
      paid_at: o.paid_at,
      created_at: o.created_at,
    }));
  return { started, stats, paidOrders, ordersOf, settled: async () => (await loop, await Promise.all(pending)) };
}

/**
 * E-mail campaigns one after another, each to `size` addresses of its own, sent by Ponte's
 * campaign jobs through a local SMTP server; `delivered` counts what the server accepted per address.
 */
export function campaigns(base: string, token: string, smtp: Smtp, size: number, leaseMs: number, running: Running) {
  const rounds: { id: number; addresses: string[]; status?: string }[] = [];
  // A recipient a killed instance had claimed is sent again once its lease (JOB_LEASE_SECONDS) has
  // passed: the last campaign is waited for that long after the traffic stops, and some more.
  const waiting = (r: Running) => r.on || Date.now() < (r.stoppedAt ?? 0) + 2 * leaseMs + 30_000;
  const call = <T>(method: string, path: string, body?: unknown) =>
    staffCall<T>(base, token, method, path, body, running, waiting);
  const loop = (async () => {
    for (let r = 0; running.on; r++) {
      const template = await call<{ id: number }>('POST', '/api/email/templates', {
        name: `Soak ${r}`,
        subject: `Soak ${r} para {{nome}}`,
        body_html: '<html><body><p>Olá {{nome}}, novidades da loja.</p></body></html>',
        variables: [],
      });
      const addresses = Array.from({ length: size }, (_, i) => `r${r}-${i}@soak.test`);
      const segment = await call<{ id: number }>('POST', '/api/campaign-segments', {
        name: `Soak ${r}`,
        filters: { manual_emails: addresses.join('\n') },
      });
      const created =
        template &&
        segment &&
        (await call<{ id: number }>('POST', '/api/email/campaigns', {
          name: `Soak ${r}`,
          template_id: template.id,
          segment_id: segment.id,
          schedule_type: 'immediate',
          status: 'draft',
        }));
      if (!created || !(await call('POST', `/api/email/campaigns/${created.id}/send`))) continue;
      const round: (typeof rounds)[number] = { id: created.id, addresses };
      rounds.push(round);
      // The next one starts once this one is sent (or has stopped): one campaign runs at a time.
      while (waiting(running)) {
        // A read that failed says nothing of the campaign: asked again, not taken for its end.
        const read = await call<{ status: string }>('GET', `/api/email/campaigns/${created.id}`);
        if (read) round.status = read.status;
        if (read && read.status !== 'sending') break;
        await pause(1000);
      }
    }
  })();
  /** Each address's copies the SMTP server accepted: when, and with which Message-ID. */
  const copies = () => {
    const of = new Map<string, { at: number; messageId: string }[]>();
    smtp.control.messages.forEach((m, i) => {
      const to = JSON.stringify(m.to ?? '').match(/r\d+-\d+@soak\.test/)?.[0];
      if (to) of.set(to, [...(of.get(to) ?? []), { at: smtp.control.acceptedAt[i]!, messageId: m.messageId ?? '' }]);
    });
    return of;
  };
  const delivered = () => new Map([...copies()].map(([to, list]) => [to, list.length]));
  return { rounds, delivered, copies, settled: () => loop };
}
