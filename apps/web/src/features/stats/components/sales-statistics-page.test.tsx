import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SalesStatistics } from '@ponte/domain/stats';
import { traineeUser } from '../../../test/fixtures';
import { ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const stats: SalesStatistics = {
  period: { start_date: '2026-03-10', end_date: '2026-03-12' },
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

  it('is an admin screen', async () => {
    const { server } = renderApp('/estatisticas-vendas', { user: traineeUser });
    expect(await screen.findByText('Acesso restrito a administradores')).toBeInTheDocument();
    expect(server.callsTo('GET /api/stats/sales')).toHaveLength(0);
  });
});
