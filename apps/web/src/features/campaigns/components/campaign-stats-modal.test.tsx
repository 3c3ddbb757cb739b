import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignStats } from '@ponte/domain/campaigns';
import { emailCampaign } from '../../../test/fixtures';
import { ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

/** Issue 29 (docs/0050): clicks per link, opens and clicks over time, bounces. */
const sent = emailCampaign({
  id: 2,
  name: 'Natal',
  status: 'sent',
  segment: { id: 4, name: 'Clientes VIP', description: null },
  recipients_total: 1200,
  sent: 1180,
  created_at: '2026-01-10T12:00:00.000Z',
  started_at: '2026-01-10T12:30:00.000Z',
  finished_at: '2026-01-10T13:00:00.000Z',
});
const stats: CampaignStats = {
  sent: 1180,
  opened: 600,
  openRate: 50.85,
  clicked: 130,
  clickRate: 11.02,
  converted: 12,
  conversionRate: 1.02,
  total: 1200,
  pending: 0,
  failed: 5,
  unsubscribed: 3,
  bounced: 15,
  links: [
    { url: 'https://loja.test/oferta', clicks: 1500, unique_clicks: 120 },
    { url: 'https://loja.test/frete', clicks: 0, unique_clicks: 0 },
  ],
  timeline: [
    { start: '2026-01-10T12:00:00.000Z', unit: 'hour', opens: 400, clicks: 1000 },
    { start: '2026-01-10T13:00:00.000Z', unit: 'hour', opens: 150, clicks: 400 },
    { start: '2026-01-12T12:00:00.000Z', unit: 'day', opens: 50, clicks: 100 },
  ],
};

const openStats = async (over: Partial<CampaignStats> = {}) => {
  const { user } = renderApp('/campanhas-email', {
    api: {
      'GET /api/email/campaigns': ok([sent]),
      'GET /api/email/smtp': ok({ host: 'smtp.loja.test', smtp_enabled: true }),
      'GET /api/email/campaigns/2/stats': ok({ ...stats, ...over }),
    },
  });
  await user.click(
    within(await screen.findByRole('article', { name: 'Natal' })).getByRole('button', { name: 'Estatísticas' }),
  );
  return screen.findByRole('dialog');
};

describe('campaign statistics per link and over time', () => {
  it('lists each link with its clicks and the people who clicked, in pt-BR numbers, and counts bounces', async () => {
    const dialog = await openStats();
    const table = await within(dialog).findByRole('table', { name: 'Cliques por link' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'LinkCliquesPessoas que clicaram',
      'https://loja.test/oferta1.500120',
      'https://loja.test/frete00',
    ]);
    expect(dialog).toHaveTextContent('15 devolvidos (bounce)');
    expect(dialog).toHaveTextContent('1.200 destinatários');
    expect(dialog).toHaveTextContent('primeira abertura ou clique');
  });

  it('draws opens and clicks by hour, then by day, summarised for a screen reader in the shop’s time', async () => {
    const dialog = await openStats();
    const chart = await within(dialog).findByRole('img', { name: /ao longo do tempo/ });
    expect(chart).toHaveAccessibleName(
      'Aberturas e cliques ao longo do tempo: 600 aberturas e 1.500 cliques; mais movimento em 10/01, 09:00.',
    );
    expect(dialog).toHaveTextContent('Por hora nas primeiras 48 horas do envio, depois por dia');
  });

  it('says when a message has no tracked links and nothing was sent yet', async () => {
    const dialog = await openStats({ links: [], timeline: [] });
    expect(await within(dialog).findByText('A mensagem não tem links rastreados.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nada a mostrar antes do envio começar.')).toBeInTheDocument();
  });

  it('at 390 px each link is a card', async () => {
    setViewportWidth(PHONE_WIDTH);
    const dialog = await openStats();
    const cards = await within(dialog).findByRole('list', { name: 'Cliques por link' });
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('https://loja.test/oferta');
    expect(within(dialog).queryByRole('table', { name: 'Cliques por link' })).toBeNull();
  });
});
