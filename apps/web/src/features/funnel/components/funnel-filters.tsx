import { Button, Group, NativeSelect, Paper } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { FUNNEL_STATUSES, funnelStatusLabels } from '@ponte/domain/funnel';
import { DateField } from '../../../ui/date-field';
import type { FunnelFilters, FunnelStatusFilter } from '../api/query-keys';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Todos' },
  ...FUNNEL_STATUSES.map((status) => ({ value: status, label: funnelStatusLabels[status] })),
];

type Props = {
  filters: FunnelFilters;
  onChange: (next: Omit<FunnelFilters, 'page'>) => void;
};

/** Period (start and end day) and status; any change goes back to the first page. */
export function FunnelFiltersBar({ filters, onChange }: Props) {
  const { start, end, status } = filters;
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-end" gap="md">
        <DateField
          label="Data Início"
          value={start}
          max={end}
          onChange={(day) => onChange({ start: day, end, status })}
          clearable
        />
        <DateField
          label="Data Fim"
          value={end}
          min={start}
          onChange={(day) => onChange({ start, end: day, status })}
          clearable
        />
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(e) => onChange({ start, end, status: e.currentTarget.value as FunnelStatusFilter })}
        />
        <Button
          variant="default"
          leftSection={<IconFilterX size={16} />}
          onClick={() => onChange({ start: '', end: '', status: 'all' })}
        >
          Limpar Filtros
        </Button>
      </Group>
    </Paper>
  );
}
