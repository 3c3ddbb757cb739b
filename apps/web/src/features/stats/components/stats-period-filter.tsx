import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { STATS_GROUPS, statsGroupLabels, type StatsGroup } from '@ponte/domain/stats-grouping';
import { PeriodFields } from '../../../ui/period-fields';
import { formatDueDay } from './format';
import type { StatsPeriodInput } from '../api/query-keys';

export type StatsGrouping = {
  /** The grouping asked for, and the one the server used (coarser for a long period). */
  asked: StatsGroup;
  used: StatsGroup | undefined;
  onChange: (group: StatsGroup) => void;
};

export type StatsPeriodFilterProps = {
  period: StatsPeriodInput;
  errors: Partial<Record<keyof StatsPeriodInput, string>>;
  /** The period the server used (after the 30-day default). */
  used: { start_date: string; end_date: string } | undefined;
  onChange: (key: keyof StatsPeriodInput, value: string) => void;
  onClear: () => void;
  /** Only the screens that draw a series group it. */
  grouping?: StatsGrouping;
};

const groupNouns = { day: 'dia', week: 'semana', month: 'mês' } as const satisfies Record<StatsGroup, string>;

/** The statistics screens' period: empty means the last 30 days. */
export function StatsPeriodFilter({ period, errors, used, onChange, onClear, grouping }: StatsPeriodFilterProps) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Período">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PeriodFields period={period} errors={errors} onChange={onChange} />
        {grouping && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="stats-group-label">
              Agrupar por
            </Text>
            <SegmentedControl
              aria-labelledby="stats-group-label"
              value={grouping.asked}
              onChange={(value) => grouping.onChange(value as StatsGroup)}
              data={STATS_GROUPS.map((g) => ({ value: g, label: statsGroupLabels[g] }))}
            />
          </Stack>
        )}
        <Button variant="default" leftSection={<IconFilterX size={16} />} onClick={onClear}>
          Limpar Filtros
        </Button>
        {used && (
          <Text size="sm" c="dimmed">
            Período: {formatDueDay(used.start_date)} a {formatDueDay(used.end_date)}
          </Text>
        )}
        {grouping?.used && grouping.used !== grouping.asked && (
          <Text size="sm" c="orange.8" role="status">
            Período longo: agrupado por {groupNouns[grouping.used]}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
