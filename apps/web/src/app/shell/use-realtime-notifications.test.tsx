import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, customerDetail, escalation as escalationFixture } from '../../test/fixtures';
import { fakeIo, lastSocket } from '../../test/fake-socket';
import { fail, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { recordSounds } from '../../test/fake-audio';

const listReply = {
  status: 200,
  body: {
    success: true,
    data: [customer()],
    pagination: { page: 1, limit: 20, total: 1, pages: 1 },
    summary: { total: 1, active: 1, withLists: 1 },
  },
};

describe('realtime connection of the shell', () => {
  it('connects once signed in, to /socket.io, polling then websocket, 10 attempts 1 s apart, 10 s timeout, with the token', async () => {
    renderApp('/usuarios', { api: { 'GET /api/customers': listReply } });
    await screen.findByRole('article', { name: 'Maria Souza' });
    const [options] = fakeIo.mock.calls.at(-1) as [Record<string, unknown>];
    expect(options).toMatchObject({
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      timeout: 10000,
    });
    let auth: unknown;
    (options.auth as (cb: (data: object) => void) => void)((data) => (auth = data));
    expect(auth).toEqual({ token: 'test-token' });
  });

  it("'Sair' closes the connection", async () => {
    const { user } = renderApp('/usuarios', { api: { 'GET /api/customers': listReply, 'POST /api/logout': ok(null) } });
    await screen.findByRole('article', { name: 'Maria Souza' });
    const socket = lastSocket();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(socket.disconnect).toHaveBeenCalled());
  });

  it("'chat:message' makes the open screens read the customers again", async () => {
    const { server } = renderApp('/usuarios/10', { api: { 'GET /api/users/10': ok(customerDetail()) } });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    const before = server.callsTo('GET /api/users/10').length;
    act(() => void lastSocket().emit('chat:message', { userId: 10, message: {} }));
    await waitFor(() => expect(server.callsTo('GET /api/users/10').length).toBeGreaterThan(before));
  });

  it('a new_message notification makes the open chat of that customer read again (no chat:message comes with it)', async () => {
    const { server } = renderApp('/usuarios/10', { api: { 'GET /api/users/10': ok(customerDetail()) } });
    await screen.findByRole('heading', { name: 'Maria Souza' });
    const before = server.callsTo('GET /api/users/10').length;
    act(
      () =>
        void lastSocket().emit('notification', {
          type: 'new_message',
          data: { message: 'Oi', userName: 'Maria Souza', userId: 10, messageId: 9, direction: 'incoming' },
        }),
    );
    await waitFor(() => expect(server.callsTo('GET /api/users/10').length).toBeGreaterThan(before));
  });

  it('a reconnection reads the lists again: events sent while it was down are lost', async () => {
    const { server } = renderApp('/usuarios', { api: { 'GET /api/customers': listReply } });
    await screen.findByRole('article', { name: 'Maria Souza' });
    const socket = lastSocket();
    act(() => void socket.connect());
    const before = server.callsTo('GET /api/customers').length;
    act(() => void socket.drop().connect());
    await waitFor(() => expect(server.callsTo('GET /api/customers').length).toBeGreaterThan(before));
  });

  it('a new_message notification shows a toast with the sender and the text', async () => {
    renderApp('/usuarios', { api: { 'GET /api/customers': listReply } });
    await screen.findByRole('article', { name: 'Maria Souza' });
    act(
      () =>
        void lastSocket().emit('notification', {
          type: 'new_message',
          data: {
            message: '/uploads/a.ogg;Quero rastrear',
            userName: 'João Lima',
            userId: 11,
            messageId: 9,
            direction: 'incoming',
          },
        }),
    );
    expect(await screen.findByText('Nova mensagem de João Lima')).toBeInTheDocument();
    expect(screen.getByText('Quero rastrear')).toBeInTheDocument();
  });

  describe("a trainee's escalation toast", () => {
    const escalation = escalationFixture();
    const toastText = 'ana → Maria Souza: “seu idiota” (Problemas: Linguagem ofensiva)';

    it("offers 'Liberar atendimento', which releases the block and closes the toast", async () => {
      const { user, server } = renderApp('/usuarios', {
        api: {
          'GET /api/customers': listReply,
          'POST /api/escalations/5/release': ok({ ...escalation, released_by: 1 }),
        },
      });
      await screen.findByRole('article', { name: 'Maria Souza' });
      act(() => void lastSocket().emit('escalation', escalation));
      expect(await screen.findByText(toastText)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Liberar atendimento' }));
      expect(await screen.findByText('Atendimento liberado')).toBeInTheDocument();
      expect(server.callsTo('POST /api/escalations/5/release')).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText(toastText)).not.toBeInTheDocument());
    });

    it('a failed release keeps the toast and shows the error', async () => {
      const { user } = renderApp('/usuarios', {
        api: {
          'GET /api/customers': listReply,
          'POST /api/escalations/5/release': fail(500, 'Erro interno do servidor'),
        },
      });
      await screen.findByRole('article', { name: 'Maria Souza' });
      act(() => void lastSocket().emit('escalation', escalation));
      await user.click(await screen.findByRole('button', { name: 'Liberar atendimento' }));
      expect(await screen.findByText('Erro interno do servidor')).toBeInTheDocument();
      expect(screen.getByText(toastText)).toBeInTheDocument();
    });

    it('released elsewhere, the toast goes away', async () => {
      renderApp('/usuarios', { api: { 'GET /api/customers': listReply } });
      await screen.findByRole('article', { name: 'Maria Souza' });
      act(() => void lastSocket().emit('escalation', escalation));
      expect(await screen.findByText(toastText)).toBeInTheDocument();
      act(() => void lastSocket().emit('escalation:released', { ...escalation, released_by: 2 }));
      await waitFor(() => expect(screen.queryByText(toastText)).not.toBeInTheDocument());
    });
  });

  describe('a chat someone else gave me (issue 29)', () => {
    const handedOver = { userId: 10, customer_name: 'Maria Souza', by: 'carla.mendes' };
    const line = 'Chat de Maria Souza atribuído a você por carla.mendes';

    it("shows a toast naming the customer and who gave it; 'Abrir chat' opens the chat and closes the toast", async () => {
      const { user, router } = renderApp('/usuarios', {
        api: { 'GET /api/customers': listReply, 'GET /api/users/10': ok(customerDetail()) },
      });
      await screen.findByRole('article', { name: 'Maria Souza' });
      act(() => void lastSocket().emit('chat:assigned', handedOver));
      expect(await screen.findByText(line)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Abrir chat' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/10'));
      await waitFor(() => expect(screen.queryByText(line)).not.toBeInTheDocument());
    });

    it('rings only when the user turned sounds on', async () => {
      const played = recordSounds();
      renderApp('/usuarios', { api: { 'GET /api/customers': listReply } });
      await screen.findByRole('article', { name: 'Maria Souza' });
      act(() => void lastSocket().emit('chat:assigned', handedOver));
      expect(await screen.findByText(line)).toBeInTheDocument();
      expect(played).toEqual([]);

      localStorage.setItem('audioNotificationsEnabled', 'true');
      act(() => void lastSocket().emit('chat:assigned', { ...handedOver, userId: 11, customer_name: 'João Lima' }));
      expect(await screen.findByText('Chat de João Lima atribuído a você por carla.mendes')).toBeInTheDocument();
      expect(played).toEqual([{ src: '/notification.mp3', volume: 0.7 }]);
    });

    it('the bell reads its count again at once', async () => {
      const { server } = renderApp('/usuarios', { api: { 'GET /api/customers': listReply } });
      await screen.findByRole('article', { name: 'Maria Souza' });
      await waitFor(() => expect(server.callsTo('GET /api/notifications/count').length).toBeGreaterThan(0));
      const before = server.callsTo('GET /api/notifications/count').length;
      act(() => void lastSocket().emit('chat:assigned', handedOver));
      await waitFor(() => expect(server.callsTo('GET /api/notifications/count').length).toBeGreaterThan(before));
    });

    it('a chat taken by oneself (by: null) shows nothing and rings nothing, but the chat is read again', async () => {
      const played = recordSounds();
      localStorage.setItem('audioNotificationsEnabled', 'true');
      const { server } = renderApp('/usuarios/10', { api: { 'GET /api/users/10': ok(customerDetail()) } });
      await screen.findByRole('heading', { name: 'Maria Souza' });
      const before = server.callsTo('GET /api/users/10').length;
      act(() => void lastSocket().emit('chat:assigned', { ...handedOver, by: null }));
      await waitFor(() => expect(server.callsTo('GET /api/users/10').length).toBeGreaterThan(before));
      expect(screen.queryByText(/atribuído a você/)).not.toBeInTheDocument();
      expect(played).toEqual([]);
    });
  });

  describe("'chat:offered' (issue 32, fair assignment)", () => {
    const offer = { userId: 10, customer_name: 'Maria Souza' };
    const line = 'Conversa oferecida a você: Maria Souza aguarda atendimento.';

    it("'Aceitar' takes the chat and opens it", async () => {
      const { user, router, server } = renderApp('/usuarios', {
        api: {
          'GET /api/customers': listReply,
          'GET /api/users/10': ok(customerDetail()),
          'POST /api/assignment/offers/10/accept': ok({ user_id: 10, seller_id: 2, seller_name: 'maria' }),
        },
      });
      await screen.findByRole('article', { name: 'Maria Souza' });
      act(() => void lastSocket().emit('chat:offered', offer));
      expect(await screen.findByText(line)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Aceitar' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/10'));
      expect(server.callsTo('POST /api/assignment/offers/10/accept')).toHaveLength(1);
    });

    it('a chat someone took first says so and stays where it was', async () => {
      const { user, router } = renderApp('/usuarios', {
        api: {
          'GET /api/customers': listReply,
          'POST /api/assignment/offers/10/accept': fail(409, 'Esta conversa já foi atribuída'),
        },
      });
      await screen.findByRole('article', { name: 'Maria Souza' });
      act(() => void lastSocket().emit('chat:offered', offer));
      await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
      expect(await screen.findByText('Esta conversa já foi atribuída')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/usuarios');
    });
  });
});
