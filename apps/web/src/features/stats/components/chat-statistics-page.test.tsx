import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatStatistics } from '@ponte/domain/stats';
import { quickReplyText } from '@ponte/domain/quick-replies';
import { csatText } from '@ponte/domain/csat';
import { traineeUser } from '../../../test/fixtures';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';

const stats: ChatStatistics = {
  period: { start_date: '2026-03-10', end_date: '2026-03-12' },
  totalChats: 4,
  activeChats: 2,
  avgResponseTime: 38.8,
  answeredCount: 4,
  medianResponseTime: 10,
  p90ResponseTime: 120,
  resolvedCount: 3,
  avgResolutionTime: 150,
  medianResolutionTime: 45.5,
  p90ResolutionTime: 4380,
  statusCounts: { active: 1, pending: 1, closed: 1, transferred: 1 },
  responseDistribution: [
    { key: 'up_to_5m', label: 'Até 5 min', count: 1 },
    { key: 'up_to_15m', label: '5 a 15 min', count: 1 },
    { key: 'up_to_30m', label: '15 a 30 min', count: 1 },
    { key: 'up_to_1h', label: '30 min a 1 h', count: 0 },
    { key: 'up_to_4h', label: '1 a 4 h', count: 1 },
    { key: 'over_4h', label: 'Mais de 4 h', count: 0 },
  ],
  sellerCounts: [
    {
      seller_id: 2,
      seller_name: 'ana',
      chats: 2,
      answered: 3,
      avgResponseTime: 11.7,
      medianResponseTime: 10,
      p90ResponseTime: 20,
    },
    {
      seller_id: 3,
      seller_name: 'bia',
      chats: 1,
      answered: 0,
      avgResponseTime: null,
      medianResponseTime: null,
      p90ResponseTime: null,
    },
  ],
};

const usage = {
  period: stats.period,
  replies: [
    { id: 7, shortcut: 'frete', shared: true, owner_name: null, uses: 1234 },
    { id: 8, shortcut: 'oi', shared: false, owner_name: 'Bia Souza', uses: 3 },
  ],
};

const csat = {
  period: stats.period,
  overall: { asked: 4, responses: 3, average: 3.67, satisfied_percent: 66.7 },
  staff: [
    { staff_id: 2, staff_name: 'Ana Lima', asked: 2, responses: 2, average: 4.5, satisfied_percent: 100 },
    { staff_id: 3, staff_name: 'bia', asked: 2, responses: 1, average: 2, satisfied_percent: 0 },
  ],
  comments: [
    {
      rating: 2,
      comment: 'Demorou',
      staff_name: 'bia',
      customer_id: 10,
      customer_name: 'Maria Souza',
      answered_at: '2026-03-11T15:00:00.000Z',
    },
  ],
};

const open = (api: Routes = {}) =>
  renderApp('/estatisticas-chats', {
    api: {
      'GET /api/stats/chats': ok(stats),
      'GET /api/quick-replies/usage': ok(usage),
      'GET /api/stats/csat': ok(csat),
      ...api,
    },
  });

