import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const stats = ok({ totalUsers: 1234, totalMessages: 56, totalLists: 10, activeLists: 4 });

describe('dashboard counters', () => {
  it('the four cards show the counters, with their trend lines when the health check succeeded', async () => {
    renderApp('/', { api: { 'GET /api/stats': stats } });
    expect(await screen.findByText('1.234')).toBeInTheDocument();
    for (const title of ['Total Users', 'Messages Sent', 'Shopping Lists', 'Active Lists']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('40% do total de listas')).toBeInTheDocument();
  });

  it('when the health check fails there are no trend lines and the counters are not asked for', async () => {
    const { server } = renderApp('/', {
      api: { 'GET /api/health': fail(500, 'Erro interno do servidor'), 'GET /api/stats': stats },
    });
    await screen.findByText('Nenhum registro encontrado');
    expect(screen.getByText('Total Users')).toBeInTheDocument();
    expect(screen.queryByText('Clientes cadastrados')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/stats')).toHaveLength(0);
  });
});
