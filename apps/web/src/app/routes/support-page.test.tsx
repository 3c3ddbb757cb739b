import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AiValidation } from '@ponte/domain/ai';
import type { QueueItem } from '../../features/chats/api/get-my-queue';
import { APPROVED_SEND_DELAY_MS } from '../../features/conversations/hooks/send-flow';
import { adminUser, chatMessage, customerDetail, listItem, shoppingList } from '../../test/fixtures';
import { fail, NETWORK_ERROR, ok, type Routes, deferred } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const queueItem = (
  id: number,
  user: Partial<QueueItem['user']>,
  rest: Partial<Omit<QueueItem, 'user'>> = {},
): QueueItem => ({
  id,
  user_id: id,
  user: { name: 'Maria Souza', phone: '5511988887777', email: 'maria@cliente.com', ...user },
  bot_enabled: false,
  atendimento: true,
  last_interaction: ago(5 * MINUTE),
  messages_count: 12,
  ...rest,
});

const maria = queueItem(10, {}, { last_interaction: ago(5 * MINUTE), messages_count: 12 });
const joao = queueItem(
  11,
  { name: 'João Lima', phone: '5521977776666', email: 'joao@cliente.com' },
  { last_interaction: ago(3 * 60 * MINUTE), messages_count: 1 },
);
const ana = queueItem(
  12,
  { name: 'Ana Reis', phone: '5531966665555', email: 'ANA.REIS@exemplo.com' },
  { last_interaction: ago(2 * 24 * 60 * MINUTE), messages_count: 4 },
);

const supportApi = (extra: Routes = {}): Routes => ({
  'GET /api/chats/my-queue': ok([maria, joao, ana]),
  'GET /api/users/10': ok(customerDetail({ bot_enabled: false, atendimento: true })),
  ...extra,
});

const queueRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Fila de atendimentos' })).getByRole('button', { name: new RegExp(name) });
const queueNames = () =>
  within(screen.getByRole('list', { name: 'Fila de atendimentos' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Meus Atendimentos: the queue', () => {
  it('lists the chats assigned to the user with the last interaction as a relative time and the message count', async () => {
    renderApp('/atendimento', { api: supportApi() });
    expect(await screen.findByRole('heading', { name: 'Meus Atendimentos' })).toBeInTheDocument();
    const mariaRow = await screen.findByRole('button', { name: /Maria Souza/ });
    expect(within(mariaRow).getByText('há 5 minutos')).toBeInTheDocument();
    expect(within(mariaRow).getByText('12')).toHaveTextContent('12 mensagens');
    expect(within(mariaRow).getByText('+55 (11) 98888-7777')).toBeInTheDocument();
    expect(within(queueRow('João Lima')).getByText('há 3 horas')).toBeInTheDocument();
    expect(within(queueRow('João Lima')).getByText('1')).toHaveTextContent(/^1 mensagem$/);
    expect(within(queueRow('Ana Reis')).getByText('há 2 dias')).toBeInTheDocument();
    // Nothing is open yet: on a wide screen the right column invites a choice.
    expect(screen.getByText('Selecione um atendimento')).toBeInTheDocument();
  });

  it('the queue is asked again every 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server } = renderApp('/atendimento', { api: supportApi() });
    await screen.findByRole('button', { name: /Maria Souza/ });
    const before = server.callsTo('GET /api/chats/my-queue').length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(server.callsTo('GET /api/chats/my-queue').length).toBe(before + 1));
  });

  it('search by phone digits finds the customer however the number is punctuated', async () => {
    const { user } = renderApp('/atendimento', { api: supportApi() });
    await screen.findByRole('button', { name: /Maria Souza/ });
    await user.type(screen.getByRole('textbox', { name: 'Buscar atendimentos' }), '(21) 97777-6666');
    expect(queueNames()).toEqual([expect.stringContaining('João Lima')]);
  });

  it("search ignores accents and case: 'JOAO' finds 'João Lima', and the e-mail is searched too", async () => {
    const { user } = renderApp('/atendimento', { api: supportApi() });
    await screen.findByRole('button', { name: /Maria Souza/ });
    const search = screen.getByRole('textbox', { name: 'Buscar atendimentos' });
    await user.type(search, 'JOAO');
    expect(queueNames()).toEqual([expect.stringContaining('João Lima')]);
    await user.clear(search);
    await user.type(search, 'ana.reis@');
    expect(queueNames()).toEqual([expect.stringContaining('Ana Reis')]);
  });

  it("an empty queue reads 'Nenhum atendimento ativo'", async () => {
    renderApp('/atendimento', { api: supportApi({ 'GET /api/chats/my-queue': ok([]) }) });
    expect(await screen.findByText('Nenhum atendimento ativo')).toBeInTheDocument();
  });

  it("a search that matches nobody reads 'Nenhum resultado encontrado'", async () => {
    const { user } = renderApp('/atendimento', { api: supportApi() });
    await screen.findByRole('button', { name: /Maria Souza/ });
    await user.type(screen.getByRole('textbox', { name: 'Buscar atendimentos' }), 'Zacarias');
    expect(screen.getByText('Nenhum resultado encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum atendimento ativo')).not.toBeInTheDocument();
  });
});

