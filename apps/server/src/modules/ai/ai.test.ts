import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiText, TEMPLATE_TYPES } from '@ponte/domain/ai';
import type { Role } from '@ponte/domain/roles';
import { activeStaffRow, ADMIN_PASSWORD, bearer, openTestDb } from '../../../test/helpers';
import { buildApp, type App } from '../../app';
import type { Db } from '../../db';
import { jsonCompletion, startFakeOpenAi, type FakeOpenAi } from '../../../test/fakes/openai';
import { ensureMainAdmin } from '../users/bootstrap';
import { addStaff, findMainAdmin } from '../users/service';
import { aiRoutes } from './routes';
import { openStored } from '../../lib/sealing';

let app: App;
let db: Db;
let closeDb: () => Promise<void>;
let peer: FakeOpenAi;
const tokens = {} as Record<Role, string>;

// Until app.ts registers aiRoutes, the test adds them itself; afterwards it must not register twice.
beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.handle.db;
  closeDb = opened.close;
  await ensureMainAdmin(db, { email: 'admin@ponte.test', password: ADMIN_PASSWORD });
  app = await buildApp({ db: opened.handle, jwtSecret: 'x'.repeat(40) });
  if (!app.hasRoute({ method: 'POST', url: '/api/ai/validate-message' }))
    await app.register(aiRoutes, { prefix: '/api' });
  await app.ready();
  tokens.admin = await app.signToken((await findMainAdmin(db))!);
  for (const role of ['operador', 'trainee'] as const) {
    const username = `${role}${randomBytes(3).toString('hex')}`;
    const row = await addStaff(db, activeStaffRow(username, role, 'unused'));
    tokens[role] = await app.signToken(row);
  }
  peer = await startFakeOpenAi();
});
afterAll(async () => {
  await app.close();
  await closeDb();
  await peer.close();
});
beforeEach(() => peer.reset());

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const validate = (message: unknown, token = tokens.trainee) => post('/api/ai/validate-message', { message }, token);
const generate = (payload: object, token = tokens.operador) => post('/api/ai/generate-message', payload, token);
const readSettings = (token = tokens.admin) =>
  app.inject({ method: 'GET', url: '/api/ai/settings', headers: bearer(token) });
const saveSettings = (payload: object, token = tokens.admin) =>
  app.inject({ method: 'PUT', url: '/api/ai/settings', payload, headers: bearer(token) });
const storedKey = async () =>
  openStored(
    'ai_api_key',
    (await db.selectFrom('settings').select('value').where('key', '=', 'ai_api_key').executeTakeFirst())?.value ?? '',
  );

const KEY = 'sk-proj-abcdefghijklmnop1234';

describe('POST /api/ai/validate-message', () => {
  it('answers 401 without a token', async () => {
    expect((await post('/api/ai/validate-message', { message: 'Olá' })).statusCode).toBe(401);
  });

  it.each([[''], ['   ']])("answers 400 'Digite uma mensagem' for a blank message (%j)", async (message) => {
    const res = await validate(message);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: aiText.messageRequired,
      details: { message: aiText.messageRequired },
    });
  });

  it.each(['admin', 'operador', 'trainee'] as const)('%s may check a message; a polite one is valid', async (role) => {
    const res = await validate('Olá, Maria! Seu pedido foi enviado.', tokens[role]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        valid: true,
        corrected_message: 'Olá, Maria! Seu pedido foi enviado.',
        issues: [],
        suggestions: [],
        severity: 'low',
      },
    });
  });

  it('blocks an insult with the built-in checker (high, with a suggestion and a rewrite)', async () => {
    const data = (await validate('Seu idiota, o pedido já foi enviado.')).json().data;
    expect(data).toMatchObject({ valid: false, severity: 'high', corrected_message: 'O pedido já foi enviado.' });
    expect(data.issues[0]).toContain('idiota');
    expect(data.suggestions.length).toBeGreaterThan(0);
  });
});

