import { Badge } from '@mantine/core';
import { saleStatusLabels, type SaleStatus } from '@ponte/domain/sales';

const colors: Record<SaleStatus, string> = { confirmed: 'green', pending: 'yellow', cancelled: 'red' };

export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {saleStatusLabels[status]}
    </Badge>
  );
}
