import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordText, sessionText } from '@ponte/domain/staff-sessions';
import { userErrorText } from '@ponte/domain/users';
import { bearer, buildTestApp, STAFF_PASSWORD, type TestContext } from '../../../test/helpers';
import { useSocketClients } from '../../../test/sockets';
import { MAX_SIGN_IN_FAILURES } from '../auth/service';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const socketOf = useSocketClients(() => t.app);

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let address = 0;
const signIn = async (login: string, userAgent: string, password = STAFF_PASSWORD) => {
  address += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: login, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: `10.30.0.${address}`,
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json().token as string, ip: `10.30.0.${address}` };
};
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, ip = '10.31.0.1') =>
  t.app.inject({ method, url, headers: bearer(token), remoteAddress: ip, ...(payload ? { payload } : {}) });
const works = async (token: string) => (await call('GET', '/api/attendance/my-status', token)).statusCode === 200;
type Listed = { id: number; device: string; ip: string | null; current: boolean; last_used_at: string };
const sessionsOf = async (token: string): Promise<Listed[]> => (await call('GET', '/api/sessions', token)).json().data;
const disconnected = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.disconnected ? resolve() : socket.once('disconnect', () => resolve())));

describe("'Minhas sessões'", () => {
  it('lists where I am signed in: the device from the user agent, the address, this session marked', async () => {
    const s = await t.staff('trainee');
    const laptop = await signIn(s.username, CHROME_WINDOWS);
    const phone = await signIn(s.email, SAFARI_IPHONE);
    const list = await sessionsOf(phone.token);
    // The helper's token (no user agent), the laptop, the phone: the last used first.
    expect(list).toHaveLength(3);
    expect(list.find((x) => x.current)).toMatchObject({ device: 'Safari no iPhone', ip: phone.ip });
    expect(list.filter((x) => x.current)).toHaveLength(1);
    expect(list.map((x) => x.device).sort()).toEqual(
      ['Chrome no Windows', 'Safari no iPhone', sessionText.unknownDevice].sort(),
    );
    expect(list.find((x) => x.device === 'Chrome no Windows')!.ip).toBe(laptop.ip);
    // Only my own: another person's sessions never show.
    expect((await sessionsOf(t.adminToken)).some((x) => x.device === 'Safari no iPhone')).toBe(false);
  });

  it('ending one signs that device out at once, its socket included; ending it again, or another person’s, is 404', async () => {
    const s = await t.staff('operador');
    const laptop = await signIn(s.username, CHROME_WINDOWS);
    const phone = await signIn(s.username, SAFARI_IPHONE);
    const socket = await socketOf(laptop.token);
    const laptopId = (await sessionsOf(phone.token)).find((x) => x.device === 'Chrome no Windows')!.id;

    const other = await t.staff('operador');
    expect((await call('DELETE', `/api/sessions/${laptopId}`, other.token)).statusCode).toBe(404);
    expect(await works(laptop.token)).toBe(true);

    const res = await call('DELETE', `/api/sessions/${laptopId}`, phone.token);
    expect(res.statusCode).toBe(200);
    // At once, not at the next 30-s sweep of every socket's token.
    await Promise.race([
      disconnected(socket),
      new Promise((_, reject) => setTimeout(() => reject(new Error('socket still open 10 s later')), 10_000)),
    ]);
    expect(await works(laptop.token)).toBe(false);
    expect(await works(phone.token)).toBe(true);
    const again = await call('DELETE', `/api/sessions/${laptopId}`, phone.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(sessionText.notFound);
    expect((await sessionsOf(phone.token)).map((x) => x.id)).not.toContain(laptopId);
  });

  it("'Encerrar as outras sessões' leaves only the one asking, and is recorded once", async () => {
    const s = await t.staff('trainee');
    const a = await signIn(s.username, CHROME_WINDOWS);
    const b = await signIn(s.username, SAFARI_IPHONE);
    const res = await call('POST', '/api/sessions/end-others', b.token);
    expect(res.json()).toEqual({ success: true, data: { ended: 2 } });
    expect(await works(a.token)).toBe(false);
    expect(await works(s.token)).toBe(false);
    expect(await works(b.token)).toBe(true);
    expect((await sessionsOf(b.token)).map((x) => x.current)).toEqual([true]);
    expect((await call('POST', '/api/sessions/end-others', b.token)).json().data).toEqual({ ended: 0 });
    const log = await t.db
      .selectFrom('activity_log')
      .select(['action', 'details'])
      .where('user_id', '=', s.id)
      .where('action', '=', 'logout')
      .execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.details!)).toEqual({ sessions_ended: 2, by_admin: false });
  });

  it("'last use' moves at most once a minute, whatever the calls", async () => {
    const s = await t.staff('trainee');
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    const recent = new Date(Date.now() - 20_000).toISOString();
    await t.db.updateTable('staff_sessions').set({ last_used_at: old }).where('staff_id', '=', s.id).execute();
    expect(await works(s.token)).toBe(true);
    const [moved] = await sessionsOf(s.token);
    expect(Date.parse(moved!.last_used_at)).toBeGreaterThan(Date.parse(old) + 4 * 60_000);
    await t.db.updateTable('staff_sessions').set({ last_used_at: recent }).where('staff_id', '=', s.id).execute();
    expect(await works(s.token)).toBe(true);
    expect((await sessionsOf(s.token))[0]!.last_used_at).toBe(recent);
  });
});

