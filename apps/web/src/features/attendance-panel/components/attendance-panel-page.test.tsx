import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { assignmentText, type AssignmentView } from '@ponte/domain/assignment';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';
import type { ActiveAttendant } from '../api/get-active-attendants';
import type { WaitingChat } from '../api/get-waiting-chats';

// Mantine keeps shown notifications in a module-level store: start each test with none.
beforeEach(() => notifications.clean());
const attendant = (overrides: Partial<ActiveAttendant> = {}): ActiveAttendant => ({
  id: 7,
  user_id: 2,
  clock_in: '2025-03-10T14:00:00.000Z',
  status: 'active',
  user: { id: 2, name: 'maria', email: 'maria@ponte.local', role: 'operador' },
  ...overrides,
});

const waitingChat = (overrides: Partial<WaitingChat> = {}): WaitingChat => ({
  id: 10,
  name: 'Maria Souza',
  phone: '5511988887777',
  last_activity: '2025-03-10T15:30:00.000Z',
  messages_count: 12,
  ...overrides,
});

const stats = { total: 9, active: 4, waiting: 3, closed: 6, redistributed: 1 };

const panelApi = (extra: Routes = {}): Routes => ({
  'GET /api/attendance/active': ok([]),
  'GET /api/chats/waiting': ok([]),
  'GET /api/chats/stats': ok(stats),
  'GET /api/users': ok([]),
  'GET /api/escalations': ok([]),
  ...extra,
});

const card = (title: string) => screen.getByRole('group', { name: title });
// The first visit loads the screen's chunk, which can take a moment on a busy machine.
const loaded = () => screen.findByRole('heading', { name: 'Painel de Atendimento' });

/** Picks an attendant in a waiting chat's dropdown and presses 'Atribuir'. */
async function assignTo(user: ReturnType<typeof renderApp>['user'], chatName: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: `Atendente para ${chatName}` }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.click(screen.getByRole('button', { name: 'Atribuir' }));
}

