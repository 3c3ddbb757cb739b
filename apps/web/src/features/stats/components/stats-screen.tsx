import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StatsPeriod } from '@ponte/domain/stats';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import type { StatsPeriodInput } from '../api/query-keys';
import { StatsPeriodFilter } from './stats-period-filter';
import { useStatsPeriod } from './use-stats-period';

/** A statistics screen's period and its figures for that period; `show` gives '—' until they come. */
export function useStatsScreen<T extends { period: StatsPeriod }>(
  useFigures: (p: StatsPeriodInput) => UseQueryResult<T>,
) {
  const period = useStatsPeriod();
  const query = useFigures(period.applied);
  const data = query.data;
  const show = (value: (s: T) => string) => (data ? value(data) : '—');
  return { period, query, data, show };
}

/** The frame every statistics screen shares: title, the period filter and a load failure. */
export function StatsScreen<T extends { period: StatsPeriod }>({
  title,
  description,
  screen,
  children,
}: {
  title: string;
  description: string;
  screen: ReturnType<typeof useStatsScreen<T>>;
  children: ReactNode;
}) {
  const { period, query, data } = screen;
  return (
    <>
      <PageHeader title={title} description={description} />
      <Stack gap="md">
        <StatsPeriodFilter
          period={period.period}
          errors={period.errors}
          used={data?.period}
          onChange={period.change}
          onClear={period.clear}
        />
        {query.error && !data && (
          <Text c="red" ta="center">
            {errorText(query.error, 'Erro ao carregar as estatísticas')}
          </Text>
        )}
        {children}
      </Stack>
    </>
  );
}