describe('chat statistics', () => {
  it('lists the quick replies used most in the period, for the same period as the rest', async () => {
    const { server } = open();
    const table = await screen.findByRole('table', { name: quickReplyText.usageTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['/freteCompartilhada1.234', '/oiBia Souza3']);
    const chats = server.callsTo('GET /api/stats/chats')[0]!;
    expect(server.callsTo('GET /api/quick-replies/usage')[0]!.query.toString()).toBe(chats.query.toString());
  });

  it('shows the satisfaction of the period: mean, satisfied share, each attendant and the comments (issue 32)', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Satisfação (CSAT) por atendente' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Ana Lima224,5100,0%', 'bia212,00,0%']);
    expect(screen.getByRole('group', { name: csatText.average })).toHaveTextContent('3,7');
    expect(screen.getByRole('group', { name: csatText.satisfied })).toHaveTextContent('66,7%');
    const comments = screen.getByRole('list', { name: csatText.commentsTitle });
    expect(comments).toHaveTextContent('Demorou');
    expect(comments).toHaveTextContent('Maria Souza · bia');
  });

  it('says when no quick reply was used', async () => {
    open({ 'GET /api/quick-replies/usage': ok({ period: stats.period, replies: [] }) });
    expect(await screen.findByText(quickReplyText.usageEmpty)).toBeInTheDocument();
  });

  it('shows the cards, the status counts and the attendants’ ranking with minutes in pt-BR', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Ranking de atendentes' });
    expect(screen.getByRole('group', { name: 'Total de Chats' })).toHaveTextContent('4');
    // Handled now, a transferred one included: the panel's definition, not the pie's slice (issue 29).
    expect(screen.getByRole('group', { name: 'Chats Ativos' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Tempo Médio de Resposta' })).toHaveTextContent('38,8 min');
    expect(screen.getByRole('group', { name: 'Tempo Médio de Resposta' })).toHaveTextContent('4 perguntas respondidas');
    expect(screen.getByRole('group', { name: 'Mediana de Resposta' })).toHaveTextContent('10,0 min');
    expect(screen.getByRole('group', { name: 'Resposta (90º percentil)' })).toHaveTextContent('120,0 min');
    // Resolutions take hours or days: 150 min reads 2 h 30 min, 4,380 min 3 d 1 h.
    const resolution = screen.getByRole('group', { name: 'Tempo Médio de Resolução' });
    expect(resolution).toHaveTextContent('2 h 30 min');
    expect(resolution).toHaveTextContent('Mediana 45,5 min · 90º percentil 3 d 1 h · 3 resolvidos');
    expect(screen.getByRole('group', { name: 'Transferidos' })).toHaveTextContent('1');
    const pie = screen.getByRole('region', { name: 'Chats por status' });
    for (const label of ['Ativos: 1', 'Pendentes: 1', 'Encerrados: 1', 'Transferidos: 1']) {
      expect(pie).toHaveTextContent(label);
    }
    expect(screen.getByRole('region', { name: 'Tempo de primeira resposta' })).toBeInTheDocument();
    expect(screen.getByText('Período: 10/03/2026 a 12/03/2026')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['#', 'Atendente', 'Chats', 'Respostas', 'Tempo Médio', 'Mediana', '90º Percentil'],
      ['1º', 'ana', '2', '3', '11,7 min', '10,0 min', '20,0 min'],
      ['2º', 'bia', '1', '0', '—', '—', '—'],
    ]);
  });

  it("an empty period says 'Nenhum dado disponível' in both charts and the ranking", async () => {
    open({
      'GET /api/stats/chats': ok({
        ...stats,
        totalChats: 0,
        avgResponseTime: null,
        answeredCount: 0,
        statusCounts: { active: 0, pending: 0, closed: 0, transferred: 0 },
        sellerCounts: [],
      }),
    });
    expect(await screen.findAllByText('Nenhum dado disponível')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Tempo Médio de Resposta' })).toHaveTextContent('—');
  });

  it('asks for the default period first, then the one chosen', async () => {
    const { server } = open();
    await screen.findByRole('table', { name: 'Ranking de atendentes' });
    expect(server.callsTo('GET /api/stats/chats')[0]!.query.toString()).toBe('');
    fireEvent.change(screen.getByLabelText('Data Fim'), { target: { value: '28/02/2026' } });
    await waitFor(() =>
      expect(server.callsTo('GET /api/stats/chats').at(-1)!.query.toString()).toBe('end_date=2026-02-28'),
    );
  });

  it('shows the server’s message when the statistics fail to load', async () => {
    open({ 'GET /api/stats/chats': fail(500, 'Erro interno do servidor') });
    expect(await screen.findByText('Erro interno do servidor')).toBeInTheDocument();
  });

  it('is an admin screen', () =>
    expectAdminOnly('/estatisticas-chats', 'GET /api/stats/chats', undefined, { ...traineeUser, role: 'operador' }));
});