describe('attendance panel', () => {
  it("empty states: 'Nenhum atendente ativo no momento' and 'Nenhum chat aguardando atribuição'", async () => {
    renderApp('/painel-atendimento', { api: panelApi() });
    await loaded();
    expect(await screen.findByText('Nenhum atendente ativo no momento')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum chat aguardando atribuição')).toBeInTheDocument();
  });

  it('cards show the clocked-in count and the chat stats: active, waiting and closed today', async () => {
    renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/attendance/active': ok([attendant(), attendant({ id: 8, user_id: 3, status: 'break' })]),
      }),
    });
    await loaded();
    // One on a break: not active, and the card says so (issue 29).
    await waitFor(() => expect(within(card('Atendentes Ativos')).getByText('1')).toBeInTheDocument());
    expect(card('Atendentes Ativos')).toHaveTextContent('1 em pausa');
    await waitFor(() => expect(card('Chats Ativos')).toHaveTextContent('4'));
    expect(card('Aguardando')).toHaveTextContent('3');
    expect(card('Finalizados Hoje')).toHaveTextContent('6');
  });

  it('chat stats that fail to load read as zeros', async () => {
    renderApp('/painel-atendimento', { api: panelApi({ 'GET /api/chats/stats': fail(500, 'Erro interno') }) });
    await loaded();
    await waitFor(() => expect(card('Chats Ativos')).toHaveTextContent('0'));
    expect(card('Aguardando')).toHaveTextContent('0');
    expect(card('Finalizados Hoje')).toHaveTextContent('0');
  });

  it("attendants show 'Disponível' when status is active, 'Em pausa' otherwise, and the time since clock-in ticking", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2025-03-10T15:01:01Z') });
    renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/attendance/active': ok([
          attendant(),
          attendant({
            id: 8,
            user_id: 3,
            status: 'break',
            user: { id: 3, name: 'ana', email: 'ana@ponte.local', role: 'trainee' },
          }),
        ]),
      }),
    });
    const region = await screen.findByRole('region', { name: 'Atendentes em expediente' });
    const maria = await within(region).findByRole('listitem', { name: 'maria' });
    const ana = within(region).getByRole('listitem', { name: 'ana' });
    expect(maria).toHaveTextContent('Disponível');
    expect(maria).toHaveTextContent('Supervisor');
    expect(ana).toHaveTextContent('Em pausa');
    const timer = within(maria).getByRole('timer');
    expect(timer).toHaveTextContent('01:01:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:01:02');
  });

  it('waiting chats show name, phone, last activity in pt-BR and the message count', async () => {
    renderApp('/painel-atendimento', { api: panelApi({ 'GET /api/chats/waiting': ok([waitingChat()]) }) });
    const item = await screen.findByRole('listitem', { name: 'Maria Souza' });
    const local = new Date('2025-03-10T15:30:00.000Z');
    const time = local.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
    // The same phone format as every other screen, not the raw digits.
    expect(item).toHaveTextContent('+55 (11) 98888-7777');
    expect(item).not.toHaveTextContent('5511988887777');
    expect(item).toHaveTextContent(`Última atividade: ${local.toLocaleDateString('pt-BR')} ${time}`);
    expect(item).toHaveTextContent('12 mensagens');
  });

  it("assign sends {user_id, seller_id}, shows 'Chat atribuído com sucesso!' and reloads the waiting chats and stats", async () => {
    let assigned = false;
    const { user, server } = renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/attendance/active': ok([attendant()]),
        'GET /api/chats/waiting': () => ok(assigned ? [] : [waitingChat()]),
        'POST /api/chats/assign': () => {
          assigned = true;
          return ok({ id: 10, seller_id: 2 });
        },
      }),
    });
    await loaded();
    const statsCalls = () => server.callsTo('GET /api/chats/stats').length;
    await waitFor(() => expect(statsCalls()).toBe(1));
    await assignTo(user, 'Maria Souza', 'maria — Supervisor');
    expect(await screen.findByText('Chat atribuído com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/chats/assign')[0].body).toEqual({ user_id: 10, seller_id: 2 });
    expect(await screen.findByText('Nenhum chat aguardando atribuição')).toBeInTheDocument();
    expect(statsCalls()).toBe(2);
  });

  it("a refused assignment shows the server's error", async () => {
    const { user } = renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/attendance/active': ok([attendant()]),
        'GET /api/chats/waiting': ok([waitingChat()]),
        'POST /api/chats/assign': fail(404, 'Atendente não encontrado'),
      }),
    });
    await loaded();
    await assignTo(user, 'Maria Souza', 'maria — Supervisor');
    expect(await screen.findByText('Atendente não encontrado')).toBeInTheDocument();
  });

  it("an assignment failure without a server message shows 'Erro ao atribuir chat'", async () => {
    const { user } = renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/attendance/active': ok([attendant()]),
        'GET /api/chats/waiting': ok([waitingChat()]),
        'POST /api/chats/assign': { status: 502, body: null },
      }),
    });
    await loaded();
    await assignTo(user, 'Maria Souza', 'maria — Supervisor');
    expect(await screen.findByText('Erro ao atribuir chat')).toBeInTheDocument();
  });

  it('with nobody clocked in, the dropdown offers the supervisors and admins from /api/users, no trainee', async () => {
    const { user, server } = renderApp('/painel-atendimento', {
      api: panelApi({
        'GET /api/chats/waiting': ok([waitingChat()]),
        'GET /api/users': ok([
          { id: 4, username: 'paula', email: 'paula@ponte.local', role: 'trainee' },
          { id: 5, username: 'carla', email: 'carla@ponte.local', role: 'operador' },
        ]),
        'POST /api/chats/assign': ok({ id: 10, seller_id: 5 }),
      }),
    });
    await loaded();
    await user.click(await screen.findByRole('combobox', { name: 'Atendente para Maria Souza' }));
    expect(screen.queryByRole('option', { name: 'paula — Trainee' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'carla — Supervisor' }));
    await user.click(screen.getByRole('button', { name: 'Atribuir' }));
    await screen.findByText('Chat atribuído com sucesso!');
    expect(server.callsTo('POST /api/chats/assign')[0].body).toEqual({ user_id: 10, seller_id: 5 });
  });

  it("'Atribuir' stays disabled until an attendant is picked", async () => {
    renderApp('/painel-atendimento', {
      api: panelApi({ 'GET /api/attendance/active': ok([attendant()]), 'GET /api/chats/waiting': ok([waitingChat()]) }),
    });
    expect(await screen.findByRole('button', { name: 'Atribuir' })).toBeDisabled();
  });

  it('other roles are told the panel is for administrators and nothing is loaded', () =>
    expectAdminOnly('/painel-atendimento', 'GET /api/attendance/active', panelApi()));

  describe('fair assignment (issue 32)', () => {
    const view = (change: Partial<AssignmentView> = {}): AssignmentView => ({
      mode: 'manual',
      default_limit: 5,
      attendants: [{ staff_id: 2, name: 'maria', status: 'active', open_chats: 5, own_limit: null, limit: 5 }],
      ...change,
    });
    const api = (extra: Routes = {}) =>
      panelApi({ 'GET /api/attendance/active': ok([attendant()]), 'GET /api/assignment': ok(view()), ...extra });

    it("each attendant's open chats show against the limit, 'No limite' when full; an admin sets a member's own limit", async () => {
      const { user, server } = renderApp('/painel-atendimento', {
        api: api({
          'PUT /api/assignment/limits/2': ok(
            view({ attendants: [{ ...view().attendants[0]!, own_limit: 8, limit: 8 }] }),
          ),
        }),
      });
      await loaded();
      const row = await screen.findByRole('listitem', { name: 'maria' });
      expect(within(row).getByText('Conversas abertas: 5 / 5')).toBeInTheDocument();
      expect(within(row).getByText('No limite')).toBeInTheDocument();
      await user.click(within(row).getByRole('button', { name: 'Limite de maria' }));
      const field = await screen.findByRole('textbox', { name: 'Limite de maria' });
      await user.type(field, '0');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText(assignmentText.invalidLimit)).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, '8');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Conversas abertas: 5 / 8')).toBeInTheDocument();
      expect(server.callsTo('PUT /api/assignment/limits/2')[0]!.body).toEqual({ limit: 8 });
    });

    it("a member's limit refused by the server says why under the field; 'Padrão' sends no limit", async () => {
      const { user, server } = renderApp('/painel-atendimento', {
        api: api({ 'PUT /api/assignment/limits/2': fail(409, 'maria não está mais na equipe') }),
      });
      await loaded();
      const row = await screen.findByRole('listitem', { name: 'maria' });
      await user.click(within(row).getByRole('button', { name: 'Limite de maria' }));
      const field = await screen.findByRole('textbox', { name: 'Limite de maria' });
      await user.type(field, '8');
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription('maria não está mais na equipe'));
      await user.click(screen.getByRole('button', { name: assignmentText.useDefault }));
      await waitFor(() => expect(server.callsTo('PUT /api/assignment/limits/2')).toHaveLength(2));
      expect(server.callsTo('PUT /api/assignment/limits/2').map((c) => c.body)).toEqual([
        { limit: 8 },
        { limit: null },
      ]);
    });

    it("'Distribuição de conversas' saves the mode and the default limit, and refuses a limit out of range on its field", async () => {
      const { user, server } = renderApp('/painel-atendimento', {
        api: api({ 'PUT /api/assignment/settings': ok(view({ mode: 'auto', default_limit: 3 })) }),
      });
      await loaded();
      const form = await screen.findByRole('form', { name: assignmentText.title });
      expect(within(form).getByRole('radio', { name: assignmentText.modes.manual })).toBeChecked();
      await user.click(within(form).getByRole('radio', { name: assignmentText.modes.auto }));
      const limit = within(form).getByRole('textbox', { name: assignmentText.defaultLimitLabel });
      await user.clear(limit);
      await user.type(limit, '51');
      await user.click(within(form).getByRole('button', { name: assignmentText.save }));
      expect(await within(form).findByText(assignmentText.invalidLimit)).toBeInTheDocument();
      expect(server.callsTo('PUT /api/assignment/settings')).toHaveLength(0);
      await user.clear(limit);
      await user.type(limit, '3');
      await user.click(within(form).getByRole('button', { name: assignmentText.save }));
      expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
      expect(server.callsTo('PUT /api/assignment/settings')[0]!.body).toEqual({ mode: 'auto', default_limit: 3 });
    });
  });
});