describe('Meus Atendimentos: the open conversation', () => {
  it('choosing a chat loads its conversation (header, badge, history) and highlights it in the queue', async () => {
    const { user, server } = renderApp('/atendimento', {
      api: supportApi({
        'GET /api/users/10': ok(
          customerDetail(
            { bot_enabled: false, atendimento: true },
            { messages: [chatMessage({ content: 'Quero rastrear meu pedido' })] },
          ),
        ),
      }),
    });
    await user.click(await screen.findByRole('button', { name: /Maria Souza/ }));
    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/users/10')).toHaveLength(1);
    const pane = screen.getByRole('region', { name: 'Conversa' });
    expect(within(pane).getByText('+55 (11) 98888-7777')).toBeInTheDocument();
    expect(within(pane).getByText('EM ATENDIMENTO')).toBeInTheDocument();
    expect(within(pane).getByText('Quero rastrear meu pedido')).toBeInTheDocument();
    expect(queueRow('Maria Souza')).toHaveAttribute('aria-current', 'true');
    expect(queueRow('João Lima')).not.toHaveAttribute('aria-current');
  });

  it("a conversation without messages reads 'Nenhuma mensagem ainda'", async () => {
    renderApp('/atendimento?cliente=10', {
      api: supportApi({ 'GET /api/users/10': ok(customerDetail({}, { messages: [] })) }),
    });
    expect(await screen.findByText('Nenhuma mensagem ainda')).toBeInTheDocument();
  });

  it("the bot switch reads 'Bot Ativo', flips at once to 'Atendimento Manual' and rolls back when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = deferred();
    const { user, server } = renderApp('/atendimento?cliente=10', {
      api: supportApi({
        'GET /api/users/10': ok(customerDetail({ bot_enabled: true, atendimento: false })),
        'POST /api/users/10/toggle-bot': () => answer.promise,
      }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Bot Ativo' }));
    expect(await screen.findByRole('switch', { name: 'Atendimento Manual' })).not.toBeChecked();
    expect(screen.getByText('EM ATENDIMENTO')).toBeInTheDocument();
    expect(server.callsTo('POST /api/users/10/toggle-bot')[0].body).toEqual({ enabled: false, atendimento: true });

    answer.settle(fail(500, 'Erro interno do servidor'));
    expect(await screen.findByRole('switch', { name: 'Bot Ativo' })).toBeChecked();
    expect(screen.getByText('FORA DE ATENDIMENTO')).toBeInTheDocument();
  });

  it("'Atendimento Manual' switched back on hands the chat to the bot and takes it out of attendance", async () => {
    let state = { bot_enabled: false, atendimento: true };
    const { user, server } = renderApp('/atendimento?cliente=10', {
      api: supportApi({
        'GET /api/users/10': () => ok(customerDetail(state)),
        'POST /api/users/10/toggle-bot': (req) => {
          const body = req.body as { enabled: boolean; atendimento: boolean };
          state = { bot_enabled: body.enabled, atendimento: body.atendimento };
          return ok(state);
        },
      }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Atendimento Manual' }));
    expect(await screen.findByRole('switch', { name: 'Bot Ativo' })).toBeChecked();
    expect(server.callsTo('POST /api/users/10/toggle-bot')[0].body).toEqual({ enabled: true, atendimento: false });
  });

  it('the generator puts the text the AI wrote in the send box for review, without sending it', async () => {
    const { user, server } = renderApp('/atendimento?cliente=10', {
      api: supportApi({
        'GET /api/users/10': ok(
          customerDetail(
            {},
            {
              shoppingLists: [
                shoppingList({
                  id: 3,
                  name: 'Tênis',
                  shopping_list_items: [listItem({ product_name: 'Tênis Nike', quantity: 1 })],
                }),
              ],
            },
          ),
        ),
        'POST /api/ai/generate-message': ok({
          message: 'Olá Maria! Seu pagamento foi confirmado.',
          template_type: 'payment_confirmation',
          source: 'builtin',
        }),
      }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Gerar mensagem com IA' }));
    await user.click(await screen.findByRole('option', { name: 'Confirmação de pagamento' }));
    await user.click(screen.getByRole('button', { name: 'Gerar' }));

    const input = screen.getByRole('textbox', { name: 'Mensagem' });
    await waitFor(() => expect(input).toHaveValue('Olá Maria! Seu pagamento foi confirmado.'));
    expect(server.callsTo('POST /api/ai/generate-message')[0].body).toEqual({
      template_type: 'payment_confirmation',
      customer_name: 'Maria Souza',
      customer_phone: '5511988887777',
      shopping_list_items: [expect.objectContaining({ product_name: 'Tênis Nike', quantity: 1 })],
    });
    expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(0);
    expect(server.callsTo('POST /api/setText')).toHaveLength(0);
  });

  it("a generator the server refuses shows 'Erro ao gerar mensagem com IA' and leaves the draft alone", async () => {
    const { user } = renderApp('/atendimento?cliente=10', {
      api: supportApi({ 'POST /api/ai/generate-message': fail(502, 'Serviço de IA indisponível') }),
    });
    const input = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(input, 'meu rascunho');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('Erro ao gerar mensagem com IA')).toBeInTheDocument();
    expect(input).toHaveValue('meu rascunho');
  });

  it("a generator the browser cannot reach shows 'Erro ao gerar mensagem'", async () => {
    const { user } = renderApp('/atendimento?cliente=10', {
      api: supportApi({ 'POST /api/ai/generate-message': NETWORK_ERROR }),
    });
    await user.click(await screen.findByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('Erro ao gerar mensagem')).toBeInTheDocument();
  });

  it('only the first three shopping lists show, with name, status and date', async () => {
    const lists = [
      shoppingList({ id: 5, name: 'Eletrônicos', status: 'active', created_at: '2025-03-09T12:00:00Z' }),
      shoppingList({ id: 4, name: 'Roupas', status: 'completed', created_at: '2025-03-05T12:00:00Z' }),
      shoppingList({ id: 3, name: 'Presentes', status: 'abandoned', created_at: '2025-02-20T12:00:00Z' }),
      shoppingList({ id: 2, name: 'Cosméticos', status: 'active', created_at: '2025-02-10T12:00:00Z' }),
    ];
    renderApp('/atendimento?cliente=10', {
      api: supportApi({ 'GET /api/users/10': ok(customerDetail({}, { shoppingLists: lists })) }),
    });
    const section = await screen.findByRole('region', { name: 'Listas de Compras' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Eletrônicos');
    expect(items[0]).toHaveTextContent('Ativa');
    expect(items[0]).toHaveTextContent(new Date('2025-03-09T12:00:00Z').toLocaleDateString('pt-BR'));
    expect(items[1]).toHaveTextContent('Concluída');
    expect(items[2]).toHaveTextContent('Presentes');
    expect(items[2]).toHaveTextContent('Abandonada');
    expect(within(section).queryByText('Cosméticos')).not.toBeInTheDocument();
  });

  it('a reply from the queue goes through the manual send flow: AI check, then setText, send-admin-message, toggle-bot and assign', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const approved: AiValidation = { valid: true, corrected_message: '', issues: [], suggestions: [], severity: 'low' };
    const { user, server } = renderApp('/atendimento?cliente=10', {
      api: supportApi({
        'POST /api/ai/validate-message': ok(approved),
        'POST /api/setText': ok({ status: 'sent', log_id: 5 }),
        'POST /api/send-admin-message': ok(chatMessage({ id: 2, direction: 'outgoing', content: 'Já verifico' })),
        'POST /api/users/10/toggle-bot': ok({ bot_enabled: false, atendimento: true }),
        'POST /api/chats/assign': ok({ user_id: 10, seller_id: adminUser.id }),
      }),
    });
    const input = await screen.findByRole('textbox', { name: 'Mensagem' });
    await user.type(input, 'Já verifico{Enter}');
    expect(await screen.findByText('Mensagem aprovada pela IA')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(APPROVED_SEND_DELAY_MS));
    await waitFor(() => expect(server.callsTo('POST /api/chats/assign')).toHaveLength(1));
    expect(server.callsTo('POST /api/setText')[0].body).toEqual({ phone: '5511988887777', msg: 'Já verifico' });
    await waitFor(() => expect(input).toHaveValue(''));
  });
});
