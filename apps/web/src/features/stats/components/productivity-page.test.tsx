import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductivityStatistics } from '@ponte/domain/stats';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const stats: ProductivityStatistics = {
  period: { start_date: '2026-05-04', end_date: '2026-05-05' },
  totalHours: 19.5,
  activeCollaborators: 2,
  avgHoursPerCollaborator: 9.75,
  totalActivities: 3,
  hoursRanking: [
    { user_id: 2, name: 'ana', hours: 15.5, days_worked: 2 },
    { user_id: 3, name: 'bia', hours: 4, days_worked: 1 },
  ],
  recentActivities: [
    {
      id: 3,
      action: 'update',
      entity_type: 'sale',
      entity_id: '7',
      user_name: 'bia',
      created_at: '2026-05-05T02:30:00.000Z',
    },
    {
      id: 1,
      action: 'login',
      entity_type: 'user',
      entity_id: '2',
      user_name: 'ana',
      created_at: '2026-05-04T11:59:00.000Z',
    },
  ],
};

describe('productivity statistics', () => {
  it('shows the cards, the hours ranking and the latest activities', async () => {
    renderApp('/estatisticas-produtividade', { api: { 'GET /api/stats/productivity': ok(stats) } });
    const table = await screen.findByRole('table', { name: 'Ranking de horas' });
    expect(screen.getByRole('group', { name: 'Total de Horas' })).toHaveTextContent('19,50h');
    expect(screen.getByRole('group', { name: 'Colaboradores Ativos' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Média por Colaborador' })).toHaveTextContent('9,75h');
    expect(screen.getByRole('group', { name: 'Atividades' })).toHaveTextContent('3');
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['#ColaboradorDiasHoras', '1ºana215,50h', '2ºbia14,00h']);
    const list = screen.getByLabelText('Atividades recentes');
    expect(within(list).getByText((_, el) => el?.textContent === 'bia atualizou venda #7')).toBeInTheDocument();
    expect(within(list).getByText((_, el) => el?.textContent === 'ana entrou no sistema')).toBeInTheDocument();
  });

  it("hides sign-ins by default and asks the server for them when 'Mostrar entradas e saídas' is on", async () => {
    const { server, user } = renderApp('/estatisticas-produtividade', {
      api: { 'GET /api/stats/productivity': ok(stats) },
    });
    await screen.findByRole('table', { name: 'Ranking de horas' });
    const toggle = screen.getByRole('switch', { name: 'Mostrar entradas e saídas' });
    expect(toggle).not.toBeChecked();
    expect(server.callsTo('GET /api/stats/productivity')[0]!.query.has('sign_ins')).toBe(false);
    await user.click(toggle);
    await waitFor(() =>
      expect(server.callsTo('GET /api/stats/productivity').at(-1)!.query.get('sign_ins')).toBe('true'),
    );
    await user.click(toggle);
    await waitFor(() =>
      expect(server.callsTo('GET /api/stats/productivity').at(-1)!.query.has('sign_ins')).toBe(false),
    );
  });

  it("'Exportar CSV' carries the sign-ins choice, and says so when the export fails", async () => {
    let exports = 0;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { server, user } = renderApp('/estatisticas-produtividade', {
      api: {
        'GET /api/stats/productivity': ok(stats),
        // The first export works, the second is refused.
        'GET /api/stats/productivity.csv': () =>
          exports++ === 0 ? ok('csv') : fail(400, 'Período longo demais: escolha no máximo 50 anos'),
      },
    });
    await screen.findByRole('table', { name: 'Ranking de horas' });
    await user.click(screen.getByRole('switch', { name: 'Mostrar entradas e saídas' }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.callsTo('GET /api/stats/productivity.csv')[0]!.query.toString()).toBe('sign_ins=true');
    click.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await screen.findByText('Erro ao exportar as estatísticas: Período longo demais: escolha no máximo 50 anos'),
    ).toBeInTheDocument();
  });

  it("with nothing in the period says 'Nenhum dado disponível' and 'Nenhuma atividade registrada'", async () => {
    renderApp('/estatisticas-produtividade', {
      api: { 'GET /api/stats/productivity': ok({ ...stats, hoursRanking: [], recentActivities: [] }) },
    });
    expect(await screen.findByText('Nenhum dado disponível')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma atividade registrada')).toBeInTheDocument();
  });
});
