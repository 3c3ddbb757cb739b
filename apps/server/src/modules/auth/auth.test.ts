import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loginErrorText } from '@ponte/domain/session';
import { ADMIN_PASSWORD, bearer, STAFF_PASSWORD, type TestContext, useTestApp } from '../../../test/helpers';
import { AppError } from '../../lib/errors';
import { MAX_FAILURES, takeSignInTurn, WINDOW_MS } from './login-throttle';
import { login as signIn } from './service';

let t: TestContext;
useTestApp((built) => (t = built));

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

describe('POST /api/login', () => {
  it('accepts the username in the email field and returns token and user', async () => {
    const res = await login('onsolutions', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'onsolutions',
      email: 'admin@ponte.test',
      role: 'admin',
    });
  });

  it('accepts the e-mail, whatever its case', async () => {
    const res = await login('ADMIN@Ponte.test', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it("answers 401 'Usuário ou senha inválidos' for a wrong password or an unknown account", async () => {
    for (const [user, pass] of [
      ['onsolutions', 'errada'],
      ['ninguem', 'x'],
    ]) {
      const res = await login(user, pass, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: loginErrorText.invalidCredentials,
        code: 'invalid_credentials',
      });
    }
  });

  it("answers 400 'Por favor, preencha todos os campos' when a field is missing", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(loginErrorText.required);
    expect(Object.keys(res.json().details)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers 400, never 500, for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('locks an account at one address with 429 after repeated failures, even with the right password', async () => {
    const s = await t.staff('operador');
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(s.username, 'errada', '10.1.0.1')).statusCode).toBe(401);
    const res = await login(s.username, STAFF_PASSWORD, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(loginErrorText.tooManyAttempts);
  });

  it('counts failures typed as username and as e-mail (any case) against one account', async () => {
    const s = await t.staff('operador');
    const half = Math.ceil(MAX_FAILURES / 2);
    for (let i = 0; i < half; i++) expect((await login(s.username, 'errada', '10.1.2.1')).statusCode).toBe(401);
    for (let i = half; i < MAX_FAILURES; i++)
      expect((await login(` ${s.email.toUpperCase()} `, 'errada', '10.1.2.1')).statusCode).toBe(401);
    expect((await login(s.email, STAFF_PASSWORD, '10.1.2.1')).statusCode).toBe(429);
    expect((await login(s.username, STAFF_PASSWORD, '10.1.2.1')).statusCode).toBe(429);
  });

  it('a locked-out main admin still signs in from an address that has not failed', async () => {
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await login(i % 2 ? 'onsolutions' : 'admin@ponte.test', 'errada', '10.1.3.1')).statusCode).toBe(401);
    expect((await login('onsolutions', ADMIN_PASSWORD, '10.1.3.1')).statusCode).toBe(429);
    const elsewhere = await login('onsolutions', ADMIN_PASSWORD, '10.1.3.2');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().user.name).toBe('onsolutions');
  });

  it('50 concurrent wrong passwords for one account and address get exactly MAX_FAILURES checks, the rest 429', async () => {
    const s = await t.staff('operador');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => signIn(t.db, { login: s.username, password: 'errada', ip: '10.1.5.1' })),
    );
    const statuses = results.map((r) =>
      r.status === 'rejected' && r.reason instanceof AppError ? r.reason.statusCode : 0,
    );
    expect(statuses.filter((c) => c === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((c) => c === 429)).toHaveLength(50 - MAX_FAILURES);
    expect((await login(s.username, STAFF_PASSWORD, '10.1.5.1')).statusCode).toBe(429);
  });

  it('the lockout is kept in the database: it holds for its window, then the pair starts again', async () => {
    const attempt = { account: 'login:janela', ip: '10.1.6.1' };
    const start = Date.parse('2026-11-25T12:00:00Z');
    for (let i = 0; i < MAX_FAILURES; i++) expect(await takeSignInTurn(t.db, attempt, start + i)).toBe(true);
    expect(await takeSignInTurn(t.db, attempt, start + WINDOW_MS - 1)).toBe(false);
    expect(await takeSignInTurn(t.db, attempt, start + WINDOW_MS + 1)).toBe(true);
    const row = await t.db
      .selectFrom('sign_in_attempts')
      .selectAll()
      .where('attempt_key', '=', JSON.stringify(['login:janela', '10.1.6.1']))
      .executeTakeFirst();
    expect(row).toMatchObject({ count: 1, since: new Date(start + WINDOW_MS + 1).toISOString() });
  });

  it('a successful sign-in forgets the failures of its pair', async () => {
    const s = await t.staff('operador');
    for (let i = 0; i < MAX_FAILURES - 1; i++)
      expect((await login(s.username, 'errada', '10.1.7.1')).statusCode).toBe(401);
    expect((await login(s.username, STAFF_PASSWORD, '10.1.7.1')).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(s.username, 'errada', '10.1.7.1')).statusCode).toBe(401);
    expect((await login(s.username, STAFF_PASSWORD, '10.1.7.1')).statusCode).toBe(429);
  });

  it('failures spread over addresses lock none of them, while each address keeps its per-address limit', async () => {
    const s = await t.staff('trainee');
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await login(s.username, 'errada', `10.1.4.${i}`)).statusCode).toBe(401);
    expect((await login(s.username, STAFF_PASSWORD, '10.1.4.0')).statusCode).toBe(200);
  });

  it('rate-limits one address with 429 and a Portuguese message', async () => {
    let last = 0;
    let body: { error?: string } = {};
    for (let i = 0; i < 25; i++) {
      const res = await login(`user${i}`, 'x', '10.9.9.9');
      last = res.statusCode;
      body = res.json();
    }
    expect(last).toBe(429);
    expect(body.error).toMatch(/tentativas/i);
  });

  it('refuses an inactive account with 403', async () => {
    const s = await t.staff('trainee');
    await t.db.updateTable('staff').set({ active: 0 }).where('id', '=', s.id).execute();
    const res = await login(s.username, STAFF_PASSWORD, '10.2.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(loginErrorText.inactive);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const row = await t.db
      .selectFrom('staff')
      .select('password_hash')
      .where('username', '=', 'onsolutions')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(ADMIN_PASSWORD);
  });

  it('records the sign-in in the activity log', async () => {
    await login('onsolutions', ADMIN_PASSWORD, '10.3.0.1');
    const row = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'login')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(row?.entity_type).toBe('user');
  });
});

