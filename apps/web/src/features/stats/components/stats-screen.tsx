import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StatsPeriod } from '@ponte/domain/stats';
import type { StatsGroup } from '@ponte/domain/stats-grouping';
import { errorText } from '../../../lib/api';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { PageHeader } from '../../../ui/page-header';
import { useExportStatsCsv, type StatsCsvScreen } from '../api/export-csv';
import type { StatsQueryInput } from '../api/query-keys';
import { StatsPeriodFilter } from './stats-period-filter';
import { useStatsPeriod } from './use-stats-period';

const EXPORT_FAILED = 'Erro ao exportar as estatísticas';

type Figures = { period: StatsPeriod; group?: StatsGroup };

/**
 * A statistics screen's period (and grouping, for a screen that draws a series) and its figures
 * for them; `show` gives '—' until they come.
 */
export function useStatsScreen<T extends Figures>(
  useFigures: (q: StatsQueryInput) => UseQueryResult<T>,
  { grouped = false, extra = {} }: { grouped?: boolean; extra?: Pick<StatsQueryInput, 'sign_ins'> } = {},
) {
  const period = useStatsPeriod();
  // By day is the server's default: the address and the call leave it out.
  const input: StatsQueryInput = {
    ...period.applied,
    ...(grouped && period.group !== 'day' ? { group: period.group } : {}),
    ...extra,
  };
  const query = useFigures(input);
  const data = query.data;
  const show = (value: (s: T) => string) => (data ? value(data) : '—');
  return { period, input, query, data, show, grouped };
}

/** The frame every statistics screen shares: title, the period filter and a load failure. */
export function StatsScreen<T extends Figures>({
  title,
  description,
  screen,
  csv,
  children,
}: {
  title: string;
  description: string;
  screen: ReturnType<typeof useStatsScreen<T>>;
  /** Which screen's CSV 'Exportar CSV' downloads. */
  csv: StatsCsvScreen;
  children: ReactNode;
}) {
  const { period, query, data, grouped } = screen;
  const exportCsv = useExportStatsCsv(csv);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={<ExportCsvButton exportCsv={exportCsv} input={screen.input} failed={EXPORT_FAILED} />}
      />
      <Stack gap="md">
        <StatsPeriodFilter
          period={period.period}
          errors={period.errors}
          used={data?.period}
          onChange={period.change}
          onClear={period.clear}
          grouping={grouped ? { asked: period.group, used: data?.group, onChange: period.regroup } : undefined}
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
