import { lazy, Suspense } from 'react';
import { Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { formatDecimalBR } from '@ponte/domain/dates';
import type { EmailCampaign } from '@ponte/domain/campaigns';
import { timelineLabel, type TimelinePoint } from '@ponte/domain/campaign-stats';
import { StatCardGrid } from '../../../ui/stat-card';
import { IconClick, IconMail, IconMailOpened, IconShoppingCart } from '@tabler/icons-react';
import { useCampaignStats } from '../api/campaigns';
import { CampaignLinkStats } from './campaign-link-stats';
import { CenteredLoader } from '../../../ui/load-state';

// The chart library is large: it loads only when a campaign's statistics show a timeline.
const CampaignTimelineChart = lazy(() => import('./campaign-timeline-chart'));

const percent = (n: number) => `${formatDecimalBR(n)}%`;

/** What the chart shows, for a screen reader: the totals and the busiest period. */
function timelineSummary(points: TimelinePoint[]) {
  const opens = points.reduce((sum, p) => sum + p.opens, 0);
  const clicks = points.reduce((sum, p) => sum + p.clicks, 0);
  const peak = points.reduce((best, p) => (p.opens + p.clicks > best.opens + best.clicks ? p : best), points[0]!);
  return `Aberturas e cliques ao longo do tempo: ${opens.toLocaleString('pt-BR')} aberturas e ${clicks.toLocaleString('pt-BR')} cliques; mais movimento em ${timelineLabel(peak)}.`;
}

/**
 * The spec's statistics (sent, opened, clicked and converted with their rates of the messages
 * sent), then clicks per link and opens and clicks over time (docs/0050).
 */
export function CampaignStatsModal({ campaign, onClose }: { campaign: EmailCampaign; onClose: () => void }) {
  const stats = useCampaignStats(campaign.id);
  const s = stats.data;
  return (
    <Modal opened onClose={onClose} title={`Estatísticas: ${campaign.name}`} size="lg" centered>
      {!s ? (
        <CenteredLoader label="Carregando estatísticas" />
      ) : (
        <Stack gap="md">
          <StatCardGrid
            cols={{ base: 1, xs: 2 }}
            spacing="sm"
            cards={[
              { title: 'Total Enviados', value: s.sent.toLocaleString('pt-BR'), icon: <IconMail size={22} /> },
              {
                title: 'Abertos',
                value: s.opened.toLocaleString('pt-BR'),
                hint: `Taxa de abertura: ${percent(s.openRate)}`,
                icon: <IconMailOpened size={22} />,
                color: 'teal',
              },
              {
                title: 'Cliques',
                value: s.clicked.toLocaleString('pt-BR'),
                hint: `Taxa de cliques: ${percent(s.clickRate)}`,
                icon: <IconClick size={22} />,
                color: 'violet',
              },
              {
                title: 'Conversões',
                value: s.converted.toLocaleString('pt-BR'),
                hint: `Taxa de conversão: ${percent(s.conversionRate)}`,
                icon: <IconShoppingCart size={22} />,
                color: 'orange',
              },
            ]}
          />
          <Text size="sm" c="dimmed">
            {s.total.toLocaleString('pt-BR')} destinatários · {s.pending.toLocaleString('pt-BR')} na fila ·{' '}
            {s.failed.toLocaleString('pt-BR')} com falha · {s.bounced.toLocaleString('pt-BR')} devolvidos (bounce) ·{' '}
            {s.unsubscribed.toLocaleString('pt-BR')} cancelaram a inscrição
          </Text>
          <Text size="xs" c="dimmed">
            Conversão: venda confirmada em até 7 dias depois da primeira abertura ou clique do destinatário.
          </Text>
          <Title order={3} size="h5">
            Cliques por link
          </Title>
          <CampaignLinkStats links={s.links} />
          <Title order={3} size="h5">
            Aberturas e cliques ao longo do tempo
          </Title>
          <Text size="xs" c="dimmed">
            Por hora nas primeiras 48 horas do envio, depois por dia (horário de Brasília).
          </Text>
          {s.timeline.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nada a mostrar antes do envio começar.
            </Text>
          ) : (
            <Suspense fallback={<Loader size="sm" aria-label="Carregando gráfico" />}>
              <div role="img" aria-label={timelineSummary(s.timeline)}>
                <CampaignTimelineChart points={s.timeline} />
              </div>
            </Suspense>
          )}
        </Stack>
      )}
    </Modal>
  );
}
