import { Text } from '@mantine/core';
import type { CommissionReport, SellerCommission } from '@ponte/domain/commissions';
import { formatDecimalBR } from '@ponte/domain/dates';
import { formatUsd } from '@ponte/domain/money';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';
import { Nowrap } from '../../../ui/nowrap';

const percent = (value: number) => `${formatDecimalBR(value)}%`;

/** A seller's line, or the totals' (no id, no e-mail). */
type Line = Pick<
  SellerCommission,
  'seller_name' | 'seller_email' | 'sales_count' | 'total_revenue' | 'total_commission' | 'commission_percentage'
> & { key: string };

const columns: ResponsiveColumn<Line>[] = [
  {
    key: 'seller',
    header: 'Vendedor',
    role: 'title',
    cell: (l) => (
      <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {l.seller_name}
      </Text>
    ),
  },
  { key: 'email', header: 'E-mail', cell: (l) => l.seller_email ?? (l.key === 'total' ? '' : '—') },
  { key: 'count', header: 'Vendas', align: 'right', cell: (l) => l.sales_count },
  // Amounts never wrap: "US$" alone on a line reads as a value of its own.
  {
    key: 'revenue',
    header: 'Receita Total',
    align: 'right',
    cell: (l) => <Nowrap>{formatUsd(l.total_revenue)}</Nowrap>,
  },
  {
    key: 'commission',
    header: 'Comissão Total',
    align: 'right',
    cell: (l) => <Nowrap>{formatUsd(l.total_commission)}</Nowrap>,
  },
  { key: 'share', header: '% Comissão', align: 'right', cell: (l) => percent(l.commission_percentage) },
];

/**
 * Per-seller totals of the period with a totals row (the server's totals, summed in cents). On
 * a phone each seller is a card and the totals the last one, so nothing scrolls sideways.
 */
export function SellersTable({ report }: { report: CommissionReport }) {
  const lines: Line[] = report.sellers.map((s) => ({ ...s, key: String(s.seller_id ?? 'none') }));
  const total: Line = {
    key: 'total',
    seller_name: 'Total',
    seller_email: null,
    sales_count: report.sellers.reduce((sum, s) => sum + s.sales_count, 0),
    total_revenue: report.total_revenue,
    total_commission: report.total_commissions,
    commission_percentage: report.commission_percentage,
  };
  return (
    <ResponsiveTable
      rows={lines}
      rowKey={(l) => l.key}
      columns={columns}
      label="Comissões por vendedor"
      minWidth={640}
      footerRow={total}
      tableProps={{ verticalSpacing: 'sm', highlightOnHover: true }}
    />
  );
}
