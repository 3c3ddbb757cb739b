import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage, customerDetail } from '../../../test/fixtures';
import { ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** Issue 12: the quote of a reply is shown above the reply, as text, in every chat screen. */
const messages = [
  chatMessage({ id: 1, content: 'Vocês trazem tênis?' }),
  chatMessage({
    id: 2,
    content: 'Trazemos sim',
    direction: 'outgoing',
    status: 'sent',
    quoted: { id: 1, content: 'Vocês trazem tênis?' },
  }),
  chatMessage({ id: 3, content: 'Quanto fica?', quoted: { id: null, content: '<b>Bolsa</b> preta' } }),
];

const screens: [string, Routes][] = [
  ['/usuarios/10', {}],
  ['/atendimento?cliente=10', { 'GET /api/chats/my-queue': ok([]) }],
  [
    '/chat?cliente=10',
    {
      'GET /api/conversations': ok([]),
      'POST /api/conversations/10/read': ok({
        customer_id: 10,
        last_read_message_id: 3,
        previous_read_message_id: null,
        first_unread_message_id: null,
      }),
    },
  ],
];

describe.each(screens)('quoted replies on %s', (path, extra) => {
  it('shows the quoted text in a block above the reply, linking to the original when Ponte has it', async () => {
    renderApp(path, { api: { 'GET /api/users/10': ok(customerDetail({}, { messages })), ...extra } });
    const reply = (await screen.findByText('Trazemos sim')).closest('[role="article"]') as HTMLElement;
    const quote = within(reply).getByLabelText('Mensagem citada');
    expect(quote).toHaveTextContent('Vocês trazem tênis?');
    // Above the reply's own text.
    expect(
      quote.compareDocumentPosition(within(reply).getByText('Trazemos sim')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(quote).getByRole('link', { name: 'Ir para a mensagem citada' })).toHaveAttribute(
      'href',
      '#mensagem-1',
    );
    expect(document.getElementById('mensagem-1')).toHaveTextContent('Vocês trazem tênis?');

    const unlinked = (await screen.findByText('Quanto fica?')).closest('[role="article"]') as HTMLElement;
    const plain = within(unlinked).getByLabelText('Mensagem citada');
    // Text only: markup in a quote is shown, never rendered.
    expect(plain).toHaveTextContent('<b>Bolsa</b> preta');
    expect(within(plain).queryByRole('link')).toBeNull();

    expect(within(document.getElementById('mensagem-1')!).queryByLabelText('Mensagem citada')).toBeNull();
  });
});
