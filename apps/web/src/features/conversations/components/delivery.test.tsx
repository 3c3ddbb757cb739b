import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageRetryText, messageStatusText, type ChatMessage } from '@ponte/domain/conversations';
import { chatMessage, customerDetail } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const out = (id: number, status: ChatMessage['status'], content = `Mensagem ${id}`) =>
  chatMessage({ id, direction: 'outgoing', status, content, sender_id: 1, sender_name: 'onsolutions' });

/** Customer 10's chat; `state.messages` is what the server answers right now. */
function chat(messages: ChatMessage[], extra: Routes = {}) {
  const state = { messages };
  const api: Routes = {
    // As the server answers: the ticks of the newest outgoing messages come with every poll.
    'GET /api/users/10': (req) => {
      const after = Number(req.query.get('after_id') ?? 0);
      const deliveries = state.messages
        .filter((m) => m.direction === 'outgoing')
        .map(({ id, status }) => ({ id, status }));
      return ok(customerDetail({}, { messages: state.messages.filter((m) => m.id > after), deliveries }));
    },
    ...extra,
  };
  return { state, api };
}

const bubble = (content: string) =>
  screen.getAllByRole('article').find((el) => el.textContent?.includes(content)) as HTMLElement;

describe('issue 31: delivery ticks', () => {
  it('each outgoing message shows its ticks, named: sending, sent, delivered, read, failed; incoming and recorded ones none', async () => {
    const { api } = chat([
      chatMessage({ id: 1, content: 'Oi' }),
      out(2, 'sending'),
      out(3, 'sent'),
      out(4, 'delivered'),
      out(5, 'read'),
      out(6, 'failed'),
      out(7, 'recorded'),
    ]);
    renderApp('/usuarios/10', { api });
    await screen.findByText('Mensagem 7');
    expect(within(bubble('Oi')).queryByRole('img')).not.toBeInTheDocument();
    const names: Record<number, string> = { 2: 'sending', 3: 'sent', 4: 'delivered', 5: 'read', 6: 'failed' };
    for (const [id, status] of Object.entries(names)) {
      const tick = within(bubble(`Mensagem ${id}`)).getByRole('img', {
        name: messageStatusText[status as keyof typeof messageStatusText],
      });
      expect(tick).toHaveAttribute('data-status', status);
    }
    expect(within(bubble('Mensagem 7')).queryByRole('img')).not.toBeInTheDocument();
    // Only what did not leave offers a retry.
    expect(screen.getAllByRole('button', { name: new RegExp(messageRetryText.retryLabel) })).toHaveLength(1);
  });

  it("a 'chat:status' event reads the chat again: the ticks move without a reload", async () => {
    const { state, api } = chat([out(3, 'sent')]);
    const { server } = renderApp('/usuarios/10', { api });
    await within(await waitFor(() => bubble('Mensagem 3'))).findByRole('img', { name: 'Enviada' });
    state.messages = [out(3, 'read')];
    const reads = server.callsTo('GET /api/users/10').length;
    act(() => void lastSocket().emit('chat:status', { userId: 10, messageId: 3, status: 'read' }));
    expect(await within(bubble('Mensagem 3')).findByRole('img', { name: 'Lida' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/users/10').length).toBeGreaterThan(reads);
  });
});

describe("issue 31: 'Tentar novamente' on a message that did not leave", () => {
  it('sends it again from the keyboard and shows the new status', async () => {
    const { state, api } = chat([out(6, 'failed', 'Seu rastreio: BR123')]);
    api['POST /api/messages/6/retry'] = () => {
      state.messages = [out(6, 'sent', 'Seu rastreio: BR123')];
      return ok(state.messages[0]);
    };
    const { user, server } = renderApp('/usuarios/10', { api });
    const button = await screen.findByRole('button', {
      name: `${messageRetryText.retry}: ${messageRetryText.retryLabel} “Seu rastreio: BR123”`,
    });
    expect(within(bubble('Seu rastreio')).getByText(messageStatusText.failed)).toBeInTheDocument();
    button.focus();
    await user.keyboard('{Enter}');
    expect(await within(bubble('Seu rastreio')).findByRole('img', { name: 'Enviada' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/messages/6/retry')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: new RegExp(messageRetryText.retryLabel) })).not.toBeInTheDocument();
  });

  it('someone else retried it first (409): says so, and the chat is read again', async () => {
    const { state, api } = chat([out(6, 'failed')]);
    api['POST /api/messages/6/retry'] = () => {
      state.messages = [out(6, 'delivered')];
      return fail(409, messageRetryText.notRetryable);
    };
    const { user } = renderApp('/usuarios/10', { api });
    await user.click(await screen.findByRole('button', { name: new RegExp(messageRetryText.retryLabel) }));
    expect(await screen.findByText(messageRetryText.notRetryable)).toBeInTheDocument();
    expect(await within(bubble('Mensagem 6')).findByRole('img', { name: 'Entregue' })).toBeInTheDocument();
  });
});
