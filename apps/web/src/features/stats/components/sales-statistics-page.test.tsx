import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SalesStatistics } from '@ponte/domain/stats';
import { ok, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';

const stats: SalesStatistics = {
  period: { start_date: '2026-03-10', end_date: '2026-03-12' },
  group: 'day',
  totalValue: 1980,
  totalCount: 4,
  avgTicket: 495,
  totalCommission: 90.75,
  salesByDay: [
    { day: '2026-03-10', value: 1650, count: 2 },
    { day: '2026-03-11', value: 0, count: 0 },
    { day: '2026-03-12', value: 330, count: 2 },
  ],
  sellerSales: [
    { seller_id: 2, seller_name: 'ana', value: 1650, count: 2, commission: 82.5 },
    { seller_id: null, seller_name: 'Sem vendedor', value: 55, count: 1, commission: 0 },
  ],
};

const open = (api: Routes = {}) =>
  renderApp('/estatisticas-vendas', { api: { 'GET /api/stats/sales': ok(stats), ...api } });

describe('sales statistics', () => {
  it('shows the cards in R$, the chart and the sellers’ ranking', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Ranking de vendedores' });
    expect(screen.getByRole('group', { name: 'Total em Vendas' })).toHaveTextContent('R$ 1.980,00');
    expect(screen.getByRole('group', { name: 'Quantidade de Vendas' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'Ticket Médio' })).toHaveTextContent('R$ 495,00');
    expect(screen.getByRole('group', { name: 'Total de Comissões' })).toHaveTextContent('R$ 90,75');
    expect(screen.getByRole('region', { name: 'Vendas por dia' })).toBeInTheDocument();
    expect(screen.getByText('Período: 10/03/2026 a 12/03/2026')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['#', 'Vendedor', 'Vendas', 'Valor', 'Comissão'],
      ['1º', 'ana', '2', 'R$ 1.650,00', 'R$ 82,50'],
      ['2º', 'Sem vendedor', '1', 'R$ 55,00', 'R$ 0,00'],
    ]);
  });

  it("with no sales says 'Nenhum dado disponível'", async () => {
    open({ 'GET /api/stats/sales': ok({ ...stats, totalCount: 0, totalValue: 0, sellerSales: [] }) });
    expect(await screen.findAllByText('Nenhum dado disponível')).toHaveLength(2);
  });

  it('asks for the default period first, then the one chosen', async () => {
    const { server } = open();
    await screen.findByRole('table', { name: 'Ranking de vendedores' });
    expect(server.callsTo('GET /api/stats/sales')[0]!.query.toString()).toBe('');
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/01/2026' } });
    await waitFor(() =>
      expect(server.callsTo('GET /api/stats/sales').at(-1)!.query.toString()).toBe('start_date=2026-01-01'),
    );
  });

  it("'Agrupar por' asks the server for weeks or months and keeps the choice in the address", async () => {
    const { server, router, user } = open();
    await screen.findByRole('table', { name: 'Ranking de vendedores' });
    expect(screen.getByRole('radio', { name: 'Dia' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Semana' }));
    await waitFor(() => expect(server.callsTo('GET /api/stats/sales').at(-1)!.query.get('group')).toBe('week'));
    expect(router.state.location.search).toBe('?group=week');
    await user.click(screen.getByRole('radio', { name: 'Mês' }));
    await waitFor(() => expect(router.state.location.search).toBe('?group=month'));
    await user.click(screen.getByRole('radio', { name: 'Dia' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(server.callsTo('GET /api/stats/sales').at(-1)!.query.toString()).toBe('');
  });

  it('says when a long period was grouped by month, and names the chart after it', async () => {
    renderApp('/estatisticas-vendas?start_date=2020-01-01&end_date=2026-03-12', {
      api: {
        'GET /api/stats/sales': ok({
          ...stats,
          period: { start_date: '2020-01-01', end_date: '2026-03-12' },
          group: 'month',
          salesByDay: [{ day: '2020-01-01', value: 1980, count: 4 }],
        }),
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Período longo: agrupado por mês');
    expect(screen.getByRole('region', { name: 'Vendas por mês' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dia' })).toBeChecked();
  });

  it('refuses a period over 50 years without asking', async () => {
    const { server } = open();
    await screen.findByRole('table', { name: 'Ranking de vendedores' });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '01/01/2026' } });
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/01/1900' } });
    expect(await screen.findByText('Período longo demais: escolha no máximo 50 anos')).toBeInTheDocument();
    expect(server.callsTo('GET /api/stats/sales').some((c) => c.query.get('start_date') === '1900-01-01')).toBe(false);
  });

  it("'Exportar CSV' downloads the screen's figures for the period and grouping shown", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { server, user } = renderApp('/estatisticas-vendas?start_date=2026-03-01&group=week', {
      api: {
        'GET /api/stats/sales': ok({ ...stats, group: 'week' }),
        'GET /api/stats/sales.csv': ok('csv'),
      },
    });
    await screen.findByRole('table', { name: 'Ranking de vendedores' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /api/stats/sales.csv')[0]!.query.toString()).toBe('start_date=2026-03-01&group=week');
    click.mockRestore();
  });

  it('is an admin screen', () => expectAdminOnly('/estatisticas-vendas', 'GET /api/stats/sales'));
});
