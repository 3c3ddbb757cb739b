import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quickReplyText, type QuickReply } from '@ponte/domain/quick-replies';
import { aiText } from '@ponte/domain/ai';
import { customerDetail, chatMessage, traineeUser } from '../../../test/fixtures';
import { ok, type ApiRequest, type Reply, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { quickReply } from '../../../test/quick-reply';

// Issue 32: '/' in the send box lists the quick replies; the chosen one fills the box, never sends.
const reply = (overrides: Partial<QuickReply>) => quickReply({ editable: false, uses: 0, ...overrides });
const replies = [
  reply({ id: 1, shortcut: 'frete', content: 'O frete é por kg.' }),
  reply({ id: 2, shortcut: 'frete-sp', content: 'Para SP, {primeiro_nome}, o frete sai em {link}', shared: false }),
];

function routes(extra: Routes = {}): Routes {
  return {
    'GET /api/users/10': ok(customerDetail({}, { messages: [chatMessage({ id: 1, content: 'Quanto é o frete?' })] })),
    'GET /api/quick-replies': (req: ApiRequest) => {
      const search = req.query.get('busca') ?? '';
      const items = replies.filter((r) => r.shortcut.includes(search) || r.content.includes(search));
      return ok({ items, total: items.length, page: 1, pages: 1 });
    },
    'POST /api/quick-replies/2/use': ok({ text: 'Para SP, Maria, o frete sai em {link}', missing: ['link'] }),
    'POST /api/quick-replies/1/use': ok({ text: 'O frete é por kg.', missing: [] }),
    'POST /api/ai/validate-message': ok({
      valid: true,
      corrected_message: '',
      issues: [],
      suggestions: [],
      severity: 'low',
    }),
    'POST /api/setText': ok({ status: 'sent', log_id: 1 }),
    'POST /api/send-admin-message': ok(chatMessage({ id: 2, direction: 'outgoing', content: 'x' })),
    'POST /api/users/10/toggle-bot': ok({ bot_enabled: false, atendimento: true }),
    'POST /api/chats/assign': ok({ user_id: 10, seller_id: 3, seller_name: 'Bia' }),
    ...extra,
  };
}

async function openChat(extra: Routes = {}) {
  const app = renderApp('/usuarios/10', { user: traineeUser, api: routes(extra) });
  const input = await screen.findByRole('textbox', { name: 'Mensagem' });
  return { ...app, input };
}

describe('quick replies in the send box', () => {
  it("'/' and letters list the matches; arrows mark one, Enter fills the box for this customer and sends nothing", async () => {
    const { user, input, server } = await openChat();
    await user.type(input, '/fre');
    const list = await screen.findByRole('listbox', { name: quickReplyText.pickerLabel });
    const options = await within(list).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('/frete'),
      expect.stringContaining('/frete-sp'),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('Para SP, Maria, o frete sai em {link}'));
    expect(server.callsTo('POST /api/quick-replies/2/use')[0]!.body).toEqual({ customer_id: 10 });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // What the reply could not fill is said, until the writer completes it.
    expect(screen.getByText(quickReplyText.missingValues.replace('{list}', '{link}'))).toHaveAttribute(
      'role',
      'status',
    );
    expect(server.callsTo('POST /api/setText')).toHaveLength(0);
    expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Para SP, Maria, o frete sai em 5 dias');
    expect(screen.queryByText(/Sem valor para/)).not.toBeInTheDocument();
    // Sent as any text: a trainee's goes through the AI check.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(1));
    expect(await screen.findByText(aiText.approved)).toBeInTheDocument();
  });

  it('Escape closes the list and keeps the text; a click on an option uses it', async () => {
    const { user, input } = await openChat();
    await user.type(input, '/frete');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('/frete');
    await user.clear(input);
    await user.type(input, '/f');
    await user.click((await screen.findAllByRole('option'))[0]!);
    await waitFor(() => expect(input).toHaveValue('O frete é por kg.'));
    expect(input).toHaveFocus();
  });

  it('Enter before the list answers what was typed neither uses a reply nor sends the text', async () => {
    let answer!: (reply: Reply) => void;
    const { user, input, server } = await openChat({
      'GET /api/quick-replies': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    await user.type(input, '/fre');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('/fre');
    expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(0);
    expect(server.callsTo('POST /api/quick-replies/1/use')).toHaveLength(0);
    answer(ok({ items: replies, total: 2, page: 1, pages: 1 }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('says when nothing matches', async () => {
    const { user, input } = await openChat();
    await user.type(input, '/xyz');
    expect(await screen.findByText(quickReplyText.pickerEmpty.replace('{query}', 'xyz'))).toBeInTheDocument();
  });
});
