import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, shopToday } from '@ponte/domain/dates';
import { activityAbout, bearer, buildTestApp, type TestContext } from '../../../test/helpers';
import { postCustomer } from '../../../test/customer-api';

let t: TestContext;
let sup: { id: number; username: string; token: string };
let trainee: { id: number; username: string; token: string };
let customerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sup = await t.staff('operador');
  trainee = await t.staff('trainee');
  customerId = (await postCustomer(t, { phone: '5511955551234', name: 'Cliente da Tarefa' })).id;
});
afterAll(() => t.close());
beforeEach(() => vi.restoreAllMocks());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function newTask(token: string, payload: object) {
  const res = await call(token, 'POST', '/api/tasks', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; [k: string]: unknown };
}

describe('creating a task', () => {
  it('starts pending with priority medium, records who created it and names the people', async () => {
    const task = await newTask(t.adminToken, {
      title: '  Ligar para o cliente  ',
      assigned_to: sup.id,
      related_to_user: customerId,
      due_date: '2026-12-01',
    });
    expect(task).toMatchObject({
      title: 'Ligar para o cliente',
      description: null,
      status: 'pending',
      priority: 'medium',
      due_date: '2026-12-01',
      assigned_to: sup.id,
      assigned_user: { id: sup.id, name: sup.username },
      related_user: { id: customerId, name: 'Cliente da Tarefa' },
      created_by_user: { id: 1, name: 'onsolutions' },
      comments_count: 0,
    });
    const log = await activityAbout(t.db, 'task', task.id);
    expect(log.map((l) => l.action)).toEqual(['create']);
  });

  it.each([
    [{}, 'title', 'O título é obrigatório'],
    [{ title: '   ' }, 'title', 'O título é obrigatório'],
    [{ title: 'x'.repeat(201) }, 'title', 'O título deve ter no máximo 200 caracteres'],
    [{ title: 'ok', priority: 'huge' }, 'priority', 'Prioridade inválida'],
    [{ title: 'ok', status: 'done' }, 'status', 'Status inválido'],
    [{ title: 'ok', due_date: '2026-02-31' }, 'due_date', 'Prazo inválido: essa data não existe no calendário'],
    [{ title: 'ok', due_date: '2027-02-29' }, 'due_date', 'Prazo inválido: essa data não existe no calendário'],
    [{ title: 'ok', due_date: '31/02/2026' }, 'due_date', 'Prazo inválido: use o formato AAAA-MM-DD'],
    [{ title: 'ok', assigned_to: 'ana' }, 'assigned_to', 'Responsável inválido'],
  ])('refuses %j with 400 on %s', async (payload, field, message) => {
    const before = await t.db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call(t.adminToken, 'POST', '/api/tasks', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    const after = await t.db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an assignee or a customer that does not exist', async () => {
    const noStaff = await call(t.adminToken, 'POST', '/api/tasks', { title: 'x', assigned_to: 999999 });
    expect(noStaff.statusCode).toBe(400);
    expect(noStaff.json().details).toEqual({ assigned_to: 'Responsável não encontrado ou inativo' });
    const noCustomer = await call(t.adminToken, 'POST', '/api/tasks', { title: 'x', related_to_user: 999999 });
    expect(noCustomer.json().details).toEqual({ related_to_user: 'Cliente não encontrado' });
  });

  it('tells the assignee live, and nobody when you assign a task to yourself', async () => {
    const toUser = vi.spyOn(t.app.ctx.realtime, 'toUser');
    const task = await newTask(t.adminToken, { title: 'Conferir pedido', assigned_to: trainee.id, priority: 'high' });
    expect(toUser).toHaveBeenCalledWith(trainee.id, 'task:assigned', {
      task: { id: task.id, title: 'Conferir pedido', priority: 'high', due_date: null },
      by: 'onsolutions',
    });
    toUser.mockClear();
    await newTask(sup.token, { title: 'Para mim', assigned_to: sup.id });
    expect(toUser).not.toHaveBeenCalled();
  });
});

describe('who sees which tasks', () => {
  it('an admin lists every task and filters by status, priority and assignee; others see only their own', async () => {
    const mine = await newTask(t.adminToken, {
      title: 'Urgente do supervisor',
      assigned_to: sup.id,
      priority: 'urgent',
    });
    const created = await newTask(sup.token, { title: 'Criada pelo supervisor', assigned_to: trainee.id });
    const other = await newTask(t.adminToken, { title: 'Do trainee', assigned_to: trainee.id, status: 'completed' });

    const all = (await call(t.adminToken, 'GET', '/api/tasks?limit=200')).json();
    expect(all.data.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([mine.id, created.id, other.id]));
    const urgent = (await call(t.adminToken, 'GET', `/api/tasks?priority=urgent&assigned_to=${sup.id}`)).json();
    expect(urgent.data.map((x: { id: number }) => x.id)).toEqual([mine.id]);
    const done = (await call(t.adminToken, 'GET', '/api/tasks?status=completed')).json();
    expect(done.data.every((x: { status: string }) => x.status === 'completed')).toBe(true);

    const supTasks = (await call(sup.token, 'GET', '/api/tasks/my-tasks?limit=200')).json().data;
    const ids = supTasks.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, created.id]));
    expect(ids).not.toContain(other.id);
    expect(
      supTasks.every(
        (x: { assigned_to: number; created_by: number }) => x.assigned_to === sup.id || x.created_by === sup.id,
      ),
    ).toBe(true);
    // Someone else's task is not found for them.
    expect((await call(sup.token, 'GET', `/api/tasks/${other.id}`)).statusCode).toBe(404);
  });

  it('open=true keeps pending and in-progress tasks only (the dashboard block)', async () => {
    const staff = await t.staff('operador');
    await newTask(t.adminToken, { title: 'a', assigned_to: staff.id });
    await newTask(t.adminToken, { title: 'b', assigned_to: staff.id, status: 'in_progress' });
    await newTask(t.adminToken, { title: 'c', assigned_to: staff.id, status: 'cancelled' });
    const open = (await call(staff.token, 'GET', '/api/tasks/my-tasks?open=true')).json();
    expect(open.data.map((x: { title: string }) => x.title).sort()).toEqual(['a', 'b']);
    expect(open.pagination).toEqual({ page: 1, limit: 50, total: 2, pages: 1 });
  });

  it("'Atrasadas' (overdue=true): open tasks due before today in São Paulo, for the list's own scope", async () => {
    const staff = await t.staff('operador');
    const today = shopToday();
    const yesterday = addDays(today, -1);
    const late = await newTask(t.adminToken, { title: 'atrasada', assigned_to: staff.id, due_date: yesterday });
    const lateInProgress = await newTask(t.adminToken, {
      title: 'atrasada em andamento',
      assigned_to: staff.id,
      due_date: addDays(today, -30),
      status: 'in_progress',
    });
    await newTask(t.adminToken, { title: 'vence hoje', assigned_to: staff.id, due_date: today });
    await newTask(t.adminToken, { title: 'sem prazo', assigned_to: staff.id });
    await newTask(t.adminToken, { title: 'feita', assigned_to: staff.id, due_date: yesterday, status: 'completed' });
    await newTask(t.adminToken, {
      title: 'cancelada',
      assigned_to: staff.id,
      due_date: yesterday,
      status: 'cancelled',
    });
    const someoneElses = await newTask(t.adminToken, { title: 'de outro', assigned_to: sup.id, due_date: yesterday });

    const mine = (await call(staff.token, 'GET', '/api/tasks/my-tasks?overdue=true')).json();
    expect(mine.data.map((x: { id: number }) => x.id)).toEqual([lateInProgress.id, late.id]);
    expect(mine.pagination.total).toBe(2);
    const all = (await call(t.adminToken, 'GET', `/api/tasks?overdue=true&limit=200`)).json();
    const ids = all.data.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([late.id, lateInProgress.id, someoneElses.id]));
    expect(
      all.data.every((x: { status: string; due_date: string }) => x.due_date < today && x.status !== 'completed'),
    ).toBe(true);
    // With another filter: both apply.
    const pending = (await call(staff.token, 'GET', '/api/tasks/my-tasks?overdue=true&status=pending')).json();
    expect(pending.data.map((x: { id: number }) => x.id)).toEqual([late.id]);
    // overdue=false is no filter: all six of theirs.
    expect((await call(staff.token, 'GET', '/api/tasks/my-tasks?overdue=false')).json().pagination.total).toBe(6);
  });

  it('refuses an overdue filter that is no yes or no with 400 on the field', async () => {
    const res = await call(t.adminToken, 'GET', '/api/tasks/my-tasks?overdue=talvez');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ overdue: 'Filtro de atrasadas inválido' });
  });

  it('pages never repeat a task', async () => {
    const staff = await t.staff('trainee');
    for (let i = 0; i < 5; i++) await newTask(t.adminToken, { title: `p${i}`, assigned_to: staff.id });
    const pages = await Promise.all(
      [1, 2, 3].map(async (p) => (await call(staff.token, 'GET', `/api/tasks/my-tasks?limit=2&page=${p}`)).json()),
    );
    const titles = pages.flatMap((p) => p.data.map((x: { title: string }) => x.title));
    expect(titles).toEqual(['p4', 'p3', 'p2', 'p1', 'p0']);
    expect(pages[0].pagination.pages).toBe(3);
  });
});

