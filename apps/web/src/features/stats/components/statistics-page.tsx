import { Link } from 'react-router';
import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconCash,
  IconChartPie,
  IconChevronRight,
  IconClockHour4,
  IconMessageCircle,
  IconMessages,
  IconPercentage,
  IconReceipt2,
  IconTrendingUp,
  IconUsers,
} from '@tabler/icons-react';
import { formatDecimalBR } from '@ponte/domain/dates';
import { formatBrl } from '@ponte/domain/money';
import { StatCardGrid } from '../../../ui/stat-card';
import { useOverviewStatistics } from '../api/get-overview-statistics';
import { StatsScreen, useStatsScreen } from './stats-screen';

const SUB_SCREENS = [
  {
    to: '/estatisticas-chats',
    title: 'Estatísticas de Chats',
    text: 'Chats por status, tempo de resposta e atendentes',
    icon: IconChartPie,
  },
  {
    to: '/estatisticas-vendas',
    title: 'Estatísticas de Vendas',
    text: 'Vendas por dia e ranking de vendedores',
    icon: IconTrendingUp,
  },
  {
    to: '/estatisticas-produtividade',
    title: 'Estatísticas de Produtividade',
    text: 'Horas trabalhadas e atividades recentes',
    icon: IconClockHour4,
  },
] as const;

/** /estatisticas (admin): the period's six cards and the way to the three detailed screens. */
export function StatisticsPage() {
  const screen = useStatsScreen(useOverviewStatistics);
  const { data, show } = screen;
  const count = (n: number) => n.toLocaleString('pt-BR');

  return (
    <StatsScreen
      title="Estatísticas"
      description="Visão geral do período (padrão: últimos 30 dias)"
      screen={screen}
      csv="overview"
    >
      <StatCardGrid
        cols={{ base: 1, xs: 2, lg: 3 }}
        cards={[
          {
            title: 'Total de Clientes',
            value: show((s) => count(s.totalUsers)),
            icon: <IconUsers size={22} />,
            hint: data ? `${count(data.newUsers)} novos no período` : undefined,
          },
          {
            title: 'Chats Ativos',
            value: show((s) => count(s.activeChats)),
            icon: <IconMessageCircle size={22} />,
            color: 'teal',
            hint: 'Em atendimento agora, entre os chats do período',
          },
          {
            title: 'Total de Chats',
            value: show((s) => count(s.totalChats)),
            icon: <IconMessages size={22} />,
            color: 'cyan',
          },
          {
            title: 'Total em Vendas',
            value: show((s) => formatBrl(s.totalSales)),
            icon: <IconCash size={22} />,
            color: 'green',
          },
          {
            title: 'Vendas',
            value: show((s) => count(s.salesCount)),
            icon: <IconReceipt2 size={22} />,
            color: 'violet',
          },
          {
            title: 'Taxa de Conversão',
            value: show((s) => `${formatDecimalBR(s.conversionRate)}%`),
            icon: <IconPercentage size={22} />,
            color: 'orange',
            hint: 'Dos clientes que conversaram no período, quantos compraram nele',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {SUB_SCREENS.map(({ to, title, text, icon: Icon }) => (
          // Named by all it shows, title first (WCAG 2.5.3): an aria-label of the title alone hid the text.
          // The link carries the period (and grouping): the sub-screen opens on it, and Back returns to it.
          <UnstyledButton key={to} component={Link} to={{ pathname: to, search: screen.period.search }}>
            <Paper withBorder radius="md" p="md" h="100%">
              <Group wrap="nowrap" justify="space-between">
                <Group wrap="nowrap" gap="sm">
                  <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{title}</Text>
                    <Text size="sm" c="dimmed">
                      {text}
                    </Text>
                  </div>
                </Group>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </StatsScreen>
  );
}
