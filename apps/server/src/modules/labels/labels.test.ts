import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_NAME_MAX, labelText, type Label } from '@ponte/domain/labels';
import { activityAbout, bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { useSocketClients } from '../../../test/sockets';

// Issue 32: 'Etiquetas' kept by admins, put on customers by any staff member, live everywhere.
let t: TestContext;
let trainee: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  trainee = await t.staff('trainee');
});
afterAll(() => t.close());
const socketOf = useSocketClients(() => t.app);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, path: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });
const newLabel = async (name: string, color = 'teal') =>
  (await call(t.adminToken, 'POST', '/labels', { name, color })).json().data as Label;

let seq = 0;
async function customer(name = 'Cliente') {
  seq += 1;
  const res = await call(t.adminToken, 'POST', '/customers', {
    phone: `55119555${String(seq).padStart(5, '0')}`,
    name,
  });
  return res.json().data.id as number;
}
const label = (token: string, customerId: number, labelId: number) =>
  call(token, 'POST', `/customers/${customerId}/labels`, { label_id: labelId });
const unlabel = (token: string, customerId: number, labelId: number) =>
  call(token, 'DELETE', `/customers/${customerId}/labels/${labelId}`);

describe('the catalogue', () => {
  it('an admin creates, renames and deletes labels; everyone reads them with their customer counts', async () => {
    const created = await call(t.adminToken, 'POST', '/labels', { name: '  VIP ', color: 'grape' });
    expect(created.statusCode).toBe(201);
    const vip = created.json().data as Label;
    expect(vip).toMatchObject({ name: 'VIP', color: 'grape', customers: 0 });
    const c = await customer();
    await label(trainee.token, c, vip.id);
    const listed = (await call(trainee.token, 'GET', '/labels')).json().data as Label[];
    expect(listed.find((l) => l.id === vip.id)).toEqual({ id: vip.id, name: 'VIP', color: 'grape', customers: 1 });

    const renamed = await call(t.adminToken, 'PUT', `/labels/${vip.id}`, { name: 'Cliente VIP', color: 'orange' });
    expect(renamed.json().data).toMatchObject({ name: 'Cliente VIP', color: 'orange', customers: 1 });
    expect((await call(t.adminToken, 'DELETE', `/labels/${vip.id}`)).statusCode).toBe(200);
    // Gone from the customers who carried it, and from the catalogue.
    const detail = (await call(t.adminToken, 'GET', `/users/${c}`)).json().data;
    expect(detail.user.labels).toEqual([]);
    expect((await call(t.adminToken, 'DELETE', `/labels/${vip.id}`)).statusCode).toBe(404);
    const logged = await activityAbout(t.db, 'label', vip.id);
    expect(logged.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it.each([
    ['no name', { color: 'red' }, 'name', labelText.nameRequired],
    ['a blank name', { name: '   ', color: 'red' }, 'name', labelText.nameRequired],
    ['a name too long', { name: 'a'.repeat(LABEL_NAME_MAX + 1), color: 'red' }, 'name', labelText.nameTooLong],
    ['no colour', { name: 'Sem cor' }, 'color', labelText.colorInvalid],
    ['a colour not offered', { name: 'Fúcsia', color: '#ff00ff' }, 'color', labelText.colorInvalid],
  ])('refuses %s: 400 naming the field, nothing saved', async (_name, payload, field, message) => {
    const before = await t.db.selectFrom('labels').select('id').execute();
    const res = await call(t.adminToken, 'POST', '/labels', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    expect(await t.db.selectFrom('labels').select('id').execute()).toEqual(before);
  });

  it('a name is taken whatever its accents or case: 409 label_name_taken, on create and on rename', async () => {
    await newLabel('Aguardando Ação');
    const again = await call(t.adminToken, 'POST', '/labels', { name: 'aguardando acao', color: 'red' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'label_name_taken',
      error: labelText.nameTaken.replace('{name}', 'aguardando acao'),
      details: { name: labelText.nameTaken.replace('{name}', 'aguardando acao') },
    });
    const other = await newLabel('Atacado');
    const rename = await call(t.adminToken, 'PUT', `/labels/${other.id}`, { name: 'AGUARDANDO AÇÃO', color: 'red' });
    expect(rename.statusCode).toBe(409);
    expect((await t.db.selectFrom('labels').select('name').where('id', '=', other.id).executeTakeFirst())?.name).toBe(
      'Atacado',
    );
  });

  it('fifty creations of one name at once keep one label', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call(t.adminToken, 'POST', '/labels', { name: 'Corrida', color: 'blue' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
  });
});

describe('labels on customers', () => {
  it('any staff member puts one on and takes it off; the detail, /usuarios and the inbox show it and filter by it', async () => {
    const wholesale = await newLabel('Revenda', 'indigo');
    const urgent = await newLabel('Urgente', 'red');
    const [ana, bruno] = [await customer('Ana Revenda'), await customer('Bruno Varejo')];
    // The inbox lists customers who wrote: give both a message.
    for (const id of [ana, bruno])
      await call(t.adminToken, 'POST', '/send-admin-message', { user_id: id, content: 'Olá!' });

    const on = await label(trainee.token, ana, wholesale.id);
    expect(on.statusCode).toBe(200);
    await label(trainee.token, ana, urgent.id);
    expect(on.json().data).toEqual({
      customer_id: ana,
      labels: [{ id: wholesale.id, name: 'Revenda', color: 'indigo' }],
    });
    const detail = (await call(trainee.token, 'GET', `/users/${ana}`)).json().data;
    expect(detail.user.labels.map((l: Label) => l.name)).toEqual(['Revenda', 'Urgente']);

    const filtered = (await call(trainee.token, 'GET', `/customers?etiqueta=${wholesale.id}`)).json();
    expect(filtered.data.map((c: { id: number }) => c.id)).toEqual([ana]);
    expect(filtered.pagination.total).toBe(1);
    expect(filtered.data[0].labels.map((l: Label) => l.name)).toEqual(['Revenda', 'Urgente']);
    const searched = (await call(trainee.token, 'GET', `/customers?etiqueta=${wholesale.id}&search=bruno`)).json();
    expect([searched.data, searched.pagination.total]).toEqual([[], 0]);
    const inbox = (await call(trainee.token, 'GET', `/conversations?etiqueta=${wholesale.id}`)).json().data;
    expect(inbox.map((c: { id: number }) => c.id)).toEqual([ana]);
    expect(inbox[0].labels.map((l: Label) => l.name)).toEqual(['Revenda', 'Urgente']);
    const everyone = (await call(trainee.token, 'GET', '/conversations?search=Bruno')).json().data;
    expect(everyone.find((c: { id: number }) => c.id === bruno).labels).toEqual([]);

    const off = await unlabel(trainee.token, ana, wholesale.id);
    expect(off.json().data.labels.map((l: Label) => l.name)).toEqual(['Urgente']);
    expect((await call(trainee.token, 'GET', `/customers?etiqueta=${wholesale.id}`)).json().data).toEqual([]);
  });

  it('adding a label twice, or fifty times at once, leaves one, logged and heard once', async () => {
    const label50 = await newLabel('Cinquenta', 'lime');
    const c = await customer();
    const viewer = await socketOf(t.adminToken);
    const heard: unknown[] = [];
    viewer.on('chat:updated', (event: { userId: number }) => {
      if (event.userId === c) heard.push(event);
    });
    const results = await Promise.all(Array.from({ length: 50 }, () => label(trainee.token, c, label50.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.db.selectFrom('customer_labels').selectAll().where('customer_id', '=', c).execute();
    expect(rows).toHaveLength(1);
    const logs = await activityAbout(t.db, 'customer', c);
    expect(logs.map((l) => JSON.parse(l.details!))).toEqual([{ label_added: 'Cinquenta' }]);
    await expect.poll(() => heard).toEqual([{ userId: c }]);
    // Taking off one it does not carry changes nothing.
    await unlabel(trainee.token, c, label50.id);
    expect((await unlabel(trainee.token, c, label50.id)).json().data.labels).toEqual([]);
  });

  it("the chat poll's ETag moves when a label goes on, and when the catalogue changes", async () => {
    const tag = await newLabel('Etag', 'cyan');
    const c = await customer();
    const etagOf = async () => (await call(t.adminToken, 'GET', `/users/${c}`)).headers.etag as string;
    const first = await etagOf();
    await label(trainee.token, c, tag.id);
    const second = await etagOf();
    expect(second).not.toBe(first);
    const viewer = await socketOf(trainee.token);
    const changed: unknown[] = [];
    viewer.on('labels:changed', (event) => changed.push(event));
    await call(t.adminToken, 'PUT', `/labels/${tag.id}`, { name: 'Etag nova', color: 'cyan' });
    const third = await etagOf();
    expect(third).not.toBe(second);
    const poll = await call(t.adminToken, 'GET', `/users/${c}`, undefined, { 'if-none-match': second });
    expect(poll.statusCode).toBe(200);
    expect(poll.json().data.user.labels).toEqual([{ id: tag.id, name: 'Etag nova', color: 'cyan' }]);
    await expect.poll(() => changed).toEqual([{ label_id: tag.id }]);
  });

  it('404 for an unknown customer or label; 400 for a malformed id; a trainee cannot change the catalogue (403)', async () => {
    const tag = await newLabel('Erros', 'yellow');
    const c = await customer();
    const noCustomer = await label(trainee.token, 99_999_999, tag.id);
    expect(noCustomer.statusCode).toBe(404);
    const noLabel = await label(trainee.token, c, 99_999_999);
    expect(noLabel.statusCode).toBe(404);
    expect(noLabel.json().error).toBe(labelText.notFound);
    const bad = await call(trainee.token, 'POST', `/customers/${c}/labels`, { label_id: 'vip' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.label_id).toBe(labelText.notFound);
    expect((await call(trainee.token, 'GET', '/customers?etiqueta=abc')).statusCode).toBe(400);
    const create = await call(trainee.token, 'POST', '/labels', { name: 'Minha', color: 'red' });
    expect(create.statusCode).toBe(403);
  });
});
