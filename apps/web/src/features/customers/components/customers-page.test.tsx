import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerListItem } from '@ponte/domain/customers';
import { customer, customerDetail } from '../../../test/fixtures';
import { fail, ok, type Reply, type Routes, deferred } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const listReply = (data: CustomerListItem[], { page = 1, pages = 1, total = data.length } = {}): Reply => ({
  status: 200,
  body: {
    success: true,
    data,
    pagination: { page, limit: 20, total, pages },
    summary: { total: 57, active: 31, withLists: 12 },
  },
});

const maria = customer();
const joao = customer({
  id: 11,
  name: 'João Lima',
  phone: '5521977776666',
  bot_enabled: false,
  atendimento: true,
  last_activity: null,
});
const ana = customer({ id: 12, name: 'ana Reis', bot_enabled: false, atendimento: false });

const customersApi = (extra: Routes = {}): Routes => ({
  'GET /api/customers': listReply([maria, joao, ana]),
  ...extra,
});

const row = async (name: string) => screen.findByRole('article', { name });

describe('customers list', () => {
  it('the three cards show the summary totals of every customer', async () => {
    renderApp('/usuarios', { api: customersApi() });
    expect(
      await within(await screen.findByRole('group', { name: 'Total de Usuários' })).findByText('57'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Usuários Ativos' })).getByText('31')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Com Listas' })).getByText('12')).toBeInTheDocument();
  });

  it('a row shows initial, name, formatted phone, registration date and the message and list counts', async () => {
    renderApp('/usuarios', { api: customersApi() });
    const mariaRow = await row('Maria Souza');
    expect(within(mariaRow).getByText('M')).toBeInTheDocument();
    expect(within(mariaRow).getByText('+55 (11) 98888-7777')).toBeInTheDocument();
    expect(
      within(mariaRow).getByText(new Date('2025-02-01T13:00:00Z').toLocaleDateString('pt-BR')),
    ).toBeInTheDocument();
    expect(within(mariaRow).getByText('12')).toBeInTheDocument();
    expect(within(mariaRow).getByText('2')).toBeInTheDocument();
    expect(within(mariaRow).getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute('href', '/usuarios/10');
  });

  it("support badge: bot on is 'FORA DE ATENDIMENTO', bot off in attendance 'EM ATENDIMENTO', otherwise 'AGUARDANDO ATENDIMENTO'", async () => {
    renderApp('/usuarios', { api: customersApi() });
    expect(within(await row('Maria Souza')).getByText('FORA DE ATENDIMENTO')).toBeInTheDocument();
    expect(within(await row('João Lima')).getByText('EM ATENDIMENTO')).toBeInTheDocument();
    expect(within(await row('ana Reis')).getByText('AGUARDANDO ATENDIMENTO')).toBeInTheDocument();
  });

  it("last activity reads 'Nunca' when there is none", async () => {
    renderApp('/usuarios', { api: customersApi() });
    expect(within(await row('João Lima')).getByText('Nunca')).toBeInTheDocument();
    expect(within(await row('Maria Souza')).queryByText('Nunca')).not.toBeInTheDocument();
  });

  it('search asks the server for the term from page 1, after the typing pauses', async () => {
    const { user, server } = renderApp('/usuarios', {
      api: {
        'GET /api/customers': (req) =>
          listReply([maria, joao], { page: Number(req.query.get('page')), pages: 3, total: 45 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(server.callsTo('GET /api/customers').at(-1)!.query.get('page')).toBe('2'));

    await user.type(screen.getByRole('textbox', { name: 'Buscar usuários' }), 'joão');
    await waitFor(() => expect(server.callsTo('GET /api/customers').at(-1)!.query.get('search')).toBe('joão'));
    const searches = server.callsTo('GET /api/customers').filter((c) => c.query.has('search'));
    // Debounced: one call for the whole term, not one per key.
    expect(searches).toHaveLength(1);
    expect(searches[0].query.get('page')).toBe('1');
    expect(searches[0].query.get('limit')).toBe('20');
  });

  it('issue 31: the search and the page live in the address: a shared link opens there, Back returns there', async () => {
    const pagedApi = {
      'GET /api/customers': (req: { query: URLSearchParams }) =>
        listReply([maria, joao], { page: Number(req.query.get('page')), pages: 3, total: 45 }),
      'GET /api/users/10': ok(customerDetail()),
    };
    // A link with a search and a page opens on them.
    const { user, server, router } = renderApp('/usuarios?busca=maria&pagina=2', { api: pagedApi });
    expect(await screen.findByRole('textbox', { name: 'Buscar usuários' })).toHaveValue('maria');
    await waitFor(() => expect(server.callsTo('GET /api/customers').at(-1)!.query.get('page')).toBe('2'));
    expect(server.callsTo('GET /api/customers').at(-1)!.query.get('search')).toBe('maria');

    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?busca=maria&pagina=3'));
    // A new term starts again at page 1, replacing the entry rather than adding one per letter.
    const box = screen.getByRole('textbox', { name: 'Buscar usuários' });
    await user.clear(box);
    await user.type(box, 'joão');
    await waitFor(() => expect(router.state.location.search).toBe(`?busca=${encodeURIComponent('joão')}`));
    // The router renders a navigation as a transition: the screen shows the new address once it
    // asked the server for its search (a busy machine may take a while).
    await waitFor(() => expect(server.callsTo('GET /api/customers').at(-1)!.query.get('search')).toBe('joão'));

    // Into a customer and back: the list is where it was.
    await user.click(within(await row('Maria Souza')).getByRole('link', { name: 'Ver Detalhes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/usuarios/10'));
    await user.click(await screen.findByRole('link', { name: 'Voltar para usuários' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?busca=${encodeURIComponent('joão')}`));
    expect(await screen.findByRole('textbox', { name: 'Buscar usuários' })).toHaveValue('joão');
    // The browser's Back walks what was visited (the typed search replaced the page it started
    // on), the search box following: the customer, the search, then the first link's page.
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(`?busca=${encodeURIComponent('joão')}`));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?busca=maria&pagina=2'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Buscar usuários' })).toHaveValue('maria'));
  });

  it("expanding shows the bot toggle: 'Bot Ativo' when on, 'Somente Humano' when off", async () => {
    const { user } = renderApp('/usuarios', { api: customersApi() });
    const mariaRow = await row('Maria Souza');
    await user.click(within(mariaRow).getByRole('button', { name: 'Expandir' }));
    expect(within(mariaRow).getByRole('switch', { name: 'Bot Ativo, Maria Souza' })).toBeChecked();
    expect(within(mariaRow).getByText(/listas de compras deste usuário aparecerão aqui/)).toBeInTheDocument();
    await user.click(within(mariaRow).getByRole('button', { name: 'Recolher' }));
    expect(within(mariaRow).queryByRole('switch')).not.toBeInTheDocument();

    const joaoRow = await row('João Lima');
    await user.click(within(joaoRow).getByRole('button', { name: 'Expandir' }));
    expect(within(joaoRow).getByRole('switch', { name: 'Somente Humano, João Lima' })).not.toBeChecked();
  });

  it("an unknown bot state counts as enabled: 'Bot Ativo'", async () => {
    const unknown = { ...maria, bot_enabled: null } as unknown as CustomerListItem;
    const { user } = renderApp('/usuarios', { api: { 'GET /api/customers': listReply([unknown]) } });
    const mariaRow = await row('Maria Souza');
    await user.click(within(mariaRow).getByRole('button', { name: 'Expandir' }));
    expect(within(mariaRow).getByRole('switch', { name: 'Bot Ativo, Maria Souza' })).toBeChecked();
  });

  it("the list toggle sends only enabled, reads 'Salvando...' while saving and rolls back when the server refuses", async () => {
    const answer = deferred();
    const { user, server } = renderApp('/usuarios', {
      api: customersApi({ 'POST /api/users/10/toggle-bot': () => answer.promise }),
    });
    const mariaRow = await row('Maria Souza');
    await user.click(within(mariaRow).getByRole('button', { name: 'Expandir' }));
    await user.click(within(mariaRow).getByRole('switch', { name: 'Bot Ativo, Maria Souza' }));

    const saving = await within(mariaRow).findByRole('switch', { name: 'Salvando..., Maria Souza' });
    expect(saving).not.toBeChecked();
    expect(within(mariaRow).getByText('AGUARDANDO ATENDIMENTO')).toBeInTheDocument();
    expect(server.callsTo('POST /api/users/10/toggle-bot')[0].body).toEqual({ enabled: false });

    answer.settle(fail(500, 'Erro interno do servidor'));
    expect(await within(mariaRow).findByRole('switch', { name: 'Bot Ativo, Maria Souza' })).toBeChecked();
    expect(within(mariaRow).getByText('FORA DE ATENDIMENTO')).toBeInTheDocument();
  });

  it("the list toggle turns the bot off: 'Somente Humano'", async () => {
    let botOn = true;
    const { user } = renderApp('/usuarios', {
      api: {
        'GET /api/customers': () => listReply([{ ...maria, bot_enabled: botOn }]),
        'POST /api/users/10/toggle-bot': (req) => {
          botOn = (req.body as { enabled: boolean }).enabled;
          return ok({ bot_enabled: botOn, atendimento: false });
        },
      },
    });
    const mariaRow = await row('Maria Souza');
    await user.click(within(mariaRow).getByRole('button', { name: 'Expandir' }));
    await user.click(within(mariaRow).getByRole('switch', { name: 'Bot Ativo, Maria Souza' }));
    expect(await within(mariaRow).findByRole('switch', { name: 'Somente Humano, Maria Souza' })).not.toBeChecked();
  });

  it("a load failure shows the yellow 'Backend indisponível' notice with a retry, and no data", async () => {
    let up = false;
    const { user } = renderApp('/usuarios', {
      api: { 'GET /api/customers': () => (up ? listReply([maria]) : fail(500, 'Erro interno do servidor')) },
    });
    expect(await screen.findByText('Backend indisponível')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os usuários. Tente novamente.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total de Usuários' })).getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    up = true;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await row('Maria Souza')).toBeInTheDocument();
    expect(screen.queryByText('Backend indisponível')).not.toBeInTheDocument();
  });

  it("no customer shows 'Nenhum usuário encontrado'", async () => {
    renderApp('/usuarios', { api: { 'GET /api/customers': listReply([]) } });
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });
});
