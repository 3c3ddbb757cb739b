import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunnelReport } from '@ponte/domain/funnel';
import { campaignText, type CampaignReport } from '@ponte/domain/funnel-campaigns';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { DEFAULT_VIEWPORT, PHONE_WIDTH, resizeWindow, setViewportWidth } from '../../../test/viewport';
import { failedDelivery } from '../../../test/funnel';

const funnel = (overrides: Partial<FunnelReport> = {}): FunnelReport => ({
  clicks: [],
  stats: { total_clicks: 0, pageviews: 0, addtocarts: 0, checkouts: 0, purchases: 0, conversion_rate: 0 },
  pagination: { page: 1, per_page: 50, total: 0 },
  delivery: { configured: true, pending: 0, failed: 0, errors: [] },
  ...overrides,
});

const campaigns = (overrides: Partial<CampaignReport> = {}): CampaignReport => ({
  attribution_window_days: 7,
  campaigns: [
    { campaign: 'black-friday', clicks: 1200, purchases: 3, revenue: 4567.89, spend: 1500, roas: 3.05, net: 3067.89 },
    { campaign: 'frete-gratis', clicks: 80, purchases: 0, revenue: 0, spend: 250.5, roas: 0, net: -250.5 },
    { campaign: null, clicks: 14, purchases: 1, revenue: 99.9, spend: null, roas: null, net: null },
  ],
  spend: [
    {
      id: 5,
      campaign: 'black-friday',
      starts_on: '2025-11-01',
      ends_on: '2025-11-30',
      amount: 1500,
      created_at: '2025-11-01T12:00:00.000Z',
      updated_at: '2025-11-01T12:00:00.000Z',
    },
  ],
  ...overrides,
});

const api = (extra: Routes = {}): Routes => ({
  'GET /api/meta/funnel': ok(funnel()),
  'GET /api/meta/campaigns': ok(campaigns()),
  'GET /api/meta/attribution-window': ok({ days: 7 }),
  ...extra,
});

afterEach(() => {
  resizeWindow(DEFAULT_VIEWPORT);
  vi.restoreAllMocks();
});

describe('/meta-funil: revenue and return per campaign', () => {
  it('shows Campanha, Cliques, Compras, Receita (R$), Investimento (R$) and Retorno in pt-BR', async () => {
    renderApp('/meta-funil', { api: api() });
    const table = await screen.findByRole('table', { name: 'Receita por campanha' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Campanha', 'Cliques', 'Compras', 'Receita (R$)', 'Investimento (R$)', 'Retorno']);
    const [bf, frete, none] = within(table).getAllByRole('row').slice(1);
    expect(bf).toHaveTextContent('black-friday');
    expect(bf).toHaveTextContent('1.200');
    expect(bf).toHaveTextContent('R$ 4.567,89');
    expect(bf).toHaveTextContent('R$ 1.500,00');
    expect(bf).toHaveTextContent('3,05x');
    expect(bf).toHaveTextContent('R$ 3.067,89');
    expect(frete).toHaveTextContent('0,00x');
    expect(frete).toHaveTextContent('-R$ 250,50');
    expect(none).toHaveTextContent(campaignText.noCampaign);
    expect(none).toHaveTextContent('R$ 99,90');
    expect(within(none!).getAllByText('—')).toHaveLength(2);
  });

  it('asks for the filter’s period', async () => {
    const { server } = renderApp('/meta-funil', { api: api() });
    await screen.findByRole('table', { name: 'Receita por campanha' });
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/11/2025' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '30/11/2025' } });
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo('GET /api/meta/campaigns').at(-1)!.query)).toEqual({
        start_date: '2025-11-01',
        end_date: '2025-11-30',
      }),
    );
  });

  it('at 390 px each campaign and each spend entry is a card, with its buttons', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderApp('/meta-funil', { api: api() });
    const list = await screen.findByRole('list', { name: 'Receita por campanha' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table', { name: 'Receita por campanha' })).not.toBeInTheDocument();
    const spend = screen.getByRole('list', { name: 'Investimentos por campanha' });
    expect(within(spend).getByRole('button', { name: 'Editar investimento de black-friday' })).toBeInTheDocument();
  });
});

