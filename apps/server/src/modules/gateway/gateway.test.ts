import { describe, expect, it } from 'vitest';
import { gatewayText } from '@ponte/domain/gateway';
import { bearer, configureGateway, type TestContext, postAsBot } from '../../../test/helpers';
import { EVOLUTION_KEY, EVOLUTION_V1, EVOLUTION_V2, startEvolution } from '../../../test/fakes/evolution';
import { openStored } from '../../lib/sealing';
import { useTestAppWithPeer } from '../../../test/peer-apps';

let t: TestContext;
let evo: Awaited<ReturnType<typeof startEvolution>>;
useTestAppWithPeer(startEvolution, (built) => ({ t, peer: evo } = built));

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.adminToken), ...(payload ? { payload } : {}) });
const setText = (token: string, phone: string, msg: string) =>
  t.app.inject({ method: 'POST', url: '/api/setText', headers: bearer(token), payload: { phone, msg } });

describe('without a configured gateway', () => {
  it("records the send as 'gateway não configurado' in the gateway log instead of dropping it", async () => {
    const s = await t.staff('trainee');
    const res = await setText(s.token, '(11) 98888-7777', 'Olá!');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'not_configured', error: gatewayText.notConfigured });
    const logs = (await admin('GET', '/api/evolution/logs')).json().data;
    expect(logs[0]).toMatchObject({
      direction: 'outgoing',
      status: 'not_configured',
      phone: '11988887777',
      message: 'Olá!',
    });
  });
});

describe('/api/evolution/settings', () => {
  it('saves the settings, returns the API key masked, and keeps it when the masked value comes back', async () => {
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY, webhookChatUrl: 'https://bot.example/hook' });
    const view = (await admin('GET', '/api/evolution/settings')).json().data;
    expect(view).toMatchObject({
      evolution_api_enabled: true,
      evolution_api_url: evo.url,
      evolution_instance: 'ponte',
      webhook_chat_url: 'https://bot.example/hook',
      evolution_api_key_set: true,
    });
    expect(view.evolution_api_key).not.toContain(EVOLUTION_KEY);
    await admin('PUT', '/api/evolution/settings', { ...view, evolution_api_key: view.evolution_api_key });
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'evolution_api_key')
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(EVOLUTION_KEY);
    expect(openStored('evolution_api_key', row.value)).toBe(EVOLUTION_KEY);
  });

  it('refuses a URL that is not http(s) with 400 naming the field', async () => {
    const res = await admin('PUT', '/api/evolution/settings', {
      evolution_api_enabled: true,
      evolution_api_url: 'ftp://x',
      evolution_instance: 'ponte',
      evolution_api_key: 'k',
      webhook_chat_url: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('evolution_api_url');
  });

  it('is admin-only', async () => {
    const sup = await t.staff('operador');
    for (const [method, url] of [
      ['GET', '/api/evolution/settings'],
      ['POST', '/api/evolution/test'],
      ['GET', '/api/evolution/logs'],
      ['DELETE', '/api/evolution/logs'],
      ['POST', '/api/evolution/bot-key'],
      ['POST', '/api/evolution/webhook-secret'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(sup.token) })).statusCode).toBe(403);
    }
  });
});

describe('sending through the gateway', () => {
  it('POST /api/setText reaches the gateway with the number in digits, the text and the apikey', async () => {
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
    const s = await t.staff('operador');
    const res = await setText(s.token, '+55 (11) 97777-6666', 'Seu orçamento está pronto');
    expect(res.json().data).toMatchObject({ status: 'sent', error: null });
    const req = evo.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', path: '/message/sendText/ponte' });
    expect(req.headers['apikey']).toBe(EVOLUTION_KEY);
    expect(req.json).toEqual({ number: '5511977776666', text: 'Seu orçamento está pronto' });
  });

  it('a refused send is logged with the reason and reported as failed', async () => {
    evo.control.notOnWhatsApp.add('5511900001111');
    const s = await t.staff('operador');
    const res = await setText(s.token, '5511900001111', 'Oi');
    expect(res.json().data).toMatchObject({ status: 'failed', error: 'Número não está no WhatsApp' });
    const logs = (await admin('GET', '/api/evolution/logs')).json().data;
    expect(logs[0]).toMatchObject({ status: 'error', error: 'Número não está no WhatsApp' });
  });

  it('an unreachable gateway is a failure too, never a 500', async () => {
    await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
    const s = await t.staff('operador');
    const res = await setText(s.token, '5511900002222', 'Oi');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('failed');
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
  });

  it('answers 400 for a blank message or a bad phone', async () => {
    const s = await t.staff('operador');
    expect((await setText(s.token, '5511900003333', '   ')).json().details).toHaveProperty('msg');
    expect((await setText(s.token, '123', 'oi')).json().details).toHaveProperty('phone');
  });
});

