import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatStatistics, OverviewStatistics } from '@ponte/domain/stats';
import { ok } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';

const overview: OverviewStatistics = {
  period: { start_date: '2026-03-10', end_date: '2026-03-12' },
  totalUsers: 1250,
  newUsers: 37,
  activeChats: 12,
  totalChats: 480,
  totalSales: 15_320.5,
  salesCount: 42,
  conversionRate: 8.75,
};

describe('statistics overview', () => {
  it('shows the six cards in pt-BR, money in R$, and links to the three detailed screens', async () => {
    renderApp('/estatisticas', { api: { 'GET /api/stats/overview': ok(overview) } });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total de Clientes' })).toHaveTextContent('1.250'));
    expect(screen.getByRole('group', { name: 'Total de Clientes' })).toHaveTextContent('37 novos no período');
    expect(screen.getByRole('group', { name: 'Chats Ativos' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Total de Chats' })).toHaveTextContent('480');
    expect(screen.getByRole('group', { name: 'Total em Vendas' })).toHaveTextContent('R$ 15.320,50');
    expect(screen.getByRole('group', { name: 'Vendas' })).toHaveTextContent('42');
    expect(screen.getByRole('group', { name: 'Taxa de Conversão' })).toHaveTextContent('8,75%');
    expect(screen.getByRole('link', { name: /^Estatísticas de Chats/ })).toHaveAttribute('href', '/estatisticas-chats');
    expect(screen.getByRole('link', { name: /^Estatísticas de Vendas/ })).toHaveAttribute(
      'href',
      '/estatisticas-vendas',
    );
    expect(screen.getByRole('link', { name: /^Estatísticas de Produtividade/ })).toHaveAttribute(
      'href',
      '/estatisticas-produtividade',
    );
  });

  it('defaults to the last 30 days and refuses an inverted period without asking', async () => {
    const { server } = renderApp('/estatisticas', { api: { 'GET /api/stats/overview': ok(overview) } });
    await screen.findByText('Período: 10/03/2026 a 12/03/2026');
    expect(server.callsTo('GET /api/stats/overview')[0]!.query.toString()).toBe('');
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '20/03/2026' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '01/03/2026' } });
    expect(await screen.findByText('A data inicial deve ser anterior ou igual à data final')).toBeInTheDocument();
    expect(server.callsTo('GET /api/stats/overview').some((c) => c.query.get('end_date') === '2026-03-01')).toBe(false);
  });

  it('keeps the period in the address, carries it to a sub-screen and finds it again on Back', async () => {
    const chats = { period: overview.period, totalChats: 0 } as unknown as ChatStatistics;
    const { router, server, user } = renderApp('/estatisticas', {
      api: { 'GET /api/stats/overview': ok(overview), 'GET /api/stats/chats': ok(chats) },
    });
    await screen.findByText('Período: 10/03/2026 a 12/03/2026');
    fireEvent.change(screen.getByLabelText('Data Início'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '05/03/2026' } });
    await waitFor(() => expect(router.state.location.search).toBe('?start_date=2026-03-01&end_date=2026-03-05'));
    const link = screen.getByRole('link', { name: /^Estatísticas de Chats/ });
    expect(link).toHaveAttribute('href', '/estatisticas-chats?start_date=2026-03-01&end_date=2026-03-05');
    await user.click(link);
    await waitFor(() =>
      expect(server.callsTo('GET /api/stats/chats').at(-1)!.query.toString()).toBe(
        'start_date=2026-03-01&end_date=2026-03-05',
      ),
    );
    expect(screen.getByLabelText('Data Início')).toHaveValue('01/03/2026');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/estatisticas'));
    expect(router.state.location.search).toBe('?start_date=2026-03-01&end_date=2026-03-05');
    expect(screen.getByLabelText('Data Início')).toHaveValue('01/03/2026');
    expect(screen.getByLabelText('Data Fim')).toHaveValue('05/03/2026');
    expect(server.callsTo('GET /api/stats/overview').at(-1)!.query.toString()).toBe(
      'start_date=2026-03-01&end_date=2026-03-05',
    );
  });

  it('opens on the period a link gives', async () => {
    const { server } = renderApp('/estatisticas?start_date=2026-02-01&end_date=2026-02-28', {
      api: { 'GET /api/stats/overview': ok(overview) },
    });
    await waitFor(() => expect(server.callsTo('GET /api/stats/overview')).toHaveLength(1));
    expect(server.callsTo('GET /api/stats/overview')[0]!.query.toString()).toBe(
      'start_date=2026-02-01&end_date=2026-02-28',
    );
    expect(screen.getByLabelText('Data Início')).toHaveValue('01/02/2026');
  });

  it('is an admin screen', () => expectAdminOnly('/estatisticas', 'GET /api/stats/overview'));
});