describe('/meta-funil: spend entries', () => {
  it('adds one with the amount typed the pt-BR way: 1.234,56 is sent as 1234.56', async () => {
    const { user, server } = renderApp('/meta-funil', {
      api: api({
        'POST /api/meta/campaign-spend': (req) =>
          ok(
            { id: 9, ...(req.body as object), created_at: '2025-11-01T00:00:00Z', updated_at: '2025-11-01T00:00:00Z' },
            201,
          ),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo investimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo investimento' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Campanha/ }), 'natal-2025');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Primeiro dia/ }), {
      target: { value: '01/12/2025' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Último dia/ }), { target: { value: '24/12/2025' } });
    await user.type(within(dialog).getByLabelText(/Valor investido/), '1.234,56');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(server.callsTo('POST /api/meta/campaign-spend')).toHaveLength(1));
    expect(server.callsTo('POST /api/meta/campaign-spend')[0]!.body).toEqual({
      campaign: 'natal-2025',
      starts_on: '2025-12-01',
      ends_on: '2025-12-24',
      amount: 1234.56,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses on the fields before sending: no campaign, an amount it cannot read, days reversed', async () => {
    const { user, server } = renderApp('/meta-funil', { api: api() });
    await user.click(await screen.findByRole('button', { name: 'Novo investimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo investimento' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Primeiro dia/ }), {
      target: { value: '10/12/2025' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Último dia/ }), { target: { value: '01/12/2025' } });
    await user.type(within(dialog).getByLabelText(/Valor investido/), 'mil');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(campaignText.campaignRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(campaignText.amountInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(campaignText.periodReversed)).toBeInTheDocument();
    expect(server.callsTo('POST /api/meta/campaign-spend')).toHaveLength(0);
  });

  it('edits an entry (PUT with its id) and deletes one after confirming', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/meta-funil', {
      api: api({
        'PUT /api/meta/campaign-spend/5': (req) => ok({ ...campaigns().spend[0], ...(req.body as object) }),
        'DELETE /api/meta/campaign-spend/5': ok(null),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar investimento de black-friday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar investimento' });
    const amount = within(dialog).getByLabelText(/Valor investido/);
    expect(amount).toHaveValue('1.500,00');
    await user.clear(amount);
    await user.type(amount, '2000,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(server.callsTo('PUT /api/meta/campaign-spend/5')[0]?.body).toMatchObject({
        campaign: 'black-friday',
        amount: 2000.5,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Excluir investimento de black-friday' }));
    expect(window.confirm).toHaveBeenCalledWith(campaignText.confirmDeleteSpend);
    await waitFor(() => expect(server.callsTo('DELETE /api/meta/campaign-spend/5')).toHaveLength(1));
  });
});

describe('/meta-funil: attribution window', () => {
  it('shows the saved window and sends a new one', async () => {
    const { user, server } = renderApp('/meta-funil', {
      api: api({ 'PUT /api/meta/attribution-window': (req) => ok(req.body) }),
    });
    const field = await screen.findByLabelText('Janela de atribuição (dias)');
    expect(field).toHaveValue('7');
    await user.clear(field);
    await user.type(field, '14');
    await user.click(screen.getByRole('button', { name: 'Salvar janela' }));
    await waitFor(() => expect(server.callsTo('PUT /api/meta/attribution-window')[0]?.body).toEqual({ days: 14 }));
  });

  it('refuses a window out of 1–90 days on the field', async () => {
    const { user, server } = renderApp('/meta-funil', { api: api() });
    const field = await screen.findByLabelText('Janela de atribuição (dias)');
    await user.clear(field);
    await user.type(field, '120');
    await user.click(screen.getByRole('button', { name: 'Salvar janela' }));
    expect(await screen.findByText(campaignText.windowInvalid)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/meta/attribution-window')).toHaveLength(0);
  });
});

describe('/meta-funil: resending a failed Conversions API event', () => {
  const failed = funnel({
    delivery: failedDelivery('Meta recusou o evento (HTTP 400)'),
  });

  it('‘Reenviar’ posts the event’s id and reloads the funnel', async () => {
    const { user, server } = renderApp('/meta-funil', {
      api: api({
        'GET /api/meta/funnel': ok(failed),
        'POST /api/meta/events/7/resend': ok({ id: 7, delivery: 'pending' }),
      }),
    });
    const errors = await screen.findByRole('table', { name: 'Erros de envio' });
    await user.click(within(errors).getByRole('button', { name: 'Reenviar Purchase ponte-sale-12' }));
    await waitFor(() => expect(server.callsTo('POST /api/meta/events/7/resend')).toHaveLength(1));
    await waitFor(() => expect(server.callsTo('GET /api/meta/funnel').length).toBeGreaterThan(1));
    expect(await screen.findByText(campaignText.resent)).toBeInTheDocument();
  });

  it('a refusal shows the server’s reason', async () => {
    const { user } = renderApp('/meta-funil', {
      api: api({
        'GET /api/meta/funnel': ok(failed),
        'POST /api/meta/events/7/resend': fail(409, campaignText.eventNotFailed),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reenviar Purchase ponte-sale-12' }));
    expect(await screen.findByText(`${campaignText.resendFailed}: ${campaignText.eventNotFailed}`)).toBeInTheDocument();
  });
});
