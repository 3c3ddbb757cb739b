import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatMessage, customerDetail, shoppingList, traineeUser } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { fail, ok, type Routes, deferred } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { LAPTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const detailApi = (detail = customerDetail(), extra: Routes = {}): Routes => ({
  'GET /api/users/10': ok(detail),
  ...extra,
});

describe('customer detail', () => {
  it("an unknown customer shows 'Usuário não encontrado' with the link 'Voltar para usuários'", async () => {
    renderApp('/usuarios/99', { api: { 'GET /api/users/99': fail(404, 'Usuário não encontrado') } });
    expect(await screen.findByText('Usuário não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para usuários' })).toHaveAttribute('href', '/usuarios');
  });

  it('shows the name, the four cards, the dates block and the messages and lists tabs with their counts', async () => {
    const lists = [1, 2, 3].map((id) => shoppingList({ id, name: `Lista ${id}` }));
    renderApp('/usuarios/10', {
      api: detailApi(
        customerDetail(
          { last_activity: null },
          { messages: [chatMessage(), chatMessage({ id: 2 })], shoppingLists: lists },
        ),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Maria Souza' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Nome' })).getByText('Maria Souza')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Telefone' })).getByText('+55 (11) 98888-7777'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Email' })).getByText('maria@cliente.com')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Listas' })).getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Data de Cadastro')).toBeInTheDocument();
    expect(screen.getByText('Nunca')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mensagens (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Listas (3)', selected: false })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tarefas', selected: false })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: 'Voltar para usuários' })[0]).toHaveAttribute('href', '/usuarios');
  });

  it("the 'Listas (n)' tab shows the customer's lists as expandable cards, and a write on one reloads the customer", async () => {
    const { user, server } = renderApp('/usuarios/10', {
      api: detailApi(customerDetail({}, { shoppingLists: [shoppingList({ name: 'Presentes' })] }), {
        'DELETE /api/shopping-list-items/100': ok(null),
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Listas (1)' }));
    const card = await screen.findByRole('article', { name: 'Presentes' });
    await user.click(within(card).getByRole('button', { name: 'Expandir' }));
    expect(within(card).getByRole('table', { name: 'Produtos da lista' })).toBeInTheDocument();
    const loads = server.callsTo('GET /api/users/10').length;
    await user.click(within(card).getByRole('button', { name: 'Remover Tênis Nike Air' }));
    await waitFor(() => expect(server.callsTo('GET /api/users/10').length).toBeGreaterThan(loads));
  });

  it("the e-mail card reads 'Não informado' without an e-mail", async () => {
    renderApp('/usuarios/10', { api: detailApi(customerDetail({ email: null, email_woocomerce: null })) });
    expect(
      await within(await screen.findByRole('group', { name: 'Email' })).findByText('Não informado'),
    ).toBeInTheDocument();
  });

  it("without its own e-mail the card shows the store's, said to be the store's", async () => {
    renderApp('/usuarios/10', {
      api: detailApi(customerDetail({ email: null, email_woocomerce: 'carla@loja.com' })),
    });
    expect(
      await within(await screen.findByRole('group', { name: 'Email' })).findByText('carla@loja.com (cadastro na loja)'),
    ).toBeInTheDocument();
  });

  it("the trainee banner 'Modo Trainee - IA validará suas respostas' shows only for trainees", async () => {
    renderApp('/usuarios/10', { user: traineeUser, api: detailApi() });
    expect(await screen.findByText('Modo Trainee - IA validará suas respostas')).toBeInTheDocument();
  });

  it('an admin does not see the trainee banner', async () => {
    renderApp('/usuarios/10', { api: detailApi() });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    expect(screen.queryByText('Modo Trainee - IA validará suas respostas')).not.toBeInTheDocument();
  });

  it("the bot button reads 'Pausar Bot', flips at once to 'Ativar Bot' and rolls back when the server refuses", async () => {
    const answer = deferred();
    const { user, server } = renderApp('/usuarios/10', {
      api: detailApi(customerDetail(), { 'POST /api/users/10/toggle-bot': () => answer.promise }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pausar Bot' }));
    expect(await screen.findByRole('button', { name: 'Ativar Bot' })).toBeInTheDocument();
    expect(screen.getByText('EM ATENDIMENTO')).toBeInTheDocument();
    // atendimento takes the previous bot_enabled.
    expect(server.callsTo('POST /api/users/10/toggle-bot')[0].body).toEqual({ enabled: false, atendimento: true });

    answer.settle(fail(500, 'Erro interno do servidor'));
    expect(await screen.findByRole('button', { name: 'Pausar Bot' })).toBeInTheDocument();
    expect(screen.getByText('FORA DE ATENDIMENTO')).toBeInTheDocument();
  });

  it("'Ativar Bot' turns the bot on and leaves attendance", async () => {
    let state = { bot_enabled: false, atendimento: true };
    const { user, server } = renderApp('/usuarios/10', {
      api: {
        'GET /api/users/10': () => ok(customerDetail(state)),
        'POST /api/users/10/toggle-bot': (req) => {
          state = req.body as typeof state;
          return ok({ bot_enabled: state.bot_enabled, atendimento: state.atendimento });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ativar Bot' }));
    expect(await screen.findByRole('button', { name: 'Pausar Bot' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/users/10/toggle-bot')[0].body).toEqual({ enabled: true, atendimento: false });
    expect(screen.getByText('FORA DE ATENDIMENTO')).toBeInTheDocument();
  });

  it('every 3 seconds the messages tab asks only for messages after the last one and appends them', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server } = renderApp('/usuarios/10', {
      api: {
        'GET /api/users/10': (req) =>
          req.query.get('after_id') === '7'
            ? ok(customerDetail({}, { messages: [chatMessage({ id: 8, content: 'Chegou agora' })], message_count: 3 }))
            : ok(
                customerDetail(
                  {},
                  {
                    messages: [chatMessage({ id: 5, content: 'Primeira' }), chatMessage({ id: 7, content: 'Segunda' })],
                  },
                ),
              ),
      },
    });
    expect(await screen.findByText('Segunda')).toBeInTheDocument();
    expect(server.callsTo('GET /api/users/10')[0].query.has('after_id')).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(server.callsTo('GET /api/users/10')).toHaveLength(2));
    expect(server.callsTo('GET /api/users/10')[1].query.get('after_id')).toBe('7');
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
    expect(screen.getByText('Primeira')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mensagens (3)' })).toBeInTheDocument();
  });

  it("'Carregar mensagens anteriores' asks for the page before the first message and puts it in front", async () => {
    const { user, server } = renderApp('/usuarios/10', {
      api: {
        'GET /api/users/10': (req) =>
          req.query.get('before_id') === '50'
            ? ok(customerDetail({}, { messages: [chatMessage({ id: 49, content: 'Antiga' })], has_more: false }))
            : ok(customerDetail({}, { messages: [chatMessage({ id: 50, content: 'Recente' })], has_more: true })),
      },
    });
    expect(screen.queryByText('Antiga')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Carregar mensagens anteriores' }));
    expect(await screen.findByText('Antiga')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Histórico de mensagens' });
    // The log is the part that scrolls: the keyboard can reach it (issue 18).
    expect(log).toHaveAttribute('tabindex', '0');
    expect(
      within(log)
        .getAllByRole('article')
        .map((m) => m.textContent),
    ).toEqual([expect.stringContaining('Antiga'), expect.stringContaining('Recente')]);
    expect(screen.queryByRole('button', { name: 'Carregar mensagens anteriores' })).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/users/10').some((c) => c.query.get('before_id') === '50')).toBe(true);
  });

  describe("the chat's realtime room (docs/0026)", () => {
    it('the messages tab opens it, and the chat is read again once joined; another tab closes it', async () => {
      const { user, server } = renderApp('/usuarios/10', {
        api: detailApi(customerDetail({}, { messages: [chatMessage({ id: 7, content: 'Segunda' })] })),
      });
      expect(await screen.findByText('Segunda')).toBeInTheDocument();
      const socket = lastSocket();
      const reads = server.callsTo('GET /api/users/10').length;
      act(() => void socket.connect());
      expect(socket.sent).toEqual([['chat:open', 10]]);
      await waitFor(() => expect(server.callsTo('GET /api/users/10').length).toBeGreaterThan(reads));
      expect(server.callsTo('GET /api/users/10').at(-1)!.query.get('after_id')).toBe('7');

      await user.click(screen.getByRole('tab', { name: 'Listas (0)' }));
      expect(socket.sent.at(-1)).toEqual(['chat:close', 10]);
      await user.click(screen.getByRole('tab', { name: /Mensagens/ }));
      expect(socket.sent.at(-1)).toEqual(['chat:open', 10]);
    });

    it('after a reconnection it is opened again and the chat read again, for what came meanwhile', async () => {
      const { server } = renderApp('/usuarios/10', {
        api: {
          'GET /api/users/10': (req) =>
            ok(
              customerDetail(
                {},
                {
                  messages: req.query.has('after_id')
                    ? [chatMessage({ id: 8, content: 'Enquanto caía' })]
                    : [chatMessage({ id: 7, content: 'Segunda' })],
                },
              ),
            ),
        },
      });
      expect(await screen.findByText('Segunda')).toBeInTheDocument();
      const socket = lastSocket();
      act(() => void socket.connect());
      socket.sent.length = 0;
      act(() => void socket.drop().connect());
      expect(socket.sent).toEqual([['chat:open', 10]]);
      expect(await screen.findByText('Enquanto caía')).toBeInTheDocument();
      expect(server.callsTo('GET /api/users/10').length).toBeGreaterThanOrEqual(2);
    });

    it('leaving the customer closes it', async () => {
      const { user } = renderApp('/usuarios/10', { api: detailApi() });
      await screen.findByRole('heading', { name: 'Maria Souza' });
      const socket = lastSocket();
      act(() => void socket.connect());
      await user.click(screen.getAllByRole('link', { name: 'Voltar para usuários' })[0]);
      await waitFor(() => expect(socket.sent.at(-1)).toEqual(['chat:close', 10]));
    });
  });

  it('on a laptop the chat leads and the four cards and the dates block sit beside it', async () => {
    setViewportWidth(LAPTOP_WIDTH);
    renderApp('/usuarios/10', { api: detailApi() });
    const log = await screen.findByRole('log', { name: 'Histórico de mensagens' });
    const aside = screen.getByRole('region', { name: 'Dados do usuário' });
    // Reading order follows the screen: the chat, then what sits beside it.
    expect(log.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const name of ['Nome', 'Telefone', 'Email', 'Listas']) {
      expect(within(aside).getByRole('group', { name })).toBeInTheDocument();
    }
    expect(within(aside).getByText('Data de Cadastro')).toBeInTheDocument();
    expect(within(aside).getByText('Última Atividade')).toBeInTheDocument();
  });

  it('at 390 px the chat and its send box come first, the customer data after it as one compact block', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderApp('/usuarios/10', { api: detailApi() });
    const sendBox = await screen.findByRole('form', { name: 'Enviar mensagem' });
    const block = screen.getByRole('region', { name: 'Dados do usuário' });
    expect(sendBox.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Every label of the spec's cards and dates block, as short lines of one block.
    for (const name of ['Nome', 'Telefone', 'Email', 'Listas', 'Data de Cadastro', 'Última Atividade']) {
      expect(within(block).getByRole('group', { name })).toBeInTheDocument();
    }
    const phone = within(within(block).getByRole('group', { name: 'Telefone' })).getByText('+55 (11) 98888-7777');
    expect(phone).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
