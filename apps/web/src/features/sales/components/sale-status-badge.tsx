import { Badge } from '@mantine/core';
import { saleStatusLabels, type SaleStatus } from '@ponte/domain/sales';

const colors: Record<SaleStatus, string> = { confirmed: 'green', pending: 'yellow', cancelled: 'red' };

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return (
    // Never shortened to 'Pende…' by a narrow table column.
    <Badge color={colors[status]} variant="light" miw="max-content">
      {saleStatusLabels[status]}
    </Badge>
  );
}