describe('POST /api/evolution/test', () => {
  it('really asks the gateway for the instance state', async () => {
    evo.control.state = 'open';
    const ok = await admin('POST', '/api/evolution/test');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ state: 'open', message: gatewayText.testOk });
    expect(evo.requests.at(-1)).toMatchObject({ method: 'GET', path: '/instance/connectionState/ponte' });
  });

  it('fails with the spec message for a closed instance or a wrong key', async () => {
    evo.control.state = 'close';
    const closed = await admin('POST', '/api/evolution/test');
    expect(closed.statusCode).toBe(502);
    expect(closed.json()).toMatchObject({ error: gatewayText.testFailed, code: 'bad_gateway' });
    evo.control.state = 'open';
    await configureGateway(t, { url: evo.url, apiKey: 'errada' });
    const wrong = await admin('POST', '/api/evolution/test');
    expect(wrong.json()).toMatchObject({
      success: false,
      error: gatewayText.testFailed,
      details: { gateway: 'Chave da API do gateway inválida' },
    });
    await configureGateway(t, { url: evo.url, apiKey: EVOLUTION_KEY });
  });
});

describe("the Evolution version: 'Testar conexão' reads it, sending speaks it", () => {
  const version = async () => (await admin('GET', '/api/evolution/settings')).json().data;

  it('a 1.8 server is detected from GET /, saved, and then sent {number, textMessage: {text}}', async () => {
    evo.control.version = EVOLUTION_V1;
    const res = await admin('POST', '/api/evolution/test');
    expect(res.json().data).toMatchObject({ state: 'open', version: 'v1', server_version: EVOLUTION_V1 });
    expect(await version()).toMatchObject({ evolution_api_version: 'v1', evolution_server_version: EVOLUTION_V1 });
    const s = await t.staff('operador');
    const sent = await setText(s.token, '5511977775555', 'Versão antiga');
    expect(sent.json().data).toMatchObject({ status: 'sent', message_id: expect.stringMatching(/^3EB0/) });
    expect(evo.requests.at(-1)!.json).toEqual({ number: '5511977775555', textMessage: { text: 'Versão antiga' } });
  });

  it('a 2.x server is detected back and sent {number, text}, even when the instance is closed', async () => {
    evo.control.version = EVOLUTION_V2;
    evo.control.state = 'close';
    const res = await admin('POST', '/api/evolution/test');
    expect(res.statusCode).toBe(502);
    expect(await version()).toMatchObject({ evolution_api_version: 'v2', evolution_server_version: EVOLUTION_V2 });
    evo.control.state = 'open';
    const s = await t.staff('operador');
    await setText(s.token, '5511977775555', 'Versão nova');
    expect(evo.requests.at(-1)!.json).toEqual({ number: '5511977775555', text: 'Versão nova' });
  });

  it('the admin may choose the version; an unknown one is a 400 naming the field', async () => {
    const view = await version();
    expect(
      (await admin('PUT', '/api/evolution/settings', { ...view, evolution_api_version: 'v1' })).json().data
        .evolution_api_version,
    ).toBe('v1');
    const bad = await admin('PUT', '/api/evolution/settings', { ...view, evolution_api_version: '3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('evolution_api_version');
    expect((await version()).evolution_api_version).toBe('v1');
    await admin('PUT', '/api/evolution/settings', { ...view, evolution_api_version: 'v2' });
  });
});

describe('gateway log and bot key', () => {
  it('DELETE /api/evolution/logs clears the log', async () => {
    expect((await admin('GET', '/api/evolution/logs')).json().data.length).toBeGreaterThan(0);
    await admin('DELETE', '/api/evolution/logs');
    expect((await admin('GET', '/api/evolution/logs')).json().data).toEqual([]);
  });

  it('a regenerated bot key is shown once, works for the bot, and the old one stops working', async () => {
    const first = (await admin('POST', '/api/evolution/bot-key')).json().data.key;
    const second = (await admin('POST', '/api/evolution/bot-key')).json().data.key;
    expect(second).not.toBe(first);
    const view = (await admin('GET', '/api/evolution/settings')).json().data;
    expect(view.bot_api_key).toBe(`••••••••${second.slice(-4)}`);
    const call = (key: string) => postAsBot(t, key, '/api/customers', { phone: '5511955554444', name: 'Via Bot' });
    expect((await call(first)).statusCode).toBe(401);
    expect((await call(second)).statusCode).toBe(200);
  });
});