describe("an admin and a member's sessions", () => {
  it('sees them, ends one and then all; each recorded as ended by the admin; others get 403', async () => {
    const member = await t.staff('operador');
    const laptop = await signIn(member.username, CHROME_WINDOWS);
    const phone = await signIn(member.username, SAFARI_IPHONE);
    const trainee = await t.staff('trainee');
    expect((await call('GET', `/api/users/${member.id}/sessions`, trainee.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${member.id}/sessions`, member.token)).statusCode).toBe(403);

    const list: Listed[] = (await call('GET', `/api/users/${member.id}/sessions`, t.adminToken)).json().data;
    expect(list).toHaveLength(3);
    expect(list.every((x) => !x.current)).toBe(true);
    const laptopId = list.find((x) => x.device === 'Chrome no Windows')!.id;
    expect((await call('DELETE', `/api/users/${member.id}/sessions/${laptopId}`, t.adminToken)).statusCode).toBe(200);
    expect(await works(laptop.token)).toBe(false);
    expect(await works(phone.token)).toBe(true);
    // A session of someone else under this member's address is not theirs to end.
    expect((await call('DELETE', `/api/users/${trainee.id}/sessions/${laptopId}`, t.adminToken)).statusCode).toBe(404);

    const all = await call('POST', `/api/users/${member.id}/sessions/end-all`, t.adminToken);
    expect(all.json().data).toEqual({ ended: 2 });
    expect(await works(phone.token)).toBe(false);
    expect(await works(member.token)).toBe(false);
    const rows = await t.db.selectFrom('staff_sessions').select('ended_by').where('staff_id', '=', member.id).execute();
    const admin = await t.db
      .selectFrom('staff')
      .select('id')
      .where('username', '=', 'onsolutions')
      .executeTakeFirstOrThrow();
    expect(rows.map((r) => r.ended_by)).toEqual(rows.map(() => admin.id));
    expect((await call('GET', '/api/users/999999/sessions', t.adminToken)).statusCode).toBe(404);
  });

  it('a password set by an admin ends every session of the member: none is listed as open', async () => {
    const member = await t.staff('operador');
    await signIn(member.username, CHROME_WINDOWS);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: bearer(t.adminToken),
      payload: { nome: member.username, email: member.email, role: 'operador', ativo: true, senha: 'outra-senha-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/users/${member.id}/sessions`, t.adminToken)).json().data).toEqual([]);
    expect((await call('POST', `/api/users/${member.id}/sessions/end-all`, t.adminToken)).json().data).toEqual({
      ended: 0,
    });
  });

  it('an admin ending all of their own keeps the session asking', async () => {
    const admin = await t.staff('admin');
    const other = await signIn(admin.username, CHROME_WINDOWS);
    const res = await call('POST', `/api/users/${admin.id}/sessions/end-all`, admin.token);
    expect(res.json().data).toEqual({ ended: 1 });
    expect(await works(admin.token)).toBe(true);
    expect(await works(other.token)).toBe(false);
  });

  it('fifty ends of one session at once end it once: one 200, the rest 404, one activity row', async () => {
    const member = await t.staff('trainee');
    const [session] = (await call('GET', `/api/users/${member.id}/sessions`, t.adminToken)).json().data as Listed[];
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call('DELETE', `/api/users/${member.id}/sessions/${session!.id}`, t.adminToken)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 404)).toHaveLength(49);
    const log = await t.db
      .selectFrom('activity_log')
      .select('id')
      .where('action', '=', 'logout')
      .where('entity_id', '=', String(member.id))
      .execute();
    expect(log).toHaveLength(1);
  });
});

