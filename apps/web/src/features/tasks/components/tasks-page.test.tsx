import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task, TaskPage } from '@ponte/domain/tasks';
import { adminUser, customerDetail, traineeUser } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const task = (overrides: Partial<Task> = {}): Task => ({
  id: 1,
  title: 'Ligar para a Maria',
  description: 'Confirmar o endereço de entrega',
  assigned_to: 3,
  related_to_user: 11,
  priority: 'high',
  status: 'pending',
  due_date: '2099-12-01',
  created_by: 1,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  assigned_user: { id: 3, name: 'ana' },
  related_user: { id: 11, name: 'Maria Souza' },
  created_by_user: { id: 1, name: 'onsolutions' },
  comments_count: 0,
  ...overrides,
});

const page = (tasks: Task[]): TaskPage => ({
  success: true,
  data: tasks,
  pagination: { page: 1, limit: 50, total: tasks.length, pages: 1 },
});

const staff = ok([
  { id: 1, username: 'onsolutions', email: 'a@p', role: 'admin' },
  { id: 3, username: 'ana', email: 'ana@p', role: 'trainee' },
]);

async function open(api: Routes, user = adminUser) {
  const app = renderApp('/tarefas', { api: { 'GET /api/users': staff, 'GET /api/customers': ok([]), ...api }, user });
  await screen.findByRole('heading', { name: 'Gestor de Tarefas' });
  return app;
}

