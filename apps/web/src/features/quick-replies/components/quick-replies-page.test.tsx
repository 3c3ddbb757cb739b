import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quickReplyText, type QuickReply } from '@ponte/domain/quick-replies';
import { adminUser, traineeUser } from '../../../test/fixtures';
import { fail, ok, type ApiRequest, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { quickReply as reply } from '../../../test/quick-reply';

function routes(items: QuickReply[], extra: Routes = {}): Routes {
  return {
    'GET /api/quick-replies': (req: ApiRequest) => {
      const search = req.query.get('busca') ?? '';
      const found = items.filter((r) => r.shortcut.includes(search) || r.content.includes(search));
      return ok({ items: found, total: found.length, page: 1, pages: 1 });
    },
    ...extra,
  };
}

describe('/respostas-rapidas', () => {
  it('lists the team’s replies and one’s own, with their uses; only what the reader may change has actions', async () => {
    renderApp('/respostas-rapidas', {
      user: traineeUser,
      api: routes([
        reply({ id: 1, shortcut: 'frete', editable: false, uses: 12 }),
        reply({ id: 2, shortcut: 'oi', content: 'Oi {primeiro_nome}!', shared: false, owner_id: 3, uses: 1 }),
      ]),
    });
    const list = await screen.findByRole('list', { name: quickReplyText.title });
    const [shared, mine] = within(list).getAllByRole('listitem');
    expect(shared).toHaveTextContent('/frete');
    expect(shared).toHaveTextContent(quickReplyText.shared);
    expect(shared).toHaveTextContent('12 usos');
    expect(within(shared!).queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(mine).toHaveTextContent(quickReplyText.personal);
    expect(mine).toHaveTextContent('1 uso');
    expect(within(mine!).getByRole('button', { name: 'Editar /oi' })).toBeInTheDocument();
  });

  it('the form refuses in the server’s words before sending; a trainee is not offered sharing', async () => {
    const { user, server } = renderApp('/respostas-rapidas', { user: traineeUser, api: routes([]) });
    expect(await screen.findByText(quickReplyText.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: quickReplyText.newReply }));
    const dialog = await screen.findByRole('dialog', { name: quickReplyText.newReply });
    expect(within(dialog).queryByLabelText(quickReplyText.sharedLabel)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Atalho/), 'bom dia');
    await user.type(within(dialog).getByLabelText(/Mensagem/), 'Seu {{pedido}');
    await user.click(within(dialog).getByRole('button', { name: quickReplyText.save }));
    expect(await within(dialog).findByText(quickReplyText.shortcutInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText('Variável desconhecida: {pedido}')).toBeInTheDocument();
    expect(server.callsTo('POST /api/quick-replies')).toHaveLength(0);
  });

  it('an admin shares a new reply, with a variable put in by its button; a taken shortcut shows on its field', async () => {
    let taken = true;
    const { user, server } = renderApp('/respostas-rapidas', {
      user: adminUser,
      api: routes([], {
        'POST /api/quick-replies': () => {
          if (!taken) return ok(reply({ id: 9, shortcut: 'pix' }), 201);
          taken = false;
          const message = quickReplyText.shortcutTaken.replace('{shortcut}', 'pix');
          return fail(409, message, { shortcut: message });
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: quickReplyText.newReply }));
    const dialog = await screen.findByRole('dialog', { name: quickReplyText.newReply });
    await user.type(within(dialog).getByLabelText(/Atalho/), '/PIX');
    await user.type(within(dialog).getByLabelText(/Mensagem/), 'Olá');
    await user.click(within(dialog).getByRole('button', { name: /Inserir \{primeiro_nome\}/ }));
    expect(within(dialog).getByLabelText(/Mensagem/)).toHaveValue('Olá {primeiro_nome}');
    await user.click(within(dialog).getByLabelText(quickReplyText.sharedLabel));
    await user.click(within(dialog).getByRole('button', { name: quickReplyText.save }));
    expect(
      await within(dialog).findAllByText(quickReplyText.shortcutTaken.replace('{shortcut}', 'pix')),
    ).not.toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: quickReplyText.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/quick-replies').at(-1)!.body).toEqual({
      shortcut: '/PIX',
      content: 'Olá {primeiro_nome}',
      shared: true,
    });
    expect(await screen.findByText(quickReplyText.created)).toBeInTheDocument();
  });

  it('deletes after confirming, and searches as one types', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/respostas-rapidas', {
      user: adminUser,
      api: routes([reply({ id: 4, shortcut: 'prazo', content: 'Chega em 15 dias' })], {
        'DELETE /api/quick-replies/4': ok(null),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Excluir /prazo' }));
    expect(confirm).toHaveBeenCalledWith(quickReplyText.confirmDelete.replace('{shortcut}', 'prazo'));
    await waitFor(() => expect(server.callsTo('DELETE /api/quick-replies/4')).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Buscar respostas rápidas' }), 'dias');
    await waitFor(() =>
      expect(server.callsTo('GET /api/quick-replies').some((c) => c.query.get('busca') === 'dias')).toBe(true),
    );
  });
});
