import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTimeBR } from '@ponte/domain/dates';
import type { FunnelClick, FunnelReport } from '@ponte/domain/funnel';
import { fail, ok, type ApiRequest, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';
import { failedDelivery } from '../../../test/funnel';

const click = (overrides: Partial<FunnelClick> = {}): FunnelClick => ({
  id: 1,
  source: 'website',
  user_name: 'Maria Souza',
  user_email: 'maria@exemplo.com',
  phone: '5511987654321',
  status: 'linked',
  events: { pageview: true, addtocart: true, initiatecheckout: false, purchase: false },
  created_at: '2025-03-10T15:30:00.000Z',
  ...overrides,
});

const report = (overrides: Partial<FunnelReport> = {}): FunnelReport => ({
  clicks: [
    click(),
    click({
      id: 2,
      source: 'whatsapp_ad',
      user_name: null,
      user_email: 'visitante@exemplo.com',
      phone: null,
      status: 'pending',
      events: { pageview: false, addtocart: false, initiatecheckout: false, purchase: false },
    }),
  ],
  stats: { total_clicks: 80, pageviews: 60, addtocarts: 24, checkouts: 9, purchases: 3, conversion_rate: 3.75 },
  pagination: { page: 1, per_page: 50, total: 2 },
  delivery: { configured: true, pending: 0, failed: 0, errors: [] },
  ...overrides,
});

const funnelApi = (answer: FunnelReport | ((req: ApiRequest) => FunnelReport) = report()): Routes => ({
  'GET /api/meta/funnel': (req) => ok(typeof answer === 'function' ? answer(req) : answer),
  'GET /api/meta/campaigns': ok({ attribution_window_days: 7, campaigns: [], spend: [] }),
  'GET /api/meta/attribution-window': ok({ days: 7 }),
});

const card = (title: string) => screen.findByRole('group', { name: title });

describe('/meta-funil, the Meta conversion funnel', () => {
  it('shows the five cards with each step’s share of the one before (one decimal) and the conversion rate (two)', async () => {
    renderApp('/meta-funil', { api: funnelApi() });
    expect(await screen.findByRole('heading', { name: 'Funil de Conversão Meta' })).toBeInTheDocument();
    expect(await card('Cliques')).toHaveTextContent('80');
    expect(await card('Visitaram')).toHaveTextContent('6075,0% da etapa anterior');
    expect(await card('Adicionaram ao carrinho')).toHaveTextContent('2440,0% da etapa anterior');
    expect(await card('Foram ao checkout')).toHaveTextContent('937,5% da etapa anterior');
    expect(await card('Compraram')).toHaveTextContent('333,3% da etapa anterior');
    expect(await card('Taxa de conversão')).toHaveTextContent('3,75%');
  });

  it('lists each customer with status badge, four-icon journey, phone and date', async () => {
    renderApp('/meta-funil', { api: funnelApi() });
    const table = await screen.findByRole('table', { name: 'Clientes do funil' });
    const [maria, visitor] = within(table).getAllByRole('row').slice(1);
    expect(maria).toHaveTextContent('Maria Souza');
    expect(maria).toHaveTextContent('maria@exemplo.com');
    expect(maria).toHaveTextContent('+55 (11) 98765-4321');
    expect(maria).toHaveTextContent('Site');
    expect(within(maria!).getByText('Vinculado')).toBeInTheDocument();
    expect(maria).toHaveTextContent(formatDateTimeBR('2025-03-10T15:30:00.000Z'));
    expect(
      within(maria!)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Visualizou a página: sim', 'Adicionou ao carrinho: sim', 'Iniciou o checkout: não', 'Comprou: não']);
    expect(visitor).toHaveTextContent('Não identificado');
    expect(visitor).toHaveTextContent('visitante@exemplo.com');
    expect(visitor).toHaveTextContent('Anúncio WhatsApp');
    expect(within(visitor!).getByText('Pendente')).toBeInTheDocument();
  });

  it("no click in the filter shows 'Nenhum cliente encontrado'", async () => {
    renderApp('/meta-funil', {
      api: funnelApi(
        report({
          clicks: [],
          stats: { total_clicks: 0, pageviews: 0, addtocarts: 0, checkouts: 0, purchases: 0, conversion_rate: 0 },
          pagination: { page: 1, per_page: 50, total: 0 },
        }),
      ),
    });
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
    // A step after an empty step has no share rather than a division by zero.
    expect(await card('Visitaram')).toHaveTextContent('— da etapa anterior');
    expect(await card('Taxa de conversão')).toHaveTextContent('0,00%');
  });

  it("status 'Todos' is left out of the call; the other statuses and the days are sent", async () => {
    const { user, server } = renderApp('/meta-funil', { api: funnelApi() });
    await screen.findByRole('table', { name: 'Clientes do funil' });
    expect([...server.callsTo('GET /api/meta/funnel')[0]!.query.keys()]).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Status'), 'Vinculado');
    await waitFor(() => expect(server.callsTo('GET /api/meta/funnel').at(-1)!.query.get('status')).toBe('linked'));
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/03/2025' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '31/03/2025' } });
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo('GET /api/meta/funnel').at(-1)!.query)).toEqual({
        start_date: '2025-03-01',
        end_date: '2025-03-31',
        status: 'linked',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Todos');
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo('GET /api/meta/funnel').at(-1)!.query)).toEqual({
        start_date: '2025-03-01',
        end_date: '2025-03-31',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    await waitFor(() => expect([...server.callsTo('GET /api/meta/funnel').at(-1)!.query.keys()]).toEqual([]));
  });

  it('pages through the customers, and a filter change goes back to the first page', async () => {
    const { user, server } = renderApp('/meta-funil', {
      api: funnelApi((req) =>
        report({ pagination: { page: Number(req.query.get('page') ?? 1), per_page: 50, total: 120 } }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(server.callsTo('GET /api/meta/funnel').at(-1)!.query.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Convertido');
    await waitFor(() => expect(server.callsTo('GET /api/meta/funnel').at(-1)!.query.get('status')).toBe('converted'));
    expect(server.callsTo('GET /api/meta/funnel').at(-1)!.query.get('page')).toBeNull();
  });

  it('lists the Conversions API delivery errors with Meta’s answer', async () => {
    renderApp('/meta-funil', {
      api: funnelApi(
        report({
          delivery: failedDelivery('Meta recusou o evento (HTTP 400, código 100/2804019): Invalid parameter', 2),
        }),
      ),
    });
    const errors = await screen.findByRole('table', { name: 'Erros de envio' });
    expect(errors).toHaveTextContent('Purchase');
    expect(errors).toHaveTextContent('ponte-sale-12');
    expect(errors).toHaveTextContent('Meta recusou o evento (HTTP 400, código 100/2804019): Invalid parameter');
    expect(screen.getByText('1 com erro')).toBeInTheDocument();
    expect(screen.getByText('2 eventos aguardando envio (novas tentativas automáticas).')).toBeInTheDocument();
  });

  it('without Pixel ID and token says the events are only stored here', async () => {
    renderApp('/meta-funil', {
      api: funnelApi(report({ delivery: { configured: false, pending: 0, failed: 0, errors: [] } })),
    });
    expect(await screen.findByText(/os eventos ficam registrados só aqui/)).toBeInTheDocument();
  });

  it('a load failure is only logged (spec 2 §8): no empty-state text, no sample data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/meta-funil', { api: { 'GET /api/meta/funnel': fail(500, 'Erro interno do servidor') } });
    await waitFor(() => expect(log).toHaveBeenCalledWith('Erro ao carregar o funil da Meta', expect.anything()));
    expect(screen.queryByText('Nenhum cliente encontrado')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Clientes do funil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await card('Cliques')).toHaveTextContent('—');
  });

  it('is an admin-only screen', () => expectAdminOnly('/meta-funil', 'GET /api/meta/funnel', funnelApi()));
});