describe('tasks screen', () => {
  it('an admin reads GET /api/tasks; a card shows title, badges, description, assignee and the deadline', async () => {
    await open({ 'GET /api/tasks': { status: 200, body: page([task()]) } });
    const card = await screen.findByRole('article', { name: 'Ligar para a Maria' });
    for (const text of ['Alta', 'Pendente', 'Confirmar o endereço de entrega', 'Responsável: ana', 'Maria Souza'])
      expect(card).toHaveTextContent(text);
    expect(card).toHaveTextContent('Prazo: 01/12/2099');
    expect(within(card).queryByText('Atrasada')).not.toBeInTheDocument();
  });

  it('an open task past its deadline stands out as Atrasada; a completed one does not', async () => {
    await open({
      'GET /api/tasks': {
        status: 200,
        body: page([
          task({ id: 1, title: 'Velha', due_date: '2020-01-02' }),
          task({ id: 2, title: 'Feita', due_date: '2020-01-02', status: 'completed' }),
        ]),
      },
    });
    expect(within(await screen.findByRole('article', { name: 'Velha' })).getByText('Atrasada')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Feita' })).queryByText('Atrasada')).not.toBeInTheDocument();
  });

  it("a trainee reads /api/tasks/my-tasks, and with none sees 'Nenhuma tarefa encontrada'", async () => {
    const { server } = await open({ 'GET /api/tasks/my-tasks': { status: 200, body: page([]) } }, traineeUser);
    expect(await screen.findByText('Nenhuma tarefa encontrada')).toBeInTheDocument();
    expect(server.callsTo('GET /api/tasks')).toHaveLength(0);
  });

  it('the filters go to the server; Limpar Filtros clears them', async () => {
    const { user, server } = await open({ 'GET /api/tasks': { status: 200, body: page([task()]) } });
    await screen.findByRole('article', { name: 'Ligar para a Maria' });
    await user.click(screen.getByRole('combobox', { name: 'Prioridade' }));
    await user.click(await screen.findByRole('option', { name: 'Urgente' }));
    await user.click(screen.getByRole('combobox', { name: 'Responsável' }));
    await user.click(await screen.findByRole('option', { name: 'ana' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/tasks').at(-1)!.query.toString()).toBe('priority=urgent&assigned_to=3&page=1'),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect(server.callsTo('GET /api/tasks').at(-1)!.query.toString()).toBe('page=1'));
  });

  it("issue 29: 'Atrasadas' asks the server for overdue tasks, which stand out; Limpar Filtros clears it", async () => {
    const { user, server } = await open({
      'GET /api/tasks': (req) => ({
        status: 200,
        body: page(
          req.query.get('overdue') === 'true'
            ? [task({ id: 4, title: 'Vencida', due_date: '2020-01-02', status: 'in_progress' })]
            : [task()],
        ),
      }),
    });
    await screen.findByRole('article', { name: 'Ligar para a Maria' });
    const overdue = screen.getByRole('checkbox', { name: 'Atrasadas' });
    expect(overdue).not.toBeChecked();
    await user.click(overdue);
    const card = await screen.findByRole('article', { name: 'Vencida' });
    expect(within(card).getByText('Atrasada')).toBeInTheDocument();
    expect(card).toHaveTextContent('Prazo: 02/01/2020');
    expect(server.callsTo('GET /api/tasks').at(-1)!.query.toString()).toBe('overdue=true&page=1');
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect(server.callsTo('GET /api/tasks').at(-1)!.query.toString()).toBe('page=1'));
    expect(screen.getByRole('checkbox', { name: 'Atrasadas' })).not.toBeChecked();
  });

  it("'Nova Tarefa' requires a title, then sends the fields with pending/medium defaults and says so", async () => {
    const { user, server } = await open({
      'GET /api/tasks': { status: 200, body: page([]) },
      'POST /api/tasks': ok(task({ id: 9 }), 201),
    });
    await user.click(screen.getByRole('button', { name: 'Nova Tarefa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Tarefa' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await within(dialog).findByText('O título é obrigatório')).toBeInTheDocument();
    expect(server.callsTo('POST /api/tasks')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Separar pedido');
    await user.type(within(dialog).getByRole('textbox', { name: 'Descrição' }), 'Caixa 3');
    expect(within(dialog).getByRole('textbox', { name: 'Descrição' })).toHaveAttribute('rows', '4');
    await user.click(within(dialog).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Tarefa criada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/tasks')[0]!.body).toEqual({
      title: 'Separar pedido',
      description: 'Caixa 3',
      assigned_to: null,
      related_to_user: null,
      priority: 'medium',
      status: 'pending',
      due_date: null,
    });
  });

  it("issue 18: 'Prazo' reads and types dd/mm/aaaa and sends YYYY-MM-DD; emptied, it sends no date", async () => {
    const { user, server } = await open({
      'GET /api/tasks': { status: 200, body: page([task()]) },
      'PUT /api/tasks/1': ok(task()),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar Ligar para a Maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Tarefa' });
    const due = within(dialog).getByRole('textbox', { name: 'Prazo' });
    expect(due).toHaveValue('01/12/2099');
    await user.clear(due);
    await user.type(due, '15/01/2100');
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Tarefa atualizada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/tasks/1')[0]!.body).toMatchObject({ due_date: '2100-01-15' });

    await user.click(await screen.findByRole('button', { name: 'Editar Ligar para a Maria' }));
    const again = await screen.findByRole('dialog', { name: 'Editar Tarefa' });
    await user.click(within(again).getByRole('button', { name: 'Limpar Prazo' }));
    expect(within(again).getByRole('textbox', { name: 'Prazo' })).toHaveValue('');
    await user.click(within(again).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(server.callsTo('PUT /api/tasks/1')).toHaveLength(2));
    expect(server.callsTo('PUT /api/tasks/1')[1]!.body).toMatchObject({ due_date: null });
  });

  /** 'Nova Tarefa' opened, titled 'Separar pedido', with `deadline` typed in Prazo. */
  async function newTaskWithDeadline(deadline: string) {
    const app = await open({
      'GET /api/tasks': { status: 200, body: page([]) },
      'POST /api/tasks': ok(task({ id: 9 }), 201),
    });
    await app.user.click(screen.getByRole('button', { name: 'Nova Tarefa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Tarefa' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Separar pedido');
    const due = within(dialog).getByRole('textbox', { name: 'Prazo' });
    await app.user.type(due, deadline);
    /** 'Criar' is refused with the deadline's message, and nothing is sent. */
    const expectRefused = async (typed: string) => {
      await app.user.click(within(dialog).getByRole('button', { name: 'Criar' }));
      expect(
        await within(dialog).findByText(`Prazo inválido: ${typed} não é uma data do calendário (dd/mm/aaaa)`),
      ).toBeInTheDocument();
      expect(app.server.callsTo('POST /api/tasks')).toHaveLength(0);
    };
    /** 'Criar' creates the task; returns the body sent. */
    const create = async () => {
      await app.user.click(within(dialog).getByRole('button', { name: 'Criar' }));
      expect(await screen.findByText('Tarefa criada com sucesso!')).toBeInTheDocument();
      return app.server.callsTo('POST /api/tasks')[0]!.body;
    };
    return { user: app.user, due, expectRefused, create };
  }

  it('issue 29: a deadline such as 31/02/2026 is refused with a message, not saved as no deadline', async () => {
    const { user, due, expectRefused, create } = await newTaskWithDeadline('31/02/2026');
    await user.tab();
    // Left, the text stays as typed (it is not put back to empty) and is flagged.
    expect(due).toHaveValue('31/02/2026');
    expect(due).toHaveAccessibleDescription('data inválida');
    await expectRefused('31/02/2026');

    await user.clear(due);
    await user.type(due, '28/02/2026');
    expect(due).not.toHaveAccessibleDescription(/inválid/);
    expect(await create()).toMatchObject({ title: 'Separar pedido', due_date: '2026-02-28' });
  });

  it('a half-typed deadline is refused too, and emptying the field lets the task go without one', async () => {
    const { user, due, expectRefused, create } = await newTaskWithDeadline('12/1');
    await expectRefused('12/1');
    await user.clear(due);
    await waitFor(() => expect(due).not.toHaveAccessibleDescription(/inválid/));
    expect(await create()).toMatchObject({ due_date: null });
  });

  it('someone who did not create the task edits its status only', async () => {
    const { user, server } = await open(
      {
        'GET /api/tasks/my-tasks': { status: 200, body: page([task()]) },
        'PUT /api/tasks/1': ok(task({ status: 'in_progress' })),
      },
      traineeUser,
    );
    await user.click(await screen.findByRole('button', { name: 'Editar Ligar para a Maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Tarefa' });
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Em Andamento' }));
    await user.click(within(dialog).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Tarefa atualizada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/tasks/1')[0]!.body).toEqual({ status: 'in_progress' });
    // Not its creator: no delete button.
    expect(screen.queryByRole('button', { name: 'Deletar Ligar para a Maria' })).not.toBeInTheDocument();
  });

  it("deleting asks 'Tem certeza que deseja deletar esta tarefa?'; cancelling sends nothing", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, server } = await open({
      'GET /api/tasks': { status: 200, body: page([task()]) },
      'DELETE /api/tasks/1': ok(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Deletar Ligar para a Maria' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja deletar esta tarefa?');
    expect(server.callsTo('DELETE /api/tasks/1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deletar Ligar para a Maria' }));
    expect(await screen.findByText('Tarefa deletada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/tasks/1')).toHaveLength(1);
  });

  it("comments: 'Nenhum comentário ainda', then 'Adicionar Comentário' posts the text", async () => {
    let comments: object[] = [];
    const { user, server } = await open({
      'GET /api/tasks': { status: 200, body: page([task()]) },
      'GET /api/tasks/1/comments': () => ok(comments),
      'POST /api/tasks/1/comments': (req) => {
        comments = [
          {
            id: 1,
            comment: (req.body as { comment: string }).comment,
            created_at: '2026-11-20T13:00:00.000Z',
            users: { id: 1, name: 'onsolutions' },
          },
        ];
        return ok(comments[0], 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Comentários de Ligar para a Maria' }));
    const dialog = await screen.findByRole('dialog', { name: /Comentários/ });
    expect(await within(dialog).findByText('Nenhum comentário ainda')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Novo comentário' }), 'Liguei, sem resposta');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar Comentário' }));
    // In the list (a controlled textarea's text is its value too), and the box emptied for the next.
    const list = await within(dialog).findByRole('list', { name: 'Comentários' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Liguei, sem resposta');
    expect(within(dialog).getByRole('textbox', { name: 'Novo comentário' })).toHaveValue('');
    expect(server.callsTo('POST /api/tasks/1/comments')[0]!.body).toEqual({ comment: 'Liguei, sem resposta' });
  });

  it("a blank comment is refused above the field before any call; the server's refusal follows 'Erro ao adicionar comentário: '", async () => {
    const { user, server } = await open({
      'GET /api/tasks': { status: 200, body: page([task()]) },
      'GET /api/tasks/1/comments': ok([]),
      'POST /api/tasks/1/comments': fail(400, 'Tarefa não encontrada'),
    });
    await user.click(await screen.findByRole('button', { name: 'Comentários de Ligar para a Maria' }));
    const dialog = await screen.findByRole('dialog', { name: /Comentários/ });
    const box = within(dialog).getByRole('textbox', { name: 'Novo comentário' });
    const add = within(dialog).getByRole('button', { name: 'Adicionar Comentário' });
    await user.type(box, '   ');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('O comentário é obrigatório');
    expect(server.callsTo('POST /api/tasks/1/comments')).toHaveLength(0);
    await user.type(box, 'Liguei');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro ao adicionar comentário: Tarefa não encontrada',
    );
    expect(server.callsTo('POST /api/tasks/1/comments')[0]!.body).toEqual({ comment: 'Liguei' });
    expect(box).toHaveValue('   Liguei');
  });
});

describe('dashboard: Minhas Tarefas', () => {
  it("shows the open tasks and 'Ver Todas'; asks for open ones only, at most five", async () => {
    const { server } = renderApp('/', {
      user: traineeUser,
      api: { 'GET /api/tasks/my-tasks': { status: 200, body: page([task(), task({ id: 2, title: 'Outra' })]) } },
    });
    const block = await screen.findByRole('region', { name: 'Minhas Tarefas' });
    expect(within(block).getByText('Ligar para a Maria')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Ver Todas' })).toHaveAttribute('href', '/tarefas');
    expect(server.callsTo('GET /api/tasks/my-tasks')[0]!.query.toString()).toBe('open=true&limit=5');
  });

  it('is not drawn when there are no open tasks', async () => {
    const { server } = renderApp('/', { api: { 'GET /api/tasks': { status: 200, body: page([]) } } });
    await waitFor(() => expect(server.callsTo('GET /api/tasks')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Minhas Tarefas' })).not.toBeInTheDocument();
  });
});

describe('task:assigned', () => {
  it('shows a toast to the assignee', async () => {
    await open({ 'GET /api/tasks': { status: 200, body: page([]) } });
    lastSocket().emit('task:assigned', {
      task: { id: 5, title: 'Revisar lista', priority: 'urgent', due_date: '2026-12-01' },
      by: 'onsolutions',
    });
    expect(await screen.findByText('Nova tarefa atribuída a você')).toBeInTheDocument();
    expect(screen.getByText('Revisar lista — por onsolutions · Urgente · Prazo: 01/12/2026')).toBeInTheDocument();
  });
});

describe('task:notice', () => {
  it('a status change by someone else and a due-date reminder each show a toast', async () => {
    await open({ 'GET /api/tasks': { status: 200, body: page([]) } });
    lastSocket().emit('task:notice', {
      kind: 'status',
      task: { id: 5, title: 'Revisar lista', status: 'completed', due_date: null },
      by: 'ana',
    });
    expect(await screen.findByText('ana mudou o status de uma tarefa sua para Concluída')).toBeInTheDocument();
    expect(screen.getByText('Revisar lista')).toBeInTheDocument();
    lastSocket().emit('task:notice', {
      kind: 'overdue',
      task: { id: 6, title: 'Enviar rastreio', status: 'pending', due_date: '2026-12-01' },
      by: null,
    });
    expect(await screen.findByText('Tarefa atrasada')).toBeInTheDocument();
    expect(screen.getByText('Enviar rastreio · Prazo: 01/12/2026')).toBeInTheDocument();
  });
});

describe("customer detail: 'Tarefas' tab", () => {
  it('lists the tasks related to the customer, asked for by related_to_user', async () => {
    const { user, server } = renderApp('/usuarios/10', {
      api: {
        'GET /api/users/10': ok(customerDetail()),
        'GET /api/tasks': { status: 200, body: page([task({ title: 'Enviar rastreio' })]) },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Tarefas' }));
    const list = await screen.findByLabelText('Tarefas do cliente');
    expect(within(list).getByText('Enviar rastreio')).toBeInTheDocument();
    expect(within(list).getByText(/Responsável: ana · Prazo: 01\/12\/2099/)).toBeInTheDocument();
    expect(server.callsTo('GET /api/tasks')[0]!.query.toString()).toBe('related_to_user=10');
  });
});
