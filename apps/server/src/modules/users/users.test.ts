import { describe, expect, it } from 'vitest';
import { userErrorText } from '@ponte/domain/users';
import { bearer, type TestContext, useTestApp } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

const as = (token: string) => ({
  list: (search = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/users-list${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      headers: bearer(token),
    }),
  create: (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/users-list', headers: bearer(token), payload }),
  update: (id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload }),
  remove: (id: number) => t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(token) }),
});
const admin = () => as(t.adminToken);
const mainAdminId = async () =>
  (await t.db.selectFrom('staff').select('id').where('username', '=', 'onsolutions').executeTakeFirstOrThrow()).id;

describe('POST /api/users-list', () => {
  it('creates a user with the default role operador and active, and never returns the password', async () => {
    const res = await admin().create({ nome: 'maria.souza', email: 'Maria@Loja.com', senha: 'segredo1' });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      username: 'maria.souza',
      email: 'maria@loja.com',
      role: 'operador',
      ativo: true,
      last_activity: null,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/segredo1|password/);
    const listed = (await admin().list()).json().users;
    expect(listed.map((u: { username: string }) => u.username)).toContain('maria.souza');
  });

  it.each([
    [{ email: 'a@b.com', senha: 'segredo1' }, 'nome'],
    [{ nome: 'semEmail', senha: 'segredo1' }, 'email'],
    [{ nome: 'semSenha', email: 'x@y.com' }, 'senha'],
    [{ nome: '   ', email: 'x@y.com', senha: 'segredo1' }, 'nome'],
  ])("answers 400 'Nome, email e senha são obrigatórios' for %o (field %s)", async (payload, field) => {
    const res = await admin().create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(userErrorText.createRequired);
    expect(res.json().details).toHaveProperty(field);
  });

  it('answers 400 for an invalid e-mail, a short password and an unknown role', async () => {
    for (const nome of ['<b>ana</b>', 'ana souza', '<img src=x onerror=alert(1)>', 'ana"'])
      expect((await admin().create({ nome, email: 'html@x.com', senha: 'segredo1' })).json()).toMatchObject({
        error: userErrorText.nameInvalid,
        details: { nome: userErrorText.nameInvalid },
      });
    expect(
      (await admin().create({ nome: 'joão_da-silva.2', email: 'joao.silva@x.com', senha: 'segredo1' })).statusCode,
    ).toBe(201);
    expect((await admin().create({ nome: 'u1', email: 'nao-e-email', senha: 'segredo1' })).json().error).toBe(
      userErrorText.invalidEmail,
    );
    expect((await admin().create({ nome: 'u2', email: 'u2@x.com', senha: '123' })).json().error).toBe(
      userErrorText.passwordTooShort,
    );
    const badRole = await admin().create({ nome: 'u3', email: 'u3@x.com', senha: 'segredo1', role: 'dono' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details).toHaveProperty('role');
  });

  it('answers 409 for a username or an e-mail already in use, whatever the case, and writes nothing', async () => {
    await admin().create({ nome: 'joao', email: 'joao@loja.com', senha: 'segredo1' });
    const sameName = await admin().create({ nome: 'JOAO', email: 'outro@loja.com', senha: 'segredo1' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe(userErrorText.usernameTaken);
    const sameEmail = await admin().create({ nome: 'joao2', email: 'JOAO@loja.com', senha: 'segredo1' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe(userErrorText.emailTaken);
    const rows = await t.db.selectFrom('staff').select('id').where('email', 'in', ['outro@loja.com']).execute();
    expect(rows).toHaveLength(0);
  });

  it('lets the new account sign in, and an inactive one not', async () => {
    await admin().create({ nome: 'ana', email: 'ana@loja.com', senha: 'segredo1', role: 'trainee', ativo: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ana', password: 'segredo1' },
      remoteAddress: '10.5.0.1',
    });
    expect(res.statusCode).toBe(403);
    await admin().create({ nome: 'bia', email: 'bia@loja.com', senha: 'segredo1', role: 'trainee' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'bia@loja.com', password: 'segredo1' },
      remoteAddress: '10.5.0.1',
    });
    expect(ok.json().user.role).toBe('trainee');
  });

  it('search filters by username or e-mail', async () => {
    await admin().create({ nome: 'carlos', email: 'vendas@loja.com', senha: 'segredo1' });
    const byMail = (await admin().list('VENDAS')).json().users;
    expect(byMail.map((u: { username: string }) => u.username)).toEqual(['carlos']);
  });

  it("search takes '%' and '_' literally, not as LIKE wildcards", async () => {
    for (const name of ['pct%user', 'pctxxuser', 'under_user', 'underxuser']) await t.staff('operador', name);
    const names = async (search: string) =>
      (await admin().list(search)).json().users.map((u: { username: string }) => u.username);
    expect(await names('t%u')).toEqual(['pct%user']);
    expect(await names('r_u')).toEqual(['under_user']);
    expect(await names('%')).toEqual(['pct%user']);
  });
});

describe('PUT /api/users/{id}', () => {
  it("answers 400 'Nome e email são obrigatórios' without name or e-mail", async () => {
    const s = await t.staff('operador');
    const res = await admin().update(s.id, { nome: '', email: '', role: 'operador', ativo: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(userErrorText.updateRequired);
  });

  it('keeps the password when senha is blank and changes it when given, ending old sessions', async () => {
    const s = await t.staff('operador');
    const before = await t.db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    await admin().update(s.id, { nome: s.username, email: s.email, role: 'operador', ativo: true, senha: '' });
    const same = await t.db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(same.password_hash).toBe(before.password_hash);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(s.token) })).statusCode).toBe(200);

    await admin().update(s.id, {
      nome: s.username,
      email: s.email,
      role: 'operador',
      ativo: true,
      senha: 'novaSenha9',
    });
    const changed = await t.db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(changed.password_hash).not.toBe(before.password_hash);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(s.token) })).statusCode).toBe(401);
  });

  it('password changes at once each end the sessions: the version counts every one of them (50 at once on PostgreSQL)', async () => {
    const s = await t.staff('operador');
    const version = async () =>
      (await t.db.selectFrom('staff').select('token_version').where('id', '=', s.id).executeTakeFirstOrThrow())
        .token_version;
    const before = await version();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin().update(s.id, {
          nome: s.username,
          email: s.email,
          role: 'operador',
          ativo: true,
          senha: `novaSenha${i}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await version()).toBe(before + 50);
  });

  it('a role change applies to the next call of an existing token', async () => {
    const s = await t.staff('admin');
    expect((await as(s.token).list()).statusCode).toBe(200);
    await admin().update(s.id, { nome: s.username, email: s.email, role: 'trainee', ativo: true });
    expect((await as(s.token).list()).statusCode).toBe(403);
  });

  it("refuses with 403 to change the main admin's role, to deactivate or to rename it", async () => {
    const id = await mainAdminId();
    const role = await admin().update(id, {
      nome: 'onsolutions',
      email: 'admin@ponte.test',
      role: 'operador',
      ativo: true,
    });
    expect(role.statusCode).toBe(403);
    expect(role.json().error).toBe(userErrorText.mainAdminRole);
    const off = await admin().update(id, {
      nome: 'onsolutions',
      email: 'admin@ponte.test',
      role: 'admin',
      ativo: false,
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(userErrorText.mainAdminDeactivate);
    const rename = await admin().update(id, { nome: 'outro', email: 'admin@ponte.test', role: 'admin', ativo: true });
    expect([rename.statusCode, rename.json().error]).toEqual([403, userErrorText.mainAdminRename]);
    const row = await t.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: 'onsolutions', role: 'admin', active: 1 });
  });

  it('lets the main admin change its own e-mail', async () => {
    const id = await mainAdminId();
    const res = await admin().update(id, { nome: 'onsolutions', email: 'dono@loja.com', role: 'admin', ativo: true });
    expect(res.statusCode).toBe(200);
    await admin().update(id, { nome: 'onsolutions', email: 'admin@ponte.test', role: 'admin', ativo: true });
  });

  it('answers 409 when the new e-mail belongs to someone else and 404 for an unknown id', async () => {
    const a = await t.staff('operador');
    const b = await t.staff('operador');
    const res = await admin().update(a.id, { nome: a.username, email: b.email, role: 'operador', ativo: true });
    expect(res.statusCode).toBe(409);
    expect(
      (await admin().update(999999, { nome: 'x', email: 'x@x.com', role: 'operador', ativo: true })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it("refuses with 403 'Não é possível excluir a conta principal de administrador'", async () => {
    const res = await admin().remove(await mainAdminId());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(userErrorText.mainAdminDelete);
  });

  it('refuses to delete oneself with 409', async () => {
    const s = await t.staff('admin');
    expect((await as(s.token).remove(s.id)).statusCode).toBe(409);
  });

  it('removes the account from the list, ends its sessions, keeps its history and frees the username', async () => {
    const s = await t.staff('trainee', 'temporario');
    await t.app.inject({ method: 'POST', url: '/api/attendance/clock-in', headers: bearer(s.token) });
    expect((await admin().remove(s.id)).statusCode).toBe(200);
    const names = (await admin().list()).json().users.map((u: { username: string }) => u.username);
    expect(names).not.toContain('temporario');
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(s.token) })).statusCode).toBe(401);
    const shifts = await t.db.selectFrom('attendance').select('id').where('user_id', '=', s.id).execute();
    expect(shifts).toHaveLength(1);
    const again = await admin().create({ nome: 'temporario', email: 'temporario@ponte.test', senha: 'segredo1' });
    expect(again.statusCode).toBe(201);
    expect((await admin().remove(s.id)).statusCode).toBe(404);
  });
});

describe('GET /api/users (pickers)', () => {
  it('answers any staff member with id, username, email, role and the name people know them by, of active accounts only', async () => {
    const trainee = await t.staff('trainee');
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(trainee.token) });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((u: { username: string }) => u.username === 'onsolutions');
    expect(Object.keys(row).sort()).toEqual(['email', 'id', 'name', 'role', 'username']);
    expect(row.name).toBe('onsolutions');
  });
});
