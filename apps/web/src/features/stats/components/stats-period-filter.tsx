import { Button, Group, Paper, Text } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { PeriodFields } from '../../../ui/period-fields';
import { formatDueDay } from './format';
import type { StatsPeriodInput } from '../api/query-keys';

export type StatsPeriodFilterProps = {
  period: StatsPeriodInput;
  errors: Partial<Record<keyof StatsPeriodInput, string>>;
  /** The period the server used (after the 30-day default). */
  used: { start_date: string; end_date: string } | undefined;
  onChange: (key: keyof StatsPeriodInput, value: string) => void;
  onClear: () => void;
};

/** The statistics screens' period: empty means the last 30 days. */
export function StatsPeriodFilter({ period, errors, used, onChange, onClear }: StatsPeriodFilterProps) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Período">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PeriodFields period={period} errors={errors} onChange={onChange} />
        <Button variant="default" leftSection={<IconFilterX size={16} />} onClick={onClear}>
          Limpar Filtros
        </Button>
        {used && (
          <Text size="sm" c="dimmed">
            Período: {formatDueDay(used.start_date)} a {formatDueDay(used.end_date)}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
