import { lazy } from 'react';
import { EmptyState, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { IconArrowsExchange, IconCircleCheck, IconClock, IconMessages, IconMessageCircle } from '@tabler/icons-react';
import { formatDecimalBR } from '@ponte/domain/dates';
import { CHAT_STATUSES, chatStatusLabels, statsText } from '@ponte/domain/stats';
import { StatCardGrid } from '../../../ui/stat-card';
import { useChatStatistics } from '../api/get-chat-statistics';
import { ChartPanel } from './chart-panel';
import { CsatPanel } from './csat-panel';
import { QuickReplyUsagePanel } from './quick-reply-usage-panel';
import { StatsScreen, useStatsScreen } from './stats-screen';
import { RankingTable, StatsPanel } from './stats-panel';

// The chart library is large: it loads only when this screen draws a chart.
const ChatsByStatusChart = lazy(() => import('./chats-by-status-chart'));
const ResponseTimesChart = lazy(() => import('./response-times-chart'));

/** Minutes with one decimal ('38,8 min'); '—' when nobody was answered. */
export const minutesText = (minutes: number | null) => (minutes === null ? '—' : `${formatDecimalBR(minutes, 1)} min`);

/** A resolution can take days: past an hour it reads '2 h 05 min', past a day '3 d 4 h'. */
export function durationText(minutes: number | null) {
  if (minutes === null || minutes < 60) return minutesText(minutes);
  const whole = Math.round(minutes);
  const [days, hours, mins] = [Math.floor(whole / 1440), Math.floor((whole % 1440) / 60), whole % 60];
  return days > 0 ? `${days} d ${hours} h` : `${hours} h ${String(mins).padStart(2, '0')} min`;
}

/** /estatisticas-chats (admin): chats by status, first-response times and the attendants' ranking. */
export function ChatStatisticsPage() {
  const screen = useStatsScreen(useChatStatistics);
  const { data, show } = screen;

  return (
    <StatsScreen
      title="Estatísticas de Chats"
      description="Chats do período por status, tempo de resposta e atendentes (padrão: últimos 30 dias)"
      screen={screen}
      csv="chats"
    >
      <StatCardGrid
        cols={{ base: 1, xs: 2, lg: 4 }}
        cards={[
          {
            title: 'Total de Chats',
            value: show((s) => s.totalChats.toLocaleString('pt-BR')),
            icon: <IconMessages size={22} />,
          },
          {
            title: 'Chats Ativos',
            value: show((s) => s.activeChats.toLocaleString('pt-BR')),
            icon: <IconMessageCircle size={22} />,
            color: 'teal',
            hint: 'Em atendimento agora, entre os chats do período',
          },
          {
            title: 'Tempo Médio de Resposta',
            value: show((s) => minutesText(s.avgResponseTime)),
            icon: <IconClock size={22} />,
            color: 'orange',
            hint: data ? `${data.answeredCount.toLocaleString('pt-BR')} perguntas respondidas` : undefined,
          },
          {
            title: 'Mediana de Resposta',
            value: show((s) => minutesText(s.medianResponseTime)),
            icon: <IconClock size={22} />,
            color: 'orange',
            hint: 'Metade das perguntas respondidas em até este tempo',
          },
          {
            title: 'Resposta (90º percentil)',
            value: show((s) => minutesText(s.p90ResponseTime)),
            icon: <IconClock size={22} />,
            color: 'orange',
            hint: '90% das perguntas respondidas em até este tempo',
          },
          {
            title: 'Tempo Médio de Resolução',
            value: show((s) => durationText(s.avgResolutionTime)),
            icon: <IconCircleCheck size={22} />,
            color: 'green',
            hint: data
              ? `Mediana ${durationText(data.medianResolutionTime)} · 90º percentil ${durationText(data.p90ResolutionTime)} · ${data.resolvedCount.toLocaleString('pt-BR')} resolvidos`
              : undefined,
          },
          {
            title: 'Transferidos',
            value: show((s) => s.statusCounts.transferred.toLocaleString('pt-BR')),
            icon: <IconArrowsExchange size={22} />,
            color: 'violet',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartPanel
          title="Chats por Status"
          label="Chats por status"
          loading={!data}
          empty={data?.totalChats === 0}
          footer={
            data && (
              <Group justify="center" gap="md" mt="xs">
                {CHAT_STATUSES.map((s) => (
                  <Text key={s} size="sm">
                    {chatStatusLabels[s]}: <b>{data.statusCounts[s].toLocaleString('pt-BR')}</b>
                  </Text>
                ))}
              </Group>
            )
          }
        >
          {data && <ChatsByStatusChart counts={data.statusCounts} />}
        </ChartPanel>
        <ChartPanel
          title="Tempo de Primeira Resposta"
          label="Tempo de primeira resposta"
          loading={!data}
          empty={data?.answeredCount === 0}
        >
          {data && <ResponseTimesChart buckets={data.responseDistribution} />}
        </ChartPanel>
      </SimpleGrid>
      <StatsPanel title="Chats por Atendente">
        {data && data.sellerCounts.length > 0 ? (
          <RankingTable
            label="Ranking de atendentes"
            minWidth={680}
            head={
              <>
                <Table.Th>#</Table.Th>
                <Table.Th>Atendente</Table.Th>
                <Table.Th ta="right">Chats</Table.Th>
                <Table.Th ta="right">Respostas</Table.Th>
                <Table.Th ta="right">Tempo Médio</Table.Th>
                <Table.Th ta="right">Mediana</Table.Th>
                <Table.Th ta="right">90º Percentil</Table.Th>
              </>
            }
          >
            {data.sellerCounts.map((s, i) => (
              <Table.Tr key={s.seller_id}>
                <Table.Td>{i + 1}º</Table.Td>
                <Table.Td>{s.seller_name}</Table.Td>
                <Table.Td ta="right">{s.chats.toLocaleString('pt-BR')}</Table.Td>
                <Table.Td ta="right">{s.answered.toLocaleString('pt-BR')}</Table.Td>
                <Table.Td ta="right">{minutesText(s.avgResponseTime)}</Table.Td>
                <Table.Td ta="right">{minutesText(s.medianResponseTime)}</Table.Td>
                <Table.Td ta="right">{minutesText(s.p90ResponseTime)}</Table.Td>
              </Table.Tr>
            ))}
          </RankingTable>
        ) : data ? (
          <EmptyState icon={<IconMessages size={28} />} withIndicatorBackground title={statsText.noData} py="xl" />
        ) : null}
      </StatsPanel>
      <CsatPanel period={screen.input} />
      <QuickReplyUsagePanel period={screen.input} />
    </StatsScreen>
  );
}
