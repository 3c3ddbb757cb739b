import { Button, Group, NativeSelect, Paper } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { FUNNEL_STATUSES, funnelStatusLabels } from '@ponte/domain/funnel';
import { PeriodFields } from '../../../ui/period-fields';
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
        <PeriodFields
          period={{ start_date: start, end_date: end }}
          errors={{}}
          onChange={(key, day) =>
            onChange(key === 'start_date' ? { start: day, end, status } : { start, end: day, status })
          }
          width={null}
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
