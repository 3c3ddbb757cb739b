import { describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../../test/helpers';
import { startSmtp } from '../../../test/fakes/smtp';
import { openStored } from '../../lib/sealing';
import { useTestAppWithPeer } from '../../../test/peer-apps';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
useTestAppWithPeer(startSmtp, (built) => ({ t, peer: smtp } = built));

const admin = () => bearer(t.adminToken);
const settings = (overrides: Record<string, unknown> = {}) => ({
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  password: '',
  from_name: 'Loja Ponte',
  from_address: 'contato@loja.test',
  rate_per_second: 10,
  ...overrides,
});
const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/email/smtp', headers: admin(), payload });
const sendTest = (to = 'gerente@loja.test') =>
  t.app.inject({ method: 'POST', url: '/api/email/smtp/test', headers: admin(), payload: { to } });

describe('SMTP settings', () => {
  it('start with SMTP off (the outbox), port 587 and STARTTLS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/email/smtp', headers: admin() });
    expect(res.json().data).toMatchObject({
      host: '',
      port: 587,
      security: 'starttls',
      password: '',
      password_set: false,
      rate_per_second: 10,
      smtp_enabled: false,
    });
  });

  it.each([
    [{ port: 0 }, 'port', 'Porta inválida (1 a 65535)'],
    [{ port: 70_000 }, 'port', 'Porta inválida (1 a 65535)'],
    [{ security: 'ssl' }, 'security', 'Segurança inválida: use TLS, STARTTLS ou nenhuma'],
    [{ from_name: '  ' }, 'from_name', 'Informe o nome do remetente'],
    [{ from_address: 'sem-arroba' }, 'from_address', 'E-mail do remetente inválido'],
    [{ rate_per_second: 0 }, 'rate_per_second', 'Limite de envio entre 1 e 100 mensagens por segundo'],
    [{ rate_per_second: 101 }, 'rate_per_second', 'Limite de envio entre 1 e 100 mensagens por segundo'],
    [{ host: 'smtp.loja.test; rm -rf' }, 'host', 'Servidor SMTP inválido'],
  ])('refuse %o with 400 naming the field', async (change, field, message) => {
    const res = await save(settings(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ [field]: message });
  });

  it('keep the password server-side: shown masked, kept when the masked value comes back', async () => {
    const first = await save(settings({ host: 'smtp.loja.test', user: 'loja', password: 'segredo-smtp-123' }));
    expect(first.json().data).toMatchObject({ password: '••••••••-123', password_set: true, smtp_enabled: true });
    await save(settings({ host: 'smtp.loja.test', user: 'loja', password: first.json().data.password }));
    const stored = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'smtp_password')
      .executeTakeFirst();
    expect(openStored('smtp_password', stored!.value)).toBe('segredo-smtp-123');
    await save(settings());
  });

  it('are for admins only', async () => {
    const trainee = await t.staff('trainee');
    const res = await t.app.inject({ method: 'GET', url: '/api/email/smtp', headers: bearer(trainee.token) });
    expect(res.statusCode).toBe(403);
  });
});

describe('test e-mail and outbox', () => {
  it('without SMTP the test e-mail is kept in the outbox, listed and downloadable as .eml', async () => {
    await save(settings());
    const res = await sendTest('gerente@loja.test');
    expect(res.json().data.via).toBe('outbox');
    const page = (await t.app.inject({ method: 'GET', url: '/api/email/outbox', headers: admin() })).json().data;
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({ to: 'gerente@loja.test', subject: 'Ponte: e-mail de teste' });
    const raw = await t.app.inject({ method: 'GET', url: `/api/email/outbox/${page.entries[0].id}`, headers: admin() });
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.body).toContain('From: Loja Ponte <contato@loja.test>');
    // It holds an address and a message: taking it out is recorded (issue 33).
    const recorded = await t.db
      .selectFrom('activity_log')
      .select(['action', 'entity_type', 'details'])
      .where('action', '=', 'export')
      .execute();
    expect(recorded.map((r) => JSON.parse(r.details!))).toContainEqual({
      report: 'outbox_message',
      file: `${page.entries[0].id}.eml`,
    });
  });

  it('an id the outbox never wrote is 404, a path is never read', async () => {
    for (const id of ['1700000000000-aaaaaaaaaaaa', '..%2F..%2Fetc%2Fpasswd', 'x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/email/outbox/${id}`, headers: admin() });
      expect(res.statusCode).toBe(404);
    }
  });

  it('with SMTP the test e-mail reaches the server from the shop’s sender', async () => {
    await save(settings({ host: '127.0.0.1', port: smtp.port, security: 'none' }));
    const res = await sendTest('dono@loja.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.via).toBe('smtp');
    const got = smtp.control.messages.at(-1)!;
    expect(got.subject).toBe('Ponte: e-mail de teste');
    expect(got.from?.value[0]).toEqual({ name: 'Loja Ponte', address: 'contato@loja.test' });
    expect(got.html).toContain('Este é um e-mail de teste do Ponte');
  });

  it('a refusal by the SMTP server is a 502 with its reason, not a 500', async () => {
    await save(settings({ host: '127.0.0.1', port: smtp.port, security: 'none' }));
    smtp.control.refuse = true;
    try {
      const res = await sendTest();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'smtp_failed' });
      expect(res.json().error).toMatch(/^Falha ao enviar pelo servidor SMTP: .*550/);
    } finally {
      smtp.control.refuse = false;
    }
  });

  it('refuses a bad destination with 400', async () => {
    const res = await sendTest('nao-e-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ to: 'E-mail de destino inválido' });
  });
});
