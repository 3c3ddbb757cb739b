import { describe, expect, it } from 'vitest';
import { bearer, type TestContext, useTestApp } from '../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const logoutRows = async () =>
  (await t.db.selectFrom('activity_log').select('id').where('action', '=', 'logout').execute()).length;

describe('the auth hook decides on the matched route, not the raw URL', () => {
  it.each([
    ['POST', '/%61pi/logout'],
    ['POST', '/api/%6cogout'],
    ['POST', '/%61%70%69/logout'],
    ['POST', '/api//logout'],
    ['POST', '//api/logout'],
    ['POST', '/API/logout'],
    ['POST', '/api/logout/'],
    ['POST', '/api/logout?x'],
    ['POST', '/api/logout#x'],
    ['POST', '/api/./logout'],
    ['POST', '/api/docs/../logout'],
    ['GET', '/%61pi/users-list'],
    ['GET', '/api/users-list%3F'],
    ['GET', '/%61pi/attendance/my-status'],
    ['GET', '/api/docs/..%2fusers-list'],
  ] as const)('%s %s without a token answers 401 or 404 and runs no handler', async (method, url) => {
    const before = await logoutRows();
    const res = await t.app.inject({ method, url });
    expect([401, 404]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    expect(await logoutRows()).toBe(before);
  });

  it('an encoded path to a staff route still needs a token, and works with one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/users-list' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/users-list', headers: bearer(t.adminToken) });
    expect(res.statusCode).toBe(200);
  });

  it('public routes and the API docs need no token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
