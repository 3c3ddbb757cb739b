import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@ponte/domain/search';
import { fail, ok, type ApiRequest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const result: SearchResult = {
  customers: [
    { id: 7, name: 'Ana Paula', phone: '5521912345678', last_activity: '2026-11-20T13:00:00.000Z' },
    { id: 8, name: 'Mariana Souza', phone: '5511987650001', last_activity: null },
  ],
  messages: [
    {
      id: 501,
      customer_id: 9,
      customer_name: 'João Gonçalves',
      direction: 'incoming',
      sent_by: 'customer',
      sender_name: null,
      created_at: '2026-11-20T13:05:00.000Z',
      snippet: { before: 'Quero falar com a ', match: 'Ana', after: ' amanhã' },
    },
  ],
  next_before: null,
};

const searchApi = (answer: (req: ApiRequest) => SearchResult = () => result) => ({
  'GET /api/search': (req: ApiRequest) => ok(answer(req)),
});

describe('top bar search', () => {
  it('typing shows customers and messages in two groups, with the match marked and a pt-BR date', async () => {
    const { user, server } = renderApp('/vendas', { api: searchApi() });
    await user.type(await screen.findByRole('combobox', { name: 'Buscar' }), 'ana');
    const list = await screen.findByRole('listbox', { name: 'Resultados da busca' });
    const customers = within(list).getByRole('group', { name: 'Clientes' });
    expect(
      within(customers)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ana Paula+55 (21) 91234-5678', 'Mariana Souza+55 (11) 98765-0001']);
    const messages = within(list).getByRole('group', { name: 'Mensagens' });
    const option = within(messages).getByRole('option');
    expect(option).toHaveTextContent('João Gonçalves');
    expect(option).toHaveTextContent('20/11/2026');
    expect(option.querySelector('mark')).toHaveTextContent('Ana');
    // Debounced: one call for the whole word, with the top bar's limit.
    const calls = server.callsTo('GET /api/search');
    expect(calls.map((c) => c.query.get('q'))).toEqual(['ana']);
    expect(calls[0]!.query.get('limit')).toBe('5');
  });

  it("issue 31: a reply found is named by who wrote it — the staff member's name, 'Bot' — never 'Você'", async () => {
    const hit = result.messages[0]!;
    const answer: SearchResult = {
      ...result,
      messages: [
        { ...hit, id: 502, direction: 'outgoing', sent_by: 'staff', sender_name: 'Carla Mendes' },
        { ...hit, id: 503, direction: 'outgoing', sent_by: 'bot', sender_name: null },
      ],
    };
    const { user } = renderApp('/vendas', { api: searchApi(() => answer) });
    await user.type(await screen.findByRole('combobox', { name: 'Buscar' }), 'ana');
    const messages = within(await screen.findByRole('listbox')).getByRole('group', { name: 'Mensagens' });
    const [staff, bot] = within(messages).getAllByRole('option');
    expect(staff).toHaveTextContent('Carla Mendes: Quero falar com a Ana amanhã');
    expect(bot).toHaveTextContent('Bot: Quero falar com a Ana amanhã');
    expect(messages).not.toHaveTextContent('Você');
  });

  it('the arrows move the active option and Enter opens it: a customer opens /usuarios/{id}', async () => {
    const { user, router } = renderApp('/vendas', { api: searchApi() });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await user.type(box, 'ana');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Mariana Souza');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/8'));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("a message opens its customer's chat at that message", async () => {
    const { user, router } = renderApp('/vendas', { api: searchApi() });
    await user.type(await screen.findByRole('combobox', { name: 'Buscar' }), 'ana');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('João Gonçalves');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/9'));
    expect(router.state.location.hash).toBe('#mensagem-501');
  });

  it('Enter with no option chosen opens the first result; a click opens the one clicked', async () => {
    const { user, router } = renderApp('/vendas', { api: searchApi() });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await user.type(box, 'ana');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/7'));
    await user.type(box, 'mari');
    await user.click(await screen.findByRole('option', { name: /Mariana Souza/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/8'));
  });

  it("Escape closes the list, then clears the box; 'Nenhum resultado' when nothing matches", async () => {
    const { user } = renderApp('/vendas', {
      api: searchApi(() => ({ customers: [], messages: [], next_before: null })),
    });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    await user.type(box, 'zzz');
    expect(await screen.findByText('Nenhum resultado')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Nenhum resultado')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('one character asks nothing; a failed search says so', async () => {
    const { user, server } = renderApp('/vendas', {
      api: { 'GET /api/search': fail(500, 'Erro interno do servidor') },
    });
    const box = await screen.findByRole('combobox', { name: 'Buscar' });
    // The 250 ms debounce runs on a fake clock (still moving with real time, which user-event's own
    // waits need): stepped well past it, one character still asks nothing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.type(box, 'a');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.callsTo('GET /api/search')).toHaveLength(0);
    vi.useRealTimers();
    await user.type(box, 'n');
    expect(await screen.findByText('Não foi possível buscar agora')).toBeInTheDocument();
  });

  it('on a phone a button opens the search in the top bar; choosing a result closes it', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user, router } = renderApp('/vendas', { api: searchApi() });
    expect(screen.queryByRole('combobox', { name: 'Buscar' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Abrir busca' }));
    const box = screen.getByRole('combobox', { name: 'Buscar' });
    expect(box).toHaveFocus();
    await user.type(box, 'ana');
    await user.click(await screen.findByRole('option', { name: /Ana Paula/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/7'));
    expect(screen.queryByRole('combobox', { name: 'Buscar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir busca' })).toBeInTheDocument();
  });
});
