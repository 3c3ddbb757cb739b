import type { Page } from 'playwright-core';

export type Role = 'admin' | 'operador' | 'trainee';
export type StaffUser = { id: number; username: string; email: string; password: string; role: Role };
type Session = { token: string; user: { id: number; name: string; email: string; role: Role } };

let seq = 0;

/** Talks to the API directly, like the fixtures of cal.com: fast set-up, one spec uses the login form. */
export function staffApi(baseURL: string, adminPassword: string) {
  let adminSession: Session | undefined;
  const sessions = new Map<string, Session>();

  async function login(username: string, password: string): Promise<Session> {
    const res = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  }

  async function admin(): Promise<Session> {
    adminSession ??= await login('onsolutions', adminPassword);
    return adminSession;
  }

  async function call(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${token ?? (await admin()).token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  return {
    login,
    admin,
    call,
    /** A uniquely named account of the role, created through the admin API. */
    async create(role: Role): Promise<StaffUser> {
      seq += 1;
      const username = `${role}-${seq}-${Date.now().toString(36)}`;
      const password = 'senha-e2e-1';
      const res = await call('POST', '/api/users-list', {
        nome: username,
        email: `${username}@ponte.test`,
        senha: password,
        role,
        ativo: true,
      });
      if (res.status !== 201) throw new Error(`create ${role}: ${JSON.stringify(res.body)}`);
      return { id: res.body.data.id, username, email: res.body.data.email, password, role };
    },
    /** Signs the page in over HTTP: the token and user go where the app keeps them. */
    async apiLogin(page: Page, user: { username: string; password: string }) {
      // One sign-in per account and run: the server limits sign-ins per address.
      const session = sessions.get(user.username) ?? (await login(user.username, user.password));
      sessions.set(user.username, session);
      await page.goto('/login');
      await page.evaluate((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify(s.user));
      }, session);
      return session;
    },
  };
}
