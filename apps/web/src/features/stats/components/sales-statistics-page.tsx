import { lazy } from 'react';
import { EmptyState, Table } from '@mantine/core';
import { IconCash, IconChartLine, IconPercentage, IconReceipt2, IconTicket } from '@tabler/icons-react';
import { formatBrl } from '@ponte/domain/money';
import { statsText } from '@ponte/domain/stats';
import { StatCardGrid } from '../../../ui/stat-card';
import { useSalesStatistics } from '../api/get-sales-statistics';
import { ChartPanel } from './chart-panel';
import { StatsScreen, useStatsScreen } from './stats-screen';
import { RankingTable, StatsPanel } from './stats-panel';

// The chart library is large: it loads only when this screen draws its chart.
const SalesByDayChart = lazy(() => import('./sales-by-day-chart'));

// Named after the grouping the server used, which a long period makes coarser than the one asked for.
const chartTitles = { day: 'Vendas por Dia', week: 'Vendas por Semana', month: 'Vendas por Mês' } as const;
const chartLabels = { day: 'Vendas por dia', week: 'Vendas por semana', month: 'Vendas por mês' } as const;

/** /estatisticas-vendas (admin): cards, sales per day and the sellers' ranking, money in R$. */
export function SalesStatisticsPage() {
  const screen = useStatsScreen(useSalesStatistics, { grouped: true });
  const { data, show } = screen;
  const group = data?.group ?? screen.period.group;

  return (
    <StatsScreen
      title="Estatísticas de Vendas"
      description="Vendas confirmadas no período (padrão: últimos 30 dias)"
      screen={screen}
      csv="sales"
    >
      <StatCardGrid
        cols={{ base: 1, xs: 2, lg: 4 }}
        cards={[
          { title: 'Total em Vendas', value: show((s) => formatBrl(s.totalValue)), icon: <IconCash size={22} /> },
          {
            title: 'Quantidade de Vendas',
            value: show((s) => s.totalCount.toLocaleString('pt-BR')),
            icon: <IconReceipt2 size={22} />,
            color: 'violet',
          },
          {
            title: 'Ticket Médio',
            value: show((s) => formatBrl(s.avgTicket)),
            icon: <IconTicket size={22} />,
            color: 'orange',
          },
          {
            title: 'Total de Comissões',
            value: show((s) => formatBrl(s.totalCommission)),
            icon: <IconPercentage size={22} />,
            color: 'green',
          },
        ]}
      />
      <ChartPanel title={chartTitles[group]} label={chartLabels[group]} loading={!data} empty={data?.totalCount === 0}>
        {data && <SalesByDayChart stats={data} />}
      </ChartPanel>
      <StatsPanel title="Ranking de Vendedores">
        {data && data.sellerSales.length > 0 ? (
          <RankingTable
            label="Ranking de vendedores"
            minWidth={520}
            head={
              <>
                <Table.Th>#</Table.Th>
                <Table.Th>Vendedor</Table.Th>
                <Table.Th ta="right">Vendas</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
                <Table.Th ta="right">Comissão</Table.Th>
              </>
            }
          >
            {data.sellerSales.map((s, i) => (
              <Table.Tr key={s.seller_id ?? 'none'}>
                <Table.Td>{i + 1}º</Table.Td>
                <Table.Td>{s.seller_name}</Table.Td>
                <Table.Td ta="right">{s.count.toLocaleString('pt-BR')}</Table.Td>
                <Table.Td ta="right">{formatBrl(s.value)}</Table.Td>
                <Table.Td ta="right">{formatBrl(s.commission)}</Table.Td>
              </Table.Tr>
            ))}
          </RankingTable>
        ) : data ? (
          <EmptyState icon={<IconChartLine size={28} />} withIndicatorBackground title={statsText.noData} py="xl" />
        ) : null}
      </StatsPanel>
    </StatsScreen>
  );
}
