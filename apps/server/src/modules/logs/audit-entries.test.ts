import { describe, expect, it } from 'vitest';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';
import { listenLocally } from '../../../test/sockets';
import { recordActivity } from './activity';

// Issue 33: an auditor's export names where each admin action came from, settings included.
let t: TestContext;
let base: string;
useTestApp(async (built) => {
  t = built;
  base = `${await listenLocally(t.app)}/api`;
});

/** The newest activity entry of this kind: its address and details. */
const newestEntry = (entityType: string) =>
  t.db
    .selectFrom('activity_log')
    .select(['ip_address', 'details'])
    .where('entity_type', '=', entityType)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
const newestAddress = async (entityType: string) => (await newestEntry(entityType)).ip_address;

/** SMTP settings that turn sending off: test e-mails go to the outbox. */
const SMTP_OFF = {
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  password: '',
  from_name: 'Loja',
  from_address: 'loja@loja.test',
  rate_per_second: 5,
};

describe("the activity log keeps the request's address", () => {
  it.each([
    [
      'PUT',
      '/evolution/settings',
      {
        evolution_api_enabled: false,
        evolution_api_url: '',
        evolution_instance: '',
        evolution_api_key: '',
        webhook_chat_url: '',
      },
    ],
    ['POST', '/evolution/webhook-secret', undefined],
    ['POST', '/evolution/bot-key', undefined],
    ['DELETE', '/evolution/logs', undefined],
    ['POST', '/configurations', { exchange_rate: 5.5 }],
    ['PUT', '/assignment/settings', { mode: 'manual', default_limit: 5 }],
    ['PUT', '/email/smtp', SMTP_OFF],
  ] as const)('%s %s, over a real connection with its body', async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...bearer(t.adminToken), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await newestAddress('settings')).toBe('127.0.0.1');
  });

  it('the address a caller names wins, and a job records none', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/assignment/settings',
      remoteAddress: '10.20.30.40',
      headers: bearer(t.adminToken),
      payload: { mode: 'manual', default_limit: 4 },
    });
    expect(res.statusCode).toBe(200);
    expect(await newestAddress('settings')).toBe('10.20.30.40');
    // Outside any request (a job, a timer): no address rather than another request's.
    await recordActivity(t.db, { userId: null, action: 'update', entityType: 'settings' });
    expect(await newestAddress('settings')).toBeNull();
  });
});

/** The details of the newest activity entry of this kind. */
const newestDetails = async (entityType: string) => JSON.parse((await newestEntry(entityType)).details ?? 'null');

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(t.adminToken), payload });

describe('what an entry says', () => {
  const evolution = {
    evolution_api_enabled: true,
    evolution_api_url: 'http://127.0.0.1:9',
    evolution_instance: 'loja',
    evolution_api_key: 'chave-evolution-1',
    webhook_chat_url: '',
  };

  it('/evolution: the keys that changed, a secret by its name only; the masked secret sent back is no change', async () => {
    expect((await call('PUT', '/evolution/settings', evolution)).statusCode).toBe(200);
    const first = await newestDetails('settings');
    expect(first.section).toBe('evolution');
    expect(first.keys).toEqual(
      expect.arrayContaining(['evolution_api_url', 'evolution_instance', 'evolution_api_key']),
    );
    expect(JSON.stringify(first)).not.toContain('chave-evolution-1');

    const masked = (
      await call('PUT', '/evolution/settings', { ...evolution, evolution_api_key: '••••••••ion-1' })
    ).json().data;
    expect(masked.evolution_api_key_set).toBe(true);
    expect((await newestDetails('settings')).keys).toEqual([]);

    await call('PUT', '/evolution/settings', {
      ...evolution,
      evolution_instance: 'loja2',
      evolution_api_key: 'chave-2',
    });
    expect((await newestDetails('settings')).keys.sort()).toEqual(['evolution_api_key', 'evolution_instance']);
  });

  it('SMTP: whether the password changed', async () => {
    const smtp = {
      host: 'smtp.loja.test',
      port: 587,
      security: 'starttls',
      user: 'loja',
      password: 'senha-smtp-1',
      from_name: 'Loja',
      from_address: 'loja@loja.test',
      rate_per_second: 5,
    };
    await call('PUT', '/email/smtp', smtp);
    expect((await newestDetails('settings')).keys).toContain('smtp_password');
    await call('PUT', '/email/smtp', { ...smtp, password: '••••••••tp-1', port: 465, security: 'tls' });
    const details = await newestDetails('settings');
    expect(details.keys).not.toContain('smtp_password');
    expect(details.keys).toContain('smtp_port');
    expect(JSON.stringify(details)).not.toContain('senha-smtp-1');
  });

  it("SMTP's test e-mail: recorded with where it went", async () => {
    // SMTP off: the test e-mail goes to the outbox.
    await call('PUT', '/email/smtp', SMTP_OFF);
    const res = await call('POST', '/email/smtp/test', { to: 'dono@loja.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newestDetails('settings')).toMatchObject({ section: 'smtp_test', test_sent_to: 'dono@loja.test' });
  });

  it('a role change says the role it was as well as the one it is', async () => {
    const member = await t.staff('trainee');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: bearer(t.adminToken),
      payload: { nome: member.username, email: member.email, role: 'operador', ativo: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await newestDetails('user')).toMatchObject({
      role: 'operador',
      previous_role: 'trainee',
      ativo: true,
      previous_ativo: true,
    });
  });
});
