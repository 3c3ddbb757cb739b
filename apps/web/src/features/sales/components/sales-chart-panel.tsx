import { lazy, Suspense } from 'react';
import { Center, Loader, Paper, Text, Title } from '@mantine/core';
import type { SalesStats } from '@ponte/domain/sales';

// The chart library is large: it loads only when the sales screen draws its chart.
const SalesChart = lazy(() => import('./sales-chart'));

const CHART_HEIGHT = 300;

export function SalesChartPanel({ stats }: { stats: SalesStats | undefined }) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label="Receita e comissões por dia">
      <Title order={2} size="h4" mb="sm">
        Receita e Comissões por Dia
      </Title>
      {!stats ? (
        <Center h={CHART_HEIGHT}>
          <Loader size="sm" aria-label="Carregando gráfico" />
        </Center>
      ) : stats.daily.length === 0 ? (
        <Center h={CHART_HEIGHT}>
          <Text c="dimmed">Nenhuma venda no período</Text>
        </Center>
      ) : (
        <Suspense
          fallback={
            <Center h={CHART_HEIGHT}>
              <Loader size="sm" aria-label="Carregando gráfico" />
            </Center>
          }
        >
          <SalesChart days={stats.daily} />
        </Suspense>
      )}
    </Paper>
  );
}