describe('tokens', () => {
  it('POST /api/checkjwt says valid for a live token and invalid for garbage', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/checkjwt', payload: { token: t.adminToken } });
    expect(ok.json()).toMatchObject({ valid: true, user: { name: 'onsolutions', role: 'admin' } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/checkjwt', payload: { token: 'abc.def.ghi' } });
    expect(bad.json()).toEqual({ valid: false });
  });

  it('an expired token is refused with 401', async () => {
    const expired = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
  });

  it('a token signed with another secret is refused with 401', async () => {
    const forged = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('y'.repeat(40)));
    expect((await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('a call without a token answers 401 with a Portuguese message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/attendance/my-status' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: expect.stringMatching(/Sessão inválida/),
      code: 'unauthorized',
    });
  });

  it('a deactivated user loses their open session at once', async () => {
    const s = await t.staff('trainee');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/attendance/my-status', headers: bearer(s.token) })).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.id}`,
      headers: bearer(t.adminToken),
      payload: { nome: s.username, email: s.email, role: 'trainee', ativo: false },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/attendance/my-status', headers: bearer(s.token) })).statusCode,
    ).toBe(401);
    const check = await t.app.inject({ method: 'POST', url: '/api/checkjwt', payload: { token: s.token } });
    expect(check.json().valid).toBe(false);
  });
});
