import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AiValidation } from '@ponte/domain/ai';
import { DEFAULT_BUSINESS_HOURS } from '@ponte/domain/business-hours';
import { unreadText, type ChatMessage } from '@ponte/domain/conversations';
import type { Conversation } from '../../features/chats/api/get-conversations';
import { CONVERSATION_PAGE_SIZE } from '../../features/chats/api/get-conversations';
import { chatMessage, customerDetail, traineeUser } from '../../test/fixtures';
import { lastSocket } from '../../test/fake-socket';
import { fail, ok, type Routes, deferred } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 10,
  name: 'Maria Souza',
  phone: '5511988887777',
  lastMessage: 'Quando chega meu pedido?',
  lastActivity: new Date(Date.now() - 2 * 60_000).toISOString(),
  unread: 3,
  botPaused: false,
  atendimento: false,
  seller_id: null,
  labels: [],
  ...overrides,
});

const joao = conversation({
  id: 11,
  name: 'João Lima',
  phone: '5521977776666',
  lastMessage: '/uploads/audio/voz.ogg;Oi',
  unread: 0,
  botPaused: true,
  atendimento: true,
});

/** An inbox whose unread counts clear when a conversation is read, like the server's. */
function inboxApi(extra: Routes = {}, list: Conversation[] = [conversation(), joao]): Routes {
  const unread = new Map(list.map((c) => [c.id, c.unread]));
  return {
    'GET /api/conversations': () => ok(list.map((c) => ({ ...c, unread: unread.get(c.id) ?? 0 }))),
    'POST /api/conversations/10/read': () => {
      unread.set(10, 0);
      return ok({
        customer_id: 10,
        last_read_message_id: 1,
        previous_read_message_id: null,
        first_unread_message_id: null,
      });
    },
    'GET /api/users/10': ok(customerDetail()),
    ...extra,
  };
}

/** POST /read's answer for customer 10: read up to `last`, having stopped at `previous`, `firstUnread` the first after. */
const readUpTo = (last: number, { previous, firstUnread }: { previous: number; firstUnread: number }) =>
  ok({
    customer_id: 10,
    last_read_message_id: last,
    previous_read_message_id: previous,
    first_unread_message_id: firstUnread,
  });

const row = (name: string) => screen.findByRole('listitem', { name });

