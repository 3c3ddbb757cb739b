import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, customerDetail } from '../../test/fixtures';
import { fakeIo, lastSocket } from '../../test/fake-socket';
import { ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const listReply = {
  status: 200,
  body: { success: true, data: [customer()], pagination: { page: 1, limit: 20, total: 1, pages: 1 }, summary: { total: 1, active: 1, withLists: 1 } },
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

  it('a new_message notification shows a toast with the sender and the text', async () => {
    renderApp('/usuarios', { api: { 'GET /api/customers': listReply } });
    await screen.findByRole('article', { name: 'Maria Souza' });
    act(() =>
      void lastSocket().emit('notification', {
        type: 'new_message',
        data: { message: '/uploads/a.ogg;Quero rastrear', userName: 'João Lima', userId: 11, messageId: 9, direction: 'incoming' },
      }),
    );
    expect(await screen.findByText('Nova mensagem de João Lima')).toBeInTheDocument();
    expect(screen.getByText('Quero rastrear')).toBeInTheDocument();
  });
});
