import { Button, Group, NativeSelect, Paper, TextInput } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { FUNNEL_STATUSES, funnelStatusLabels } from '@ponte/domain/funnel';
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
        <TextInput
          type="date"
          label="Data Início"
          value={start}
          max={end || undefined}
          onChange={(e) => onChange({ start: e.currentTarget.value, end, status })}
        />
        <TextInput
          type="date"
          label="Data Fim"
          value={end}
          min={start || undefined}
          onChange={(e) => onChange({ start, end: e.currentTarget.value, status })}
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
