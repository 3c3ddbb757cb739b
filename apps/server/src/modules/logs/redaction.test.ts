import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, bearer, buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';
import { upsert } from '../../../test/fakes/evolution';
import { cardPaymentForm, checkoutForNewCustomer, uniqueCardNumber } from '../../../test/checkout-session';

/**
 * Logs never contain passwords, tokens, API keys or card data (issue 15): the calls that carry
 * them run, then every log table, the /logs answers and the warn-and-above process log are
 * searched for each secret.
 */
const stamp = Date.now().toString(36);
const GATEWAY_KEY = `gw-key-${stamp}-Zq81`;
const WRONG_PASSWORD = `senha-errada-${stamp}`;
const WRONG_WEBHOOK_KEY = `wrong-key-${stamp}-Pp42`;
const URL_TOKEN = `url-token-${stamp}-Kx77`;
const ERROR_PASSWORD = `err-pass-${stamp}`;
const APPMAX_TOKEN = `appmax-${stamp}-Tk55`;
const CVV = '8642';

const CARD = uniqueCardNumber('4');

let t: TestContext;
const processLog: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _enc, done) {
          processLog.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(() => t.close());

async function runCallsCarryingSecrets() {
  const auth = bearer(t.adminToken);
  // Sign-in, right and wrong.
  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'onsolutions', password } });
  expect((await login(ADMIN_PASSWORD)).statusCode).toBe(200);
  expect((await login(WRONG_PASSWORD)).statusCode).toBe(401);
  // Keys saved by an admin.
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: GATEWAY_KEY });
  // The gateway's webhook, with its key in the body, and a refused one with a wrong key.
  const hook = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/webhook/evolution', payload, headers });
  expect((await hook(upsert({ phone: '5511933330001', id: `R${stamp}`, apikey: GATEWAY_KEY }))).statusCode).toBe(200);
  expect(
    (
      await hook(
        { ...upsert({ phone: '5511933330002', id: `W${stamp}` }), apikey: undefined },
        { apikey: WRONG_WEBHOOK_KEY },
      )
    ).statusCode,
  ).toBe(401);
  // A card payment on the customer's checkout.
  const session = await checkoutForNewCustomer(t.app, auth, { phone: '5511955550009', name: 'Cartão Log' });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/${session.token}/process-payment`,
    headers: { 'idempotency-key': `log-redaction-${stamp}` },
    payload: cardPaymentForm(
      { name: 'Cartão Log', email: 'log@exemplo.com', phone: '11955550009' },
      { number: CARD, holder_name: 'CARTAO LOG', cvv: CVV },
    ),
  });
  expect(paid.statusCode).toBe(200);
  // Saved after the payment: with a token the checkout would charge through Appmax.
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/configurations',
        headers: auth,
        payload: { appmax_access_token: APPMAX_TOKEN },
      })
    ).statusCode,
  ).toBe(200);
  // A server failure with a token in the query string and a password in the error text.
  const real = t.db.selectFrom.bind(t.db);
  vi.spyOn(t.db, 'selectFrom').mockImplementation(((table: never) => {
    if (String(table).startsWith('tasks')) throw new Error(`connect failed password=${ERROR_PASSWORD}`);
    return real(table);
  }) as typeof t.db.selectFrom);
  const failed = await t.app.inject({ method: 'GET', url: `/api/tasks/1?token=${URL_TOKEN}`, headers: auth });
  vi.restoreAllMocks();
  expect(failed.statusCode).toBe(500);
}

describe('system logs never contain secrets', () => {
  it('passwords, API keys, tokens and card data reach no log table, no /logs answer and no process log line', async () => {
    await runCallsCarryingSecrets();
    const tables = {
      activity_log: await t.db.selectFrom('activity_log').selectAll().execute(),
      gateway_logs: await t.db.selectFrom('gateway_logs').selectAll().execute(),
      server_errors: await t.db.selectFrom('server_errors').selectAll().execute(),
    };
    // The calls above did leave log lines: a login, a webhook, a refusal, a server error.
    expect(tables.activity_log.some((r) => r.action === 'login')).toBe(true);
    expect(tables.gateway_logs.some((r) => r.status === 'received')).toBe(true);
    expect(tables.gateway_logs.some((r) => r.status === 'error')).toBe(true);
    expect(tables.server_errors).toHaveLength(1);
    const answers = [
      (await t.app.inject({ method: 'GET', url: '/api/logs?limit=200', headers: bearer(t.adminToken) })).body,
      (await t.app.inject({ method: 'GET', url: '/api/webhook-logs?limit=200', headers: bearer(t.adminToken) })).body,
    ];
    const haystacks = { ...tables, answers, processLog };
    for (const [where, rows] of Object.entries(haystacks)) {
      const text = JSON.stringify(rows);
      for (const secret of [
        ADMIN_PASSWORD,
        WRONG_PASSWORD,
        GATEWAY_KEY,
        WRONG_WEBHOOK_KEY,
        URL_TOKEN,
        ERROR_PASSWORD,
        APPMAX_TOKEN,
        t.adminToken,
        CARD,
        `"${CVV}"`,
      ])
        expect({ where, secret, found: text.includes(secret) }).toEqual({ where, secret, found: false });
    }
    expect(tables.server_errors[0].message).toBe('connect failed password=[redacted]');
  });
});