describe('changing a task', () => {
  it('the assignee changes the status only; other fields answer 403 task_fields_locked and nothing changes', async () => {
    const task = await newTask(t.adminToken, { title: 'Original', assigned_to: trainee.id });
    const status = await call(trainee.token, 'PUT', `/api/tasks/${task.id}`, { status: 'in_progress' });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.status).toBe('in_progress');
    const title = await call(trainee.token, 'PUT', `/api/tasks/${task.id}`, { title: 'Mudado', status: 'completed' });
    expect(title.statusCode).toBe(403);
    expect(title.json()).toMatchObject({
      error: 'Você só pode alterar o status desta tarefa',
      code: 'task_fields_locked',
    });
    const row = await t.db.selectFrom('tasks').selectAll().where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Original', status: 'in_progress' });
  });

  it('the creator changes every field; an admin changes any task and reassigning tells the new assignee', async () => {
    const task = await newTask(sup.token, { title: 'Minha', assigned_to: sup.id });
    const edit = await call(sup.token, 'PUT', `/api/tasks/${task.id}`, {
      title: 'Minha, editada',
      priority: 'low',
      description: 'Detalhes',
      due_date: '2026-12-24',
    });
    expect(edit.json().data).toMatchObject({ title: 'Minha, editada', priority: 'low', description: 'Detalhes' });
    const toUser = vi.spyOn(t.app.ctx.realtime, 'toUser');
    const moved = await call(t.adminToken, 'PUT', `/api/tasks/${task.id}`, { assigned_to: trainee.id });
    expect(moved.json().data.assigned_user).toEqual({ id: trainee.id, name: trainee.username });
    expect(toUser).toHaveBeenCalledWith(trainee.id, 'task:assigned', expect.objectContaining({ by: 'onsolutions' }));
  });

  it('a task that is no longer theirs cannot be changed by its former assignee', async () => {
    const task = await newTask(t.adminToken, { title: 'Troca', assigned_to: trainee.id });
    await call(t.adminToken, 'PUT', `/api/tasks/${task.id}`, { assigned_to: sup.id });
    const res = await call(trainee.token, 'PUT', `/api/tasks/${task.id}`, { status: 'completed' });
    expect(res.statusCode).toBe(404);
  });

  it('issue 29: a deadline such as 31/02 is refused on the field and the task keeps its own', async () => {
    const task = await newTask(t.adminToken, { title: 'Prazo certo', due_date: '2026-12-10' });
    const res = await call(t.adminToken, 'PUT', `/api/tasks/${task.id}`, { due_date: '2026-02-31', title: 'Outro' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      details: { due_date: 'Prazo inválido: essa data não existe no calendário' },
    });
    const row = await t.db.selectFrom('tasks').selectAll().where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Prazo certo', due_date: '2026-12-10' });
  });

  it('an empty change is refused with "Nada para atualizar"', async () => {
    const task = await newTask(t.adminToken, { title: 'Vazia' });
    const res = await call(t.adminToken, 'PUT', `/api/tasks/${task.id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Nada para atualizar');
  });
});

describe('deleting a task', () => {
  it('only its creator or an admin deletes it, with its comments', async () => {
    const task = await newTask(sup.token, { title: 'Apagar', assigned_to: trainee.id });
    await call(trainee.token, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'visto' });
    const byAssignee = await call(trainee.token, 'DELETE', `/api/tasks/${task.id}`);
    expect(byAssignee.statusCode).toBe(403);
    expect((await call(sup.token, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('task_comments').selectAll().where('task_id', '=', task.id).execute()).toEqual([]);
    expect((await call(t.adminToken, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('lists them oldest first with the author, and counts them on the task', async () => {
    const task = await newTask(t.adminToken, { title: 'Comentada', assigned_to: sup.id });
    expect((await call(sup.token, 'GET', `/api/tasks/${task.id}/comments`)).json().data).toEqual([]);
    const first = await call(t.adminToken, 'POST', `/api/tasks/${task.id}/comments`, { comment: ' Primeiro ' });
    expect(first.statusCode).toBe(201);
    await call(sup.token, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'Segundo' });
    const list = (await call(sup.token, 'GET', `/api/tasks/${task.id}/comments`)).json().data;
    expect(list.map((c: { comment: string; users: { name: string } }) => [c.comment, c.users.name])).toEqual([
      ['Primeiro', 'onsolutions'],
      ['Segundo', sup.username],
    ]);
    expect((await call(sup.token, 'GET', `/api/tasks/${task.id}`)).json().data.comments_count).toBe(2);
  });

  it('refuses an empty comment and a comment on someone else’s task', async () => {
    const task = await newTask(t.adminToken, { title: 'Alheia', assigned_to: sup.id });
    const empty = await call(sup.token, 'POST', `/api/tasks/${task.id}/comments`, { comment: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.comment).toBe('O comentário é obrigatório');
    expect((await call(trainee.token, 'POST', `/api/tasks/${task.id}/comments`, { comment: 'oi' })).statusCode).toBe(
      404,
    );
  });

  it('50 comments at once are all kept', async () => {
    const task = await newTask(t.adminToken, { title: 'Concorrida', assigned_to: sup.id });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(sup.token, 'POST', `/api/tasks/${task.id}/comments`, { comment: `c${i}` }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect((await call(sup.token, 'GET', `/api/tasks/${task.id}/comments`)).json().data).toHaveLength(50);
  });
});
