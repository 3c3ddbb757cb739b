import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, STAFF_PASSWORD, type TestContext } from '../../../test/helpers';
import { useSocketClients } from '../../../test/sockets';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const socketOf = useSocketClients(() => t.app);

const signIn = async (login: string, ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: login, password: STAFF_PASSWORD },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const myStatus = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/attendance/my-status', headers: bearer(token) });
const checkJwt = async (token: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/checkjwt', payload: { token } })).json();
const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
const socketConnects = (token: string) =>
  socketOf(token).then(
    () => true,
    () => false,
  );

describe('POST /api/logout revokes the token of that call at once', () => {
  it('the signed-out token gets 401 on staff routes, valid:false on checkjwt and no socket; another session of the account keeps working', async () => {
    const s = await t.staff('operador');
    const phone = await signIn(s.username, '10.20.0.1');
    const laptop = await signIn(s.email, '10.20.0.2');
    // Used once before signing out, so the verified-token cache holds it.
    expect((await myStatus(laptop)).statusCode).toBe(200);
    expect(await socketConnects(laptop)).toBe(true);

    const res = await logout(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });

    expect((await myStatus(laptop)).statusCode).toBe(401);
    expect(await checkJwt(laptop)).toEqual({ valid: false });
    expect(await socketConnects(laptop)).toBe(false);
    expect((await logout(laptop)).statusCode).toBe(401);

    expect((await myStatus(phone)).statusCode).toBe(200);
    expect(await checkJwt(phone)).toMatchObject({ valid: true, user: { id: s.id } });
    expect(await socketConnects(phone)).toBe(true);

    const rows = await t.db.selectFrom('staff_sessions').selectAll().where('staff_id', '=', s.id).execute();
    // The helper's token, the phone and the laptop: only the laptop's ended.
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.ended_at !== null)).toHaveLength(1);
    expect(rows.find((r) => r.ended_at !== null)).toMatchObject({ ip: '10.20.0.2', ended_by: s.id });
    const log = await t.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'logout')
      .where('user_id', '=', s.id)
      .execute();
    expect(log).toHaveLength(1);
  });

  it('a new sign-in drops the sessions that have expired anyway', async () => {
    const s = await t.staff('trainee');
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.db
      .insertInto('staff_sessions')
      .values({ token_id: 'old-token-id', staff_id: s.id, created_at: past, last_used_at: past, expires_at: past })
      .execute();
    await signIn(s.username, '10.20.0.9');
    const left = await t.db.selectFrom('staff_sessions').select('token_id').where('staff_id', '=', s.id).execute();
    expect(left.map((r) => r.token_id)).not.toContain('old-token-id');
    expect(left).toHaveLength(2);
  });

  it('a token whose session row is missing (signed before sessions were kept, or forged with the key) is refused', async () => {
    const s = await t.staff('operador');
    await t.db.deleteFrom('staff_sessions').where('staff_id', '=', s.id).execute();
    expect((await myStatus(s.token)).statusCode).toBe(401);
    expect(await checkJwt(s.token)).toEqual({ valid: false });
  });

  it('a token without an id (jti) cannot be signed out, so it is refused', async () => {
    const noJti = await new SignJWT({ role: 'admin', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await myStatus(noJti)).statusCode).toBe(401);
    expect(await checkJwt(noJti)).toEqual({ valid: false });
  });
});
