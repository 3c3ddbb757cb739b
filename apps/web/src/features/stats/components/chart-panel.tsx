import { Suspense, type ReactNode } from 'react';
import { Center, Loader, Paper, Text, Title } from '@mantine/core';
import { statsText } from '@ponte/domain/stats';

/** Spec 3: every statistics chart is 300 px high. */
export const CHART_HEIGHT = 300;

function ChartLoader() {
  return (
    <Center h={CHART_HEIGHT}>
      <Loader size="sm" aria-label="Carregando gráfico" />
    </Center>
  );
}

/**
 * A statistics chart's frame: a loader until the figures come, 'Nenhum dado disponível' when the
 * period has none, else the chart, whose lazy chunk loads only then.
 */
export function ChartPanel({
  title,
  label,
  loading,
  empty,
  footer,
  children,
}: {
  title: string;
  label: string;
  loading: boolean;
  empty: boolean;
  /** Shown under the chart at once, while its chunk may still be loading. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={label}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {loading ? (
        <ChartLoader />
      ) : empty ? (
        <Center h={CHART_HEIGHT}>
          <Text c="dimmed">{statsText.noData}</Text>
        </Center>
      ) : (
        <>
          <Suspense fallback={<ChartLoader />}>{children}</Suspense>
          {footer}
        </>
      )}
    </Paper>
  );
}
