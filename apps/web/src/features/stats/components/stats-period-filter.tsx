import { Button, Group, Paper, Text } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { DateField } from '../../../ui/date-field';
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
        <DateField
          label="Data Início"
          value={period.start_date}
          max={period.end_date}
          error={errors.start_date}
          onChange={(day) => onChange('start_date', day)}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <DateField
          label="Data Fim"
          value={period.end_date}
          min={period.start_date}
          error={errors.end_date}
          onChange={(day) => onChange('end_date', day)}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
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
