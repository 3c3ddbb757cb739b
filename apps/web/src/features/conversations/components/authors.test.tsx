import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageAuthorText } from '@ponte/domain/conversations';
import { chatMessage, customerDetail } from '../../../test/fixtures';
import { ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const bubble = (content: string) =>
  screen.getAllByRole('article').find((el) => el.textContent?.includes(content)) as HTMLElement;

describe('issue 31: who answered, named in the chat', () => {
  it("staff by their name, the bot as 'Bot', the shop's phone as 'Celular da loja'; the customer's own unlabelled", async () => {
    const messages = [
      chatMessage({ id: 1, content: 'Tem Kindle?' }),
      chatMessage({ id: 2, content: 'Temos sim!', direction: 'outgoing', status: 'sent' }),
      chatMessage({
        id: 3,
        content: 'Oi, sou a Carla',
        direction: 'outgoing',
        status: 'sent',
        sender_id: 4,
        sender_name: 'Carla Mendes',
      }),
      chatMessage({ id: 4, content: 'Pelo celular', direction: 'outgoing', status: 'sent', sent_by: 'phone' }),
    ];
    renderApp('/usuarios/10', { api: { 'GET /api/users/10': ok(customerDetail({}, { messages })) } });
    await screen.findByText('Pelo celular');
    expect(within(bubble('Tem Kindle?')).queryByText(messageAuthorText.bot)).not.toBeInTheDocument();
    expect(within(bubble('Temos sim!')).getByText(messageAuthorText.bot)).toBeInTheDocument();
    expect(within(bubble('Oi, sou a Carla')).getByText('Carla Mendes')).toBeInTheDocument();
    expect(within(bubble('Pelo celular')).getByText(messageAuthorText.phone)).toBeInTheDocument();
  });
});
