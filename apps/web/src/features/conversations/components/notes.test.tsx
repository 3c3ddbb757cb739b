import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { noteText, type ChatNote } from '@ponte/domain/notes';
import { chatMessage, customerDetail, traineeUser } from '../../../test/fixtures';
import { lastSocket } from '../../../test/fake-socket';
import { ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Issue 32: internal notes in the conversation, with '@' mentions.
const note = (overrides: Partial<ChatNote>): ChatNote => ({
  id: 1,
  customer_id: 10,
  author_id: 3,
  author_name: 'ana',
  content: 'Cliente pediu nota no CNPJ',
  mentions: [],
  created_at: '2025-03-10T15:05:00.000Z',
  ...overrides,
});

const staff = [
  { id: 2, username: 'carla.mendes', email: 'carla@ponte.local', role: 'operador', name: 'Carla Mendes' },
  { id: 3, username: 'ana', email: 'ana@ponte.local', role: 'trainee', name: 'ana' },
];

function routes(notes: ChatNote[], extra: Routes = {}): Routes {
  const messages = [
    chatMessage({ id: 1, content: 'Primeira', created_at: '2025-03-10T15:00:00.000Z' }),
    chatMessage({ id: 2, content: 'Segunda', created_at: '2025-03-10T15:10:00.000Z' }),
  ];
  return {
    'GET /api/users/10': () => ok(customerDetail({}, { messages, notes })),
    'GET /api/users': ok(staff),
    ...extra,
  };
}

describe('internal notes', () => {
  it('show among the messages by when they were written, in their own style; only their author (or an admin) deletes them', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { server, user } = renderApp('/usuarios/10', {
      user: traineeUser,
      api: routes(
        [
          note({ id: 1 }),
          note({
            id: 2,
            author_id: 2,
            author_name: 'Carla Mendes',
            content: 'Ok @ana',
            created_at: '2025-03-10T15:20:00.000Z',
          }),
        ],
        {
          'DELETE /api/notes/1': ok(null),
        },
      ),
    });
    const log = await screen.findByRole('log', { name: 'Histórico de mensagens' });
    await within(log).findByText('Segunda');
    const order = within(log)
      .getAllByRole('article')
      .map((a) =>
        a.getAttribute('aria-label')?.startsWith(noteText.badge)
          ? `nota: ${a.textContent?.includes('CNPJ') ? 'CNPJ' : 'Ok'}`
          : a.textContent?.match(/Primeira|Segunda/)?.[0],
      );
    expect(order).toEqual(['Primeira', 'nota: CNPJ', 'Segunda', 'nota: Ok']);
    const [mine, carlas] = within(log).getAllByRole('article', { name: /Nota interna/ });
    expect(within(carlas!).queryByRole('button', { name: noteText.deleteLabel })).not.toBeInTheDocument();
    await user.click(within(mine!).getByRole('button', { name: noteText.deleteLabel }));
    expect(confirm).toHaveBeenCalledWith(noteText.confirmDelete);
    await waitFor(() => expect(server.callsTo('DELETE /api/notes/1')).toHaveLength(1));
  });

  it("'Nota interna' writes to the team: '@' lists colleagues, Enter saves, and nothing goes to the AI or the gateway", async () => {
    const { server, user } = renderApp('/usuarios/10', {
      user: traineeUser,
      api: routes([], {
        'POST /api/customers/10/notes': (req) => ok(note({ content: (req.body as { content: string }).content }), 201),
      }),
    });
    await user.click(await screen.findByRole('button', { name: noteText.note }));
    const box = screen.getByRole('textbox', { name: noteText.note });
    await user.type(box, 'Pode revisar, @car');
    const option = await screen.findByRole('option', { name: /Carla Mendes/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Pode revisar, @carla.mendes ');
    await user.type(box, 'por favor?{Enter}');
    await waitFor(() =>
      expect(server.callsTo('POST /api/customers/10/notes')[0]!.body).toEqual({
        content: 'Pode revisar, @carla.mendes por favor?',
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    // 'Responder' goes back to the reply box.
    await user.click(screen.getByRole('button', { name: noteText.reply }));
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/ai/validate-message')).toHaveLength(0);
    expect(server.callsTo('POST /api/setText')).toHaveLength(0);
  });

  it("a colleague's mention comes as a toast that opens the chat", async () => {
    const { router, user } = renderApp('/tarefas', {
      api: { 'GET /api/tasks': ok({ tasks: [], total: 0, page: 1, pages: 1 }), ...routes([]) },
    });
    await screen.findByRole('heading', { level: 1 });
    act(
      () =>
        void lastSocket().emit('note:mention', {
          note_id: 7,
          userId: 10,
          customer_name: 'Maria Souza',
          by: 'Carla Mendes',
          preview: 'Ok @onsolutions, veja isso',
        }),
    );
    expect(await screen.findByText('Carla Mendes mencionou você numa nota sobre Maria Souza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/10'));
  });
});