describe('POST /api/ai/generate-message', () => {
  it.each(TEMPLATE_TYPES)("writes a built-in '%s' message with the customer's first name", async (templateType) => {
    const res = await generate({
      template_type: templateType,
      customer_name: 'Maria Souza',
      customer_phone: '5511999999999',
      shopping_list_items: [{ product_name: 'iPhone 15', quantity: 2, product_price: 799.9 }, { name: 'Kindle' }],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ template_type: templateType, source: 'builtin' });
    expect(data.message).toMatch(/^Olá, Maria!/);
  });

  it('answers 400 for an unknown template type, and 401 without a token', async () => {
    const res = await generate({ template_type: 'spam' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('template_type', aiText.invalidTemplateType);
    expect((await post('/api/ai/generate-message', { template_type: 'welcome' })).statusCode).toBe(401);
  });
});

describe('/api/ai/settings', () => {
  it('is admin-only: 403 for operador and trainee, and nothing changes', async () => {
    for (const role of ['operador', 'trainee'] as const) {
      expect((await readSettings(tokens[role])).statusCode).toBe(403);
      expect((await saveSettings({ ai_model: 'x' }, tokens[role])).statusCode).toBe(403);
    }
    expect((await readSettings()).json().data.ai_model).not.toBe('x');
  });

  it('starts disabled and empty', async () => {
    expect((await readSettings()).json().data).toEqual({
      ai_enabled: false,
      ai_base_url: '',
      ai_model: '',
      ai_api_key: '',
      ai_api_key_set: false,
    });
  });

  it('refuses to enable without a URL, and refuses a bad URL', async () => {
    const res = await saveSettings({ ai_enabled: true, ai_model: 'gpt-4o-mini' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: aiText.urlRequired, details: { ai_base_url: aiText.urlRequired } });
    expect((await saveSettings({ ai_base_url: 'ftp://x' })).json().details).toHaveProperty(
      'ai_base_url',
      aiText.invalidUrl,
    );
  });

  it('stores the key server-side, only ever returns it masked, and records the change', async () => {
    const res = await saveSettings({
      ai_base_url: 'https://api.openai.com/v1/',
      ai_model: 'gpt-4o-mini',
      ai_api_key: KEY,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
    expect(res.json().data).toEqual({
      ai_enabled: false,
      ai_base_url: 'https://api.openai.com/v1',
      ai_model: 'gpt-4o-mini',
      ai_api_key: '••••••••1234',
      ai_api_key_set: true,
    });
    expect((await readSettings()).body).not.toContain(KEY);
    expect(await storedKey()).toBe(KEY);
    const log = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity_type', '=', 'settings')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'update' });
    expect(log.details).not.toContain(KEY);
    expect(JSON.parse(log.details!).keys).toEqual(expect.arrayContaining(['ai_base_url', 'ai_model', 'ai_api_key']));
  });

  it('sending the masked key back keeps the stored key; an empty one clears it', async () => {
    const masked = (await readSettings()).json().data.ai_api_key;
    await saveSettings({ ai_model: 'gpt-4.1-mini', ai_api_key: masked });
    expect(await storedKey()).toBe(KEY);
    await saveSettings({ ai_api_key: '' });
    expect((await readSettings()).json().data.ai_api_key_set).toBe(false);
    await saveSettings({ ai_api_key: KEY });
  });
});

describe('with the settings pointing at an OpenAI-compatible server', () => {
  beforeAll(async () => {
    const res = await saveSettings({
      ai_enabled: true,
      ai_base_url: peer.baseUrl,
      ai_model: 'fake-model',
      ai_api_key: KEY,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await saveSettings({ ai_enabled: false });
  });

  it("the check uses the model's verdict", async () => {
    const verdict = {
      valid: false,
      corrected_message: 'Olá! A previsão de entrega está no rastreio.',
      issues: ['Promessa de prazo'],
      suggestions: ['Confirme no rastreamento'],
      severity: 'medium',
    };
    peer.reply(jsonCompletion(verdict));
    const res = await validate('Chega amanhã sim');
    expect(res.json()).toEqual({ success: true, data: verdict });
    expect(peer.requests).toHaveLength(1);
    expect(peer.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${KEY}`,
      body: { model: 'fake-model' },
    });
  });

  it('the generator returns the model text with source ai', async () => {
    peer.reply(jsonCompletion({ message: 'Olá, Maria! Bem-vinda à loja.' }));
    const res = await generate({ template_type: 'welcome', customer_name: 'Maria' });
    expect(res.json().data).toEqual({
      message: 'Olá, Maria! Bem-vinda à loja.',
      template_type: 'welcome',
      source: 'ai',
    });
  });

  it('an outage of the model falls back to the rules and the templates', async () => {
    peer.setDefault({
      status: 503,
      body: { error: { message: 'overloaded', type: 'server_error', param: null, code: null } },
    });
    try {
      expect((await validate('Seu idiota')).json().data).toMatchObject({ valid: false, severity: 'high' });
      expect((await generate({ template_type: 'follow_up' })).json().data.source).toBe('builtin');
    } finally {
      peer.setDefault(
        jsonCompletion({ valid: true, corrected_message: '', issues: [], suggestions: [], severity: 'low' }),
      );
    }
  });
});

describe('OpenAPI document', () => {
  it('still builds with the AI routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/ai/validate-message', '/api/ai/settings']),
    );
  });
});