describe('POST /api/me/password', () => {
  const change = (token: string, body: object, ip?: string) => call('POST', '/api/me/password', token, body, ip);
  const body = (over: object = {}) => ({
    current_password: STAFF_PASSWORD,
    new_password: 'nova-senha-1',
    confirm_password: 'nova-senha-1',
    ...over,
  });

  it('refuses, naming the field: a wrong current password, a short one, a mismatch, the same as now', async () => {
    const s = await t.staff('trainee');
    const cases: [object, string, string][] = [
      [body({ current_password: 'errada' }), 'current_password', passwordText.currentWrong],
      [body({ current_password: '' }), 'current_password', passwordText.currentRequired],
      [body({ new_password: '12345', confirm_password: '12345' }), 'new_password', userErrorText.passwordTooShort],
      [body({ confirm_password: 'outra-senha' }), 'confirm_password', userErrorText.passwordMismatch],
      [
        body({ new_password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD }),
        'new_password',
        passwordText.sameAsCurrent,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await change(s.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[field]).toBe(message);
    }
    // Nothing changed: the old password still signs in.
    await signIn(s.username, CHROME_WINDOWS);
  });

  it('changes it and ends the other sessions by default; the new password signs in, the old does not', async () => {
    const s = await t.staff('operador');
    const other = await signIn(s.username, CHROME_WINDOWS);
    const here = await signIn(s.username, SAFARI_IPHONE);
    const res = await change(here.token, body());
    expect(res.json()).toEqual({ success: true, data: { ended: 2 } });
    expect(await works(here.token)).toBe(true);
    expect(await works(other.token)).toBe(false);
    await signIn(s.username, CHROME_WINDOWS, 'nova-senha-1');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: s.username, password: STAFF_PASSWORD },
      remoteAddress: '10.32.0.1',
    });
    expect(old.statusCode).toBe(401);
  });

  it('with end_other_sessions false the other sessions stay', async () => {
    const s = await t.staff('trainee');
    const other = await signIn(s.username, CHROME_WINDOWS);
    const res = await change(s.token, body({ end_other_sessions: false }));
    expect(res.json().data).toEqual({ ended: 0 });
    expect(await works(other.token)).toBe(true);
  });

  it('wrong current passwords count against the sign-in lockout of that account and address', async () => {
    const s = await t.staff('trainee');
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++)
      expect((await change(s.token, body({ current_password: `errada-${i}` }), '10.33.0.1')).statusCode).toBe(400);
    const locked = await change(s.token, body(), '10.33.0.1');
    expect(locked.statusCode).toBe(429);
    // The right password from another address is not held by this one's lockout.
    expect((await change(s.token, body(), '10.33.0.2')).statusCode).toBe(200);
  });
});
