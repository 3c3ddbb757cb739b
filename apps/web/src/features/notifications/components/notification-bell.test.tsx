import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attendanceBlockText } from '@ponte/domain/conversation-texts';
import type { NotificationFeed, NotificationItem } from '@ponte/domain/notifications';
import { ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const item = (overrides: Partial<NotificationItem>): NotificationItem => ({
  key: 'messages:9',
  kind: 'messages',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  unread: true,
  customer_id: 9,
  customer_name: 'João Gonçalves',
  count: 3,
  preview: 'Quero um tênis',
  actor_name: null,
  amount_brl: null,
  target_id: 501,
  ...overrides,
});

const feed: NotificationFeed = {
  items: [
    item({}),
    item({ key: 'escalation:4', kind: 'escalation', actor_name: 'aprendiz', preview: 'seu burro', count: 1 }),
    item({
      key: 'task:2',
      kind: 'task',
      customer_id: null,
      customer_name: null,
      actor_name: 'maria',
      preview: 'Ligar',
    }),
    item({ key: 'sale:5', kind: 'sale', unread: false, amount_brl: 550, preview: 'Lista de Natal', count: 1 }),
  ],
  unread: 3,
  cursor: { message_id: 501, at: '2026-11-26T10:00:00.000Z' },
};

/** The server's count: 3 until the bell is marked read. */
function bellApi(initial = 3, answer: NotificationFeed = feed) {
  let unread = initial;
  return {
    'GET /api/notifications/count': () => ok({ unread }),
    'GET /api/notifications': ok(answer),
    'POST /api/notifications/read': () => {
      unread = 0;
      return ok({ unread });
    },
  };
}

describe('the bell', () => {
  it('shows the unread count on the bell', async () => {
    renderApp('/vendas', { api: bellApi() });
    const bell = await screen.findByRole('button', { name: 'Notificações (3 não lidas)' });
    expect(within(bell.parentElement!).getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('opens the recent notifications, one line each in Portuguese, and marks what it shows as read', async () => {
    const { user, server } = renderApp('/vendas', { api: bellApi() });
    await user.click(await screen.findByRole('button', { name: 'Notificações (3 não lidas)' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const list = await within(panel).findByRole('list', { name: 'Notificações' });
    const lines = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(lines).toEqual([
      '3 novas mensagens de João Gonçalves (não lida)Quero um tênishá 5 minutos',
      'Mensagem bloqueada de aprendiz para João Gonçalves (não lida)seu burrohá 5 minutos',
      'maria atribuiu uma tarefa a você (não lida)Ligarhá 5 minutos',
      'Pagamento confirmado de João GonçalvesLista de Natal · R$ 550,00há 5 minutos',
    ]);
    await waitFor(() => expect(server.callsTo('POST /api/notifications/read')).toHaveLength(1));
    expect(server.callsTo('POST /api/notifications/read')[0]!.body).toEqual({ cursor: feed.cursor });
    // The badge goes once the server says nothing is unread.
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it("'Marcar todas como lidas' marks what arrived while the panel is open", async () => {
    let unread = 3;
    const { user, server } = renderApp('/vendas', {
      api: {
        'GET /api/notifications/count': () => ok({ unread }),
        'GET /api/notifications': () =>
          ok({ ...feed, unread: 0, items: feed.items.map((i) => ({ ...i, unread: false })) }),
        'POST /api/notifications/read': () => {
          unread = 0;
          return ok({ unread });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notificações (3 não lidas)' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const markAll = within(panel).getByRole('button', { name: 'Marcar todas como lidas' });
    await waitFor(() => expect(markAll).toBeEnabled());
    expect(server.callsTo('POST /api/notifications/read')).toHaveLength(0);
    await user.click(markAll);
    await waitFor(() => expect(server.callsTo('POST /api/notifications/read')).toHaveLength(1));
    await waitFor(() => expect(markAll).toBeDisabled());
  });

  it('an item opens its screen and closes the panel; Escape closes it too', async () => {
    const { user, router } = renderApp('/vendas', { api: bellApi() });
    const bell = await screen.findByRole('button', { name: /Notificações/ });
    await user.click(bell);
    await user.click(await screen.findByRole('button', { name: /maria atribuiu uma tarefa/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarefas'));
    expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Notificações/ }));
    await user.click(await screen.findByRole('button', { name: /3 novas mensagens de João/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/9'));

    await user.click(screen.getByRole('button', { name: /Notificações/ }));
    await screen.findByRole('dialog', { name: 'Notificações' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Notificações/ })).toHaveFocus();
  });

  it("issue 31: an open block offers 'Liberar atendimento' in its item; released, the feed is read again", async () => {
    const blocked = item({ key: 'escalation:4', kind: 'escalation', actor_name: 'aprendiz', target_id: 4, open: true });
    let released = false;
    const api = {
      ...bellApi(1, { ...feed, items: [blocked, item({ key: 'escalation:3', kind: 'escalation', target_id: 3 })] }),
      'GET /api/notifications': () =>
        ok({ ...feed, items: [{ ...blocked, open: !released }, item({ key: 'escalation:3', kind: 'escalation' })] }),
      'POST /api/escalations/4/release': () => {
        released = true;
        return ok({ id: 4 });
      },
    };
    const { user, server, router } = renderApp('/vendas', { api });
    await user.click(await screen.findByRole('button', { name: /Notificações/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    // Only the open block offers it; a released one (open absent or false) does not.
    const release = await within(panel).findByRole('button', { name: attendanceBlockText.release });
    expect(within(panel).getAllByRole('button', { name: attendanceBlockText.release })).toHaveLength(1);
    await user.click(release);
    expect(await screen.findByText(attendanceBlockText.released)).toBeInTheDocument();
    expect(server.callsTo('POST /api/escalations/4/release')).toHaveLength(1);
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: attendanceBlockText.release })).not.toBeInTheDocument(),
    );
    // The release does not open the customer: the panel stays where it was.
    expect(router.state.location.pathname).toBe('/vendas');
  });

  it('issue 29: what happened to my tasks has its own line, and opens /tarefas', async () => {
    const notice = (key: string, extra: Partial<NotificationItem>) =>
      item({ key, kind: 'task_notice', customer_id: null, customer_name: null, preview: 'Ligar', count: 1, ...extra });
    const { user, router } = renderApp('/vendas', {
      api: bellApi(4, {
        ...feed,
        unread: 4,
        items: [
          notice('task_notice:1', { notice: 'comment', actor_name: 'ana' }),
          notice('task_notice:2', { notice: 'status', actor_name: 'ana', task_status: 'completed' }),
          notice('task_notice:3', { notice: 'due_soon', actor_name: null }),
          notice('task_notice:4', { notice: 'overdue', actor_name: null }),
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notificações (4 não lidas)' }));
    const list = await screen.findByRole('list', { name: 'Notificações' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'ana comentou numa tarefa sua (não lida)Ligarhá 5 minutos',
      'ana mudou o status de uma tarefa sua para Concluída (não lida)Ligarhá 5 minutos',
      'Tarefa vence amanhã (não lida)Ligarhá 5 minutos',
      'Tarefa atrasada (não lida)Ligarhá 5 minutos',
    ]);
    await user.click(within(list).getByRole('button', { name: /Tarefa atrasada/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tarefas'));
  });

  it('issue 29: a chat someone gave me names the customer and who gave it, and opens that chat', async () => {
    const { user, router } = renderApp('/vendas', {
      api: bellApi(1, {
        ...feed,
        unread: 1,
        items: [
          item({
            key: 'chat_assigned:7',
            kind: 'chat_assigned',
            customer_id: 12,
            customer_name: 'Maria Souza',
            actor_name: 'carla.mendes',
            preview: null,
            count: 1,
            target_id: 7,
          }),
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notificações (1 não lida)' }));
    const list = await screen.findByRole('list', { name: 'Notificações' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Chat de Maria Souza atribuído a você por carla.mendes (não lida)há 5 minutos']);
    await user.click(within(list).getByRole('button', { name: /Chat de Maria Souza/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/12'));
  });

  it("says 'Nenhuma notificação' when there is nothing", async () => {
    const { user } = renderApp('/vendas', {
      api: bellApi(0, { items: [], unread: 0, cursor: { message_id: 0, at: '2026-11-26T10:00:00.000Z' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação')).toBeInTheDocument();
  });
});
