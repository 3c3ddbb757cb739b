import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, twoFactorText } from '@ponte/domain/two-factor';
import { activityOf, bearer, buildTestApp, STAFF_PASSWORD, type TestContext } from '../../../test/helpers';
import { rotateKeys } from '../../key-rotation';
import { loadKeyring, sealedKeyId } from '../../lib/sealing';
import { buildApp } from '../../app';
import { base32Decode, hotp, stepAt } from '../../lib/totp';
import { MAX_SIGN_IN_FAILURES } from '../auth/service';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ponte-2fa-'));
  t = await buildTestApp({ dataDir: dir, loginRateLimit: 10_000 });
});
afterAll(() => t.close());

let address = 0;
const nextIp = () => `10.40.${(++address >> 8) & 255}.${address & 255}`;
const post = (url: string, payload: object, token?: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The app's code for a step from now (0: this step). */
const codeOf = (secret: string, offset = 0) => hotp(base32Decode(secret), stepAt(Date.now()) + offset);

/** Enrols a new member of `role`; answers them with their secret and recovery codes. */
async function enrolled(role: 'admin' | 'operador' | 'trainee' = 'operador') {
  const s = await t.staff(role);
  const setup = (await post('/api/me/two-factor/setup', {}, s.token)).json().data;
  const secret = (setup.secret as string).replace(/ /g, '');
  // One step back: the step a sign-in uses next is then always later than this one.
  const res = await post('/api/me/two-factor/enable', { code: codeOf(secret, -1) }, s.token);
  expect(res.statusCode).toBe(200);
  return { ...s, secret, recovery: res.json().data.recovery_codes as string[] };
}
const passwordStep = async (username: string, ip = nextIp()) => {
  const res = await post('/api/login', { email: username, password: STAFF_PASSWORD }, undefined, ip);
  expect(res.statusCode).toBe(200);
  return res.json() as { two_factor?: true; challenge?: string; token?: string; two_factor_setup_required?: boolean };
};

describe('enrolment', () => {
  it('a QR code and a key; a wrong code is refused on its field; the right one turns it on with ten recovery codes, shown once', async () => {
    const s = await t.staff('trainee');
    const setup = (await post('/api/me/two-factor/setup', {}, s.token)).json().data;
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/Ponte%3A.+\?secret=[A-Z2-7]{32}&issuer=Ponte/);
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    const secret = setup.secret.replace(/ /g, '');
    const wrong = await post('/api/me/two-factor/enable', { code: '000000' }, s.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_two_factor_code',
      details: { code: twoFactorText.codeInvalid },
    });
    expect((await get('/api/me/two-factor', s.token)).json().data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
      required: false,
    });

    const res = await post('/api/me/two-factor/enable', { code: codeOf(secret).replace(/(\d{3})/, '$1 ') }, s.token);
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect((await get('/api/me/two-factor', s.token)).json().data).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });
    // Stored sealed and hashed: neither the secret nor a code is in the database as shown.
    const row = await t.db
      .selectFrom('staff_two_factor')
      .selectAll()
      .where('staff_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).toMatch(/^sealed:/);
    expect(row.secret).not.toContain(secret);
    const hashes = await t.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', s.id)
      .execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);
    expect((await post('/api/me/two-factor/setup', {}, s.token)).statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('the password answers a challenge, not a token; the code answers the token; the same code cannot sign in twice', async () => {
    const s = await enrolled();
    const step = await passwordStep(s.username);
    expect(step).toEqual({ success: true, two_factor: true, challenge: expect.any(String) });
    // The challenge is no staff token.
    expect((await get('/api/sessions', step.challenge!)).statusCode).toBe(401);
    const code = codeOf(s.secret);
    const res = await post('/api/login/two-factor', { challenge: step.challenge, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: s.id } });
    expect((await get('/api/sessions', res.json().token)).statusCode).toBe(200);
    const again = await post('/api/login/two-factor', { challenge: (await passwordStep(s.username)).challenge, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_two_factor_code');
    const log = await activityOf(t.db, s.id, 'login');
    expect(log.map((l) => JSON.parse(l.details!))).toEqual([{ two_factor: 'totp' }]);
  });

  it('a recovery code signs in once, typed in capitals without its dash too', async () => {
    const s = await enrolled();
    const code = s.recovery[3]!;
    const first = await post('/api/login/two-factor', {
      challenge: (await passwordStep(s.username)).challenge,
      code: code.replace(/-/g, '').toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/login/two-factor', { challenge: (await passwordStep(s.username)).challenge, code });
    expect(second.statusCode).toBe(400);
    expect((await get('/api/me/two-factor', first.json().token)).json().data.recovery_codes_left).toBe(9);
  });

  it(`code guesses count with the password against the lockout, and a right password does not start it over`, async () => {
    const s = await enrolled();
    const ip = '10.41.0.1';
    const wrong = async (challenge?: string) =>
      expect((await post('/api/login/two-factor', { challenge, code: '999990' }, undefined, ip)).statusCode).toBe(400);
    const first = await passwordStep(s.username, ip);
    await wrong(first.challenge);
    await wrong(first.challenge);
    const again = await passwordStep(s.username, ip);
    await wrong(again.challenge);
    // Turns so far: password, code, code, password, code. The next one is the last of the window.
    expect(MAX_SIGN_IN_FAILURES).toBe(5);
    const right = await post(
      '/api/login/two-factor',
      { challenge: again.challenge, code: codeOf(s.secret) },
      undefined,
      ip,
    );
    expect(right.statusCode).toBe(429);
  });

  it('guessing from many addresses gets no more guesses than from one', async () => {
    const s = await enrolled();
    const { challenge } = await passwordStep(s.username);
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++)
      expect((await post('/api/login/two-factor', { challenge, code: '999990' })).statusCode).toBe(400);
    expect((await post('/api/login/two-factor', { challenge, code: codeOf(s.secret) })).statusCode).toBe(429);
  });

  it('a password changed by its owner voids a challenge taken before', async () => {
    const s = await enrolled();
    const { challenge } = await passwordStep(s.username);
    const changed = await post(
      '/api/me/password',
      {
        current_password: STAFF_PASSWORD,
        new_password: 'nova-senha-2fa',
        confirm_password: 'nova-senha-2fa',
        end_other_sessions: false,
      },
      s.token,
    );
    expect(changed.statusCode).toBe(200);
    const res = await post('/api/login/two-factor', { challenge, code: codeOf(s.secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('two_factor_challenge_expired');
  });

  it('a forged, expired or voided challenge answers 401 two_factor_challenge_expired', async () => {
    const s = await enrolled();
    const forged = await post('/api/login/two-factor', { challenge: 'eyJhbGciOiJIUzI1NiJ9.e30.x', code: '123456' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('two_factor_challenge_expired');
    // A staff token is no challenge either.
    expect((await post('/api/login/two-factor', { challenge: s.token, code: '123456' })).statusCode).toBe(401);
    const { challenge } = await passwordStep(s.username);
    // The admin sets a new password meanwhile: the token version moves and the step is void.
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${s.id}`,
      headers: bearer(t.adminToken),
      payload: { nome: s.username, email: s.email, role: 'operador', ativo: true, senha: 'outra-senha-9' },
    });
    const voided = await post('/api/login/two-factor', { challenge, code: codeOf(s.secret) });
    expect(voided.statusCode).toBe(401);
    expect(voided.json().error).toBe(twoFactorText.challengeExpired);
  });

  it('fifty code steps at once with one right code: one signs in', async () => {
    const s = await enrolled();
    const code = codeOf(s.secret);
    const challenges = await Promise.all(Array.from({ length: 50 }, () => passwordStep(s.username)));
    const results = await Promise.all(
      challenges.map((c) => post('/api/login/two-factor', { challenge: c.challenge, code })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others: the code already used (400), or past the account's turns (429).
    expect(results.filter((r) => r.statusCode === 400).length).toBeGreaterThan(0);
    expect(results.every((r) => [200, 400, 429].includes(r.statusCode))).toBe(true);
  });
});

describe('keeping it', () => {
  it('new recovery codes need a code and end the old ones; turning it off needs a code', async () => {
    const s = await enrolled('trainee');
    expect((await post('/api/me/two-factor/recovery-codes', { code: '' }, s.token)).statusCode).toBe(400);
    const fresh = await post('/api/me/two-factor/recovery-codes', { code: s.recovery[0]! }, s.token);
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().data.recovery_codes as string[];
    expect(codes.some((c) => s.recovery.includes(c))).toBe(false);
    const old = await post('/api/login/two-factor', {
      challenge: (await passwordStep(s.username)).challenge,
      code: s.recovery[1]!,
    });
    expect(old.statusCode).toBe(400);
    expect((await post('/api/me/two-factor/disable', { code: '111111' }, s.token)).statusCode).toBe(400);
    expect((await post('/api/me/two-factor/disable', { code: codes[0]! }, s.token)).statusCode).toBe(200);
    expect(await passwordStep(s.username)).toMatchObject({ token: expect.any(String) });
  });

  it('an admin cannot reset their own without a code: that goes through turning it off', async () => {
    const admin = await enrolled('admin');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}/two-factor`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(twoFactorText.resetSelf);
    expect((await get('/api/me/two-factor', admin.token)).json().data.enabled).toBe(true);
  });

  it('an admin resets a member’s second factor (recorded); resetting it again is 409', async () => {
    const s = await enrolled();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${s.id}/two-factor`,
      headers: bearer(t.adminToken),
    });
    expect(res.statusCode).toBe(200);
    // The lost phone may hold a session: every one of the member's ends.
    expect((await get('/api/sessions', s.token)).statusCode).toBe(401);
    expect(await passwordStep(s.username)).toMatchObject({ token: expect.any(String) });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${s.id}/two-factor`,
      headers: bearer(t.adminToken),
    });
    expect(again.statusCode).toBe(409);
    const log = await t.db
      .selectFrom('activity_log')
      .select(['user_id', 'details'])
      .where('entity_id', '=', String(s.id))
      .where('details', 'like', '%reset%')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]!.user_id).not.toBe(s.id);
  });

  it('npm run rotate-key seals the secrets again; codes still sign in', async () => {
    const s = await enrolled();
    const { keyId } = await rotateKeys(t.db, dir, {});
    const row = await t.db
      .selectFrom('staff_two_factor')
      .select('secret')
      .where('staff_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(sealedKeyId(row.secret!)).toBe(keyId);
    const res = await post('/api/login/two-factor', {
      challenge: (await passwordStep(s.username)).challenge,
      code: codeOf(s.secret),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a wrong key', () => {
  it('stops the start when only the TOTP secrets are sealed, naming ENCRYPTION_KEY (not a failed sign-in later)', async () => {
    await enrolled();
    // Nothing else is sealed in this database: the start must open the TOTP secrets themselves.
    expect(await t.db.selectFrom('settings').select('key').where('value', 'like', 'sealed:%').execute()).toEqual([]);
    const wrong = loadKeyring(mkdtempSync(join(tmpdir(), 'ponte-2fa-wrong-')));
    await expect(
      buildApp({ db: { db: t.db, kind: t.app.ctx.dbKind }, jwtSecret: 'x'.repeat(40), keyring: wrong }),
    ).rejects.toThrow(/ENCRYPTION_KEY/);
  });
});

describe('required of admins and supervisors', () => {
  const put = (required: boolean, token: string) =>
    t.app.inject({ method: 'PUT', url: '/api/two-factor/policy', headers: bearer(token), payload: { required } });

  it('an admin without it cannot require it (409, nothing saved)', async () => {
    const res = await put(true, t.adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(twoFactorText.requireOwnFirst);
    expect((await get('/api/two-factor/policy', t.adminToken)).json().data).toEqual({ required: false });
  });

  it('takes effect at once: whoever of those roles is signed in without it is signed out; the rest keep working', async () => {
    const admin = await enrolled('admin');
    const withIt = await enrolled('operador');
    const without = await t.staff('operador');
    const trainee = await t.staff('trainee');
    expect((await get('/api/sessions', without.token)).statusCode).toBe(200);
    expect((await put(true, admin.token)).json().data).toEqual({ required: true });
    try {
      expect((await get('/api/sessions', without.token)).statusCode).toBe(401);
      for (const token of [admin.token, withIt.token, trainee.token])
        expect((await get('/api/sessions', token)).statusCode).toBe(200);
      // Recorded: the requirement, and each sign-out it caused, by the admin.
      const ended = await t.db
        .selectFrom('activity_log')
        .select(['user_id', 'action'])
        .where('entity_id', '=', String(without.id))
        .where('action', '=', 'logout')
        .execute();
      expect(ended).toEqual([{ user_id: admin.id, action: 'logout' }]);
    } finally {
      await put(false, admin.token);
    }
  });

  it('a supervisor without it signs in to enrolment only, and works once it is on; trainees are not asked; while required it cannot be turned off', async () => {
    const admin = await enrolled('admin');
    expect((await put(true, admin.token)).json().data).toEqual({ required: true });
    try {
      const supervisor = await t.staff('operador');
      const step = await passwordStep(supervisor.username);
      expect(step.two_factor_setup_required).toBe(true);
      const token = step.token!;
      const blocked = await get('/api/sessions', token);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe('two_factor_setup_required');
      // Nor do the bot's shared routes, /metrics, checkjwt or a socket take it.
      const shared = await post('/api/customers', { phone: '5511987650001', name: 'Teste' }, token);
      expect(shared.statusCode).toBe(401);
      const check = await t.app.inject({ method: 'POST', url: '/api/checkjwt', payload: { token } });
      expect(check.json()).toEqual({ valid: false });
      expect(await t.app.authenticateToken(token)).toBeNull();
      expect((await get('/api/me/two-factor', token)).json().data).toMatchObject({ enabled: false, required: true });
      const setup = (await post('/api/me/two-factor/setup', {}, token)).json().data;
      const secret = setup.secret.replace(/ /g, '');
      const enabled = await post('/api/me/two-factor/enable', { code: codeOf(secret, -1) }, token);
      expect(enabled.statusCode).toBe(200);
      expect((await get('/api/sessions', token)).statusCode).toBe(200);
      expect(await t.app.authenticateToken(token)).not.toBeNull();
      const off = await post('/api/me/two-factor/disable', { code: enabled.json().data.recovery_codes[0] }, token);
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('two_factor_required');

      const trainee = await t.staff('trainee');
      expect((await passwordStep(trainee.username)).two_factor_setup_required).toBeUndefined();
    } finally {
      await put(false, admin.token);
    }
  });
});
