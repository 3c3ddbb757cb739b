import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { IconFilterX } from '@tabler/icons-react';
import { SALE_STATUSES, saleStatusLabels } from '@ponte/domain/sales';
import type { UserPick } from '@ponte/domain/users';
import { PeriodFields, QuickPeriods } from '../../../ui/period-fields';
import type { SalesFilters as Filters } from '../api/query-keys';

const statusOptions = SALE_STATUSES.map((s) => ({ value: s, label: saleStatusLabels[s] }));

export type SalesFiltersProps = {
  filters: Filters;
  errors: Partial<Record<keyof Filters, string>>;
  /** Admins only: the staff to filter by; undefined hides the seller filter. */
  sellers: UserPick[] | undefined;
  onChange: (key: keyof Filters, value: string) => void;
  /** A quick period sets both days at once. */
  onPeriod: (period: { start_date: string; end_date: string }) => void;
  onClear: () => void;
};

/** Status, start and end day, the admin's seller, and 'Limpar' (spec 2 §2). */
export function SalesFilters({ filters, errors, sellers, onChange, onPeriod, onClear }: SalesFiltersProps) {
  return (
    <Paper withBorder radius="md" p="md" aria-label="Filtros">
      <Stack gap="sm">
        <QuickPeriods period={filters} onPick={onPeriod} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Status"
            placeholder="Todos"
            data={statusOptions}
            value={filters.status || null}
            onChange={(v) => onChange('status', v ?? '')}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
          <PeriodFields period={filters} errors={errors} onChange={onChange} />
          {sellers && (
            <Select
              label="Vendedor"
              placeholder="Todos"
              data={sellers.map((s) => ({ value: String(s.id), label: s.username }))}
              value={filters.seller_id || null}
              onChange={(v) => onChange('seller_id', v ?? '')}
              searchable
              clearable
              w={{ base: '100%', xs: 200 }}
            />
          )}
          <Button variant="default" leftSection={<IconFilterX size={16} />} onClick={onClear}>
            Limpar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