describe('Chat: the conversation list', () => {
  it("shows 'Nenhuma conversa selecionada' until a conversation is opened", async () => {
    renderApp('/chat', { api: inboxApi() });
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma conversa selecionada')).toBeInTheDocument();
  });

  it('says the shop is closed and when it opens while out of hours (issue 32), and nothing while open', async () => {
    const hours = {
      ...DEFAULT_BUSINESS_HOURS,
      enabled: true,
      open_now: false,
      next_opening: '2026-11-30T12:00:00.000Z',
    };
    const { unmount } = renderApp('/chat', { api: inboxApi({ 'GET /api/business-hours': ok(hours) }) });
    expect(await screen.findByText(/^Fora do horário de atendimento/)).toHaveTextContent(
      'Fora do horário de atendimento · abre segunda-feira, 30/11, às 09:00',
    );
    unmount();
    renderApp('/chat', {
      api: inboxApi({ 'GET /api/business-hours': ok({ ...hours, open_now: true, next_opening: null }) }),
    });
    await row('Maria Souza');
    expect(screen.queryByText(/Fora do horário de atendimento/)).toBeNull();
  });

  it('each conversation shows its unread count, its last message and its own bot switch', async () => {
    renderApp('/chat', { api: inboxApi() });
    const maria = await row('Maria Souza');
    expect(maria).toHaveTextContent('3 não lidas');
    expect(within(maria).getByText('Quando chega meu pedido?')).toBeInTheDocument();
    expect(within(maria).getByText('há 2 minutos')).toBeInTheDocument();
    expect(within(maria).getByRole('switch', { name: 'Bot Ativo, Maria Souza' })).toBeChecked();

    const joaoRow = await row('João Lima');
    expect(joaoRow).not.toHaveTextContent('não lidas');
    // Media is named by its caption, not by its path.
    expect(within(joaoRow).getByText('Oi')).toBeInTheDocument();
    expect(within(joaoRow).getByRole('switch', { name: 'Atendimento Manual, João Lima' })).not.toBeChecked();
  });

  it("the list holds only its conversations: 'Carregar mais conversas' sits after it (WCAG 1.3.1)", async () => {
    const full = Array.from({ length: CONVERSATION_PAGE_SIZE }, (_, i) =>
      conversation({ id: 100 + i, name: `Cliente ${i + 1}` }),
    );
    renderApp('/chat', { api: inboxApi({}, full) });
    const more = await screen.findByRole('button', { name: 'Carregar mais conversas' });
    const list = screen.getByRole('list', { name: 'Conversas' });
    expect([...list.children].map((child) => child.getAttribute('role'))).toEqual(full.map(() => 'listitem'));
    expect(list).not.toContainElement(more);
  });

  it('opening a conversation calls POST /api/conversations/{id}/read and its badge clears', async () => {
    const { user, server } = renderApp('/chat', { api: inboxApi() });
    const maria = await row('Maria Souza');
    await user.click(within(maria).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/conversations/10/read')).toHaveLength(1));
    expect(screen.queryByText('Nenhuma conversa selecionada')).not.toBeInTheDocument();
    // The list is read again after the server has the conversation as read.
    await waitFor(() => expect(server.callsTo('GET /api/conversations').length).toBeGreaterThan(1));
    await user.click(within(await row('João Lima')).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Maria Souza' })).not.toHaveTextContent('não lidas'),
    );
  });

  it('a new message in the open conversation marks it read again', async () => {
    const messages: ChatMessage[] = [chatMessage({ id: 1 })];
    const { server } = renderApp('/chat?cliente=10', {
      api: inboxApi({
        'GET /api/users/10': (req) =>
          ok(customerDetail({}, { messages: messages.filter((m) => m.id > Number(req.query.get('after_id') ?? 0)) })),
      }),
    });
    await waitFor(() => expect(server.callsTo('POST /api/conversations/10/read')).toHaveLength(1));
    messages.push(chatMessage({ id: 2, content: 'Alguém aí?' }));
    act(() => void lastSocket().emit('chat:message', { userId: 10, message: messages[1] }));
    expect(await screen.findByText('Alguém aí?')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/conversations/10/read')).toHaveLength(2));
  });

  it('the open conversation is the one chat whose realtime room the screen is in (docs/0026)', async () => {
    const { user } = renderApp('/chat?cliente=10', {
      api: inboxApi({ 'GET /api/users/11': ok(customerDetail({ id: 11, name: 'João Lima' })) }),
    });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    const socket = lastSocket();
    act(() => void socket.connect());
    // Which rooms it is in: the opens and closes (the header's presence asks are not joins).
    const joins = () => socket.sent.filter(([event]) => event === 'chat:open' || event === 'chat:close');
    expect(joins()).toEqual([['chat:open', 10]]);
    await user.click(within(await row('João Lima')).getByRole('button'));
    await screen.findByRole('heading', { name: 'João Lima' });
    expect(joins()).toEqual([
      ['chat:open', 10],
      ['chat:close', 10],
      ['chat:open', 11],
    ]);
  });

  it('search asks the server for the term once the typing pauses', async () => {
    const { user, server } = renderApp('/chat', { api: inboxApi() });
    await row('Maria Souza');
    await user.type(screen.getByRole('textbox', { name: 'Buscar conversas' }), 'joão');
    await waitFor(() => expect(server.callsTo('GET /api/conversations').at(-1)!.query.get('search')).toBe('joão'));
    const searches = server.callsTo('GET /api/conversations').filter((c) => c.query.has('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0].query.get('page')).toBe('1');
  });

  it("a search that finds nothing reads 'Nenhum resultado encontrado'", async () => {
    const { user } = renderApp('/chat', {
      api: inboxApi({ 'GET /api/conversations': (req) => ok(req.query.has('search') ? [] : [conversation()]) }),
    });
    await row('Maria Souza');
    await user.type(screen.getByRole('textbox', { name: 'Buscar conversas' }), 'zacarias');
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
  });

  it("a conversation's bot switch flips at once and rolls back when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = deferred();
    const { user, server } = renderApp('/chat', {
      api: inboxApi({ 'POST /api/users/10/toggle-bot': () => answer.promise }),
    });
    const maria = await row('Maria Souza');
    await user.click(within(maria).getByRole('switch', { name: 'Bot Ativo, Maria Souza' }));
    expect(await within(maria).findByRole('switch', { name: 'Atendimento Manual, Maria Souza' })).not.toBeChecked();
    expect(server.callsTo('POST /api/users/10/toggle-bot')[0].body).toEqual({ enabled: false, atendimento: true });

    answer.settle(fail(500, 'Erro interno do servidor'));
    expect(await within(maria).findByRole('switch', { name: 'Bot Ativo, Maria Souza' })).toBeChecked();
  });
});

describe('Chat: the open conversation', () => {
  const highSeverity: AiValidation = {
    valid: false,
    corrected_message: '',
    issues: ['Linguagem ofensiva'],
    suggestions: ['Seja cordial'],
    severity: 'high',
  };

  it("a high-severity AI block stops the attendance ('Atendimento bloqueado...') until 'Limpar e tentar novamente' clears the input", async () => {
    const { user, server } = renderApp('/chat?cliente=10', {
      user: traineeUser,
      api: inboxApi({
        'POST /api/ai/validate-message': ok(highSeverity),
        'POST /api/chat/notify-supervisor': ok({ id: 1 }),
      }),
    });
    const input = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(input, 'texto grosseiro{Enter}');

    expect(
      await screen.findByText('Atendimento bloqueado: a mensagem foi enviada ao supervisor para revisão.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/chat/notify-supervisor')).toHaveLength(1));
    expect(server.callsTo('POST /api/setText')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Limpar e tentar novamente' }));
    expect(screen.queryByText(/Atendimento bloqueado/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  });

  it("issue 31: 'Limpar e tentar novamente' takes only the blocked text away: what was queued or typed after it stays", async () => {
    let answer!: (reply: ReturnType<typeof ok>) => void;
    const { user } = renderApp('/chat?cliente=10', {
      user: traineeUser,
      api: inboxApi({
        'POST /api/ai/validate-message': () => new Promise((resolve) => (answer = resolve)),
        'POST /api/chat/notify-supervisor': ok({ id: 1 }),
      }),
    });
    const input = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(input, 'texto grosseiro{Enter}');
    await user.type(input, 'Posso ajudar em algo mais?{Enter}');
    await user.type(input, 'rascunho');
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer(ok(highSeverity)));
    await user.click(await screen.findByRole('button', { name: 'Limpar e tentar novamente' }));
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Posso ajudar em algo mais?\nrascunho');
  });

  it('a medium-severity block does not stop the attendance', async () => {
    const { user } = renderApp('/chat?cliente=10', {
      api: inboxApi({ 'POST /api/ai/validate-message': ok({ ...highSeverity, severity: 'medium' }) }),
    });
    const input = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(input, 'fala{Enter}');
    expect(await screen.findByText('Mensagem bloqueada')).toBeInTheDocument();
    expect(screen.queryByText(/Atendimento bloqueado/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toBeInTheDocument();
  });
});

describe('issue 32: labels in the inbox', () => {
  it('each conversation shows its labels; the label filter asks for that label’s conversations', async () => {
    const vip = { id: 4, name: 'VIP', color: 'grape' as const };
    const { user, server } = renderApp('/chat', {
      api: inboxApi({ 'GET /api/labels': ok([{ ...vip, customers: 1 }]) }, [conversation({ labels: [vip] }), joao]),
    });
    expect(within(await row('Maria Souza')).getByText('VIP')).toBeInTheDocument();
    expect(within(await row('João Lima')).queryByText('VIP')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Etiqueta' }));
    await user.click(await screen.findByRole('option', { name: 'VIP' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/conversations').some((c) => c.query.get('etiqueta') === '4')).toBe(true),
    );
  });
});

describe('issue 31: unread messages in the inbox', () => {
  const long = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      chatMessage({ id: i + 1, content: `Mensagem ${i + 1}.`, direction: i % 3 === 2 ? 'outgoing' : 'incoming' }),
    );

  it("marks where the unread ones start, and 'Ir para a primeira não lida' takes the reader there", async () => {
    const messages = long(12);
    const { user } = renderApp('/chat?cliente=10', {
      api: inboxApi({
        'GET /api/users/10': ok(customerDetail({}, { messages })),
        // The reader had stopped at message 4: 5 on is new.
        'POST /api/conversations/10/read': readUpTo(12, { previous: 4, firstUnread: 5 }),
      }),
    });
    const jump = await screen.findByRole('button', { name: unreadText.jumpToFirst });
    const divider = screen.getByText(unreadText.divider);
    // The line sits right above the first unread message of the customer's.
    const log = screen.getByRole('log', { name: 'Histórico de mensagens' });
    const order = [...log.querySelectorAll('[role="article"], .mantine-Divider-root')].map((el) =>
      el.textContent?.includes(unreadText.divider) ? 'divider' : el.textContent?.match(/Mensagem \d+\./)?.[0],
    );
    expect(order.slice(3, 6)).toEqual(['Mensagem 4.', 'divider', 'Mensagem 5.']);
    const scrolled = vi.fn();
    divider.closest('.mantine-Divider-root')!.scrollIntoView = scrolled;
    await user.click(jump);
    expect(scrolled).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: unreadText.jumpToFirst })).not.toBeInTheDocument());
  });

  it('a first unread message older than the loaded page is fetched, then shown', async () => {
    const older = long(4);
    const newer = long(12).slice(4);
    const { user, server } = renderApp('/chat?cliente=10', {
      api: inboxApi({
        'GET /api/users/10': (req) =>
          ok(
            req.query.get('before_id')
              ? customerDetail({}, { messages: older, has_more: false })
              : customerDetail({}, { messages: newer, has_more: true }),
          ),
        'POST /api/conversations/10/read': readUpTo(12, { previous: 1, firstUnread: 2 }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: unreadText.jumpToFirst }));
    expect(await screen.findByText(unreadText.divider)).toBeInTheDocument();
    expect(server.callsTo('GET /api/users/10').some((c) => c.query.get('before_id') === '5')).toBe(true);
    expect(screen.getByText('Mensagem 2.')).toBeInTheDocument();
  });

  it("other chats' messages between the marker and the first unread one do not send the jump to older pages", async () => {
    // Ids are shared by every chat: the reader stopped at 4, and this chat's next message is 20.
    const page = long(12).map((m) => ({ ...m, id: m.id + 19 }));
    const { user, server } = renderApp('/chat?cliente=10', {
      api: inboxApi({
        'GET /api/users/10': ok(customerDetail({}, { messages: page, has_more: true })),
        'POST /api/conversations/10/read': readUpTo(31, { previous: 4, firstUnread: 20 }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: unreadText.jumpToFirst }));
    await waitFor(() => expect(screen.queryByRole('button', { name: unreadText.jumpToFirst })).not.toBeInTheDocument());
    expect(screen.getByText(unreadText.divider)).toBeInTheDocument();
    expect(server.callsTo('GET /api/users/10').filter((c) => c.query.get('before_id'))).toEqual([]);
  });

  it('an older page that does not come stops the jump instead of asking for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, server } = renderApp('/chat?cliente=10', {
      api: inboxApi({
        'GET /api/users/10': (req) =>
          req.query.get('before_id')
            ? fail(500, 'Erro interno do servidor')
            : ok(customerDetail({}, { messages: long(12).slice(4), has_more: true })),
        'POST /api/conversations/10/read': readUpTo(12, { previous: 1, firstUnread: 2 }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: unreadText.jumpToFirst }));
    await waitFor(() => expect(screen.queryByRole('button', { name: unreadText.jumpToFirst })).not.toBeInTheDocument());
    expect(server.callsTo('GET /api/users/10').filter((c) => c.query.get('before_id'))).toHaveLength(1);
  });

  it("'Marcar como não lida' leaves the conversation unread and closes it", async () => {
    let unread = 0;
    const { user, router, server } = renderApp('/chat?cliente=10', {
      api: inboxApi({
        'GET /api/conversations': () => ok([conversation({ unread })]),
        'POST /api/conversations/10/unread': () => {
          unread = 1;
          return ok({
            customer_id: 10,
            last_read_message_id: 0,
            previous_read_message_id: 1,
            first_unread_message_id: null,
          });
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: unreadText.markUnread }));
    expect(await screen.findByText(unreadText.markedUnread)).toBeInTheDocument();
    expect(server.callsTo('POST /api/conversations/10/unread')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Maria Souza' })).toHaveTextContent('1 não lidas'));
  });
});
