import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { paymentMethodLabels, type PaymentMethod } from '@ponte/domain/checkout';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { formatBrl, formatUsd } from '@ponte/domain/money';
import { salesErrorText, salesText, type Sale } from '@ponte/domain/sales';
import { Nowrap } from '../../../ui/nowrap';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';
import { SaleStatusBadge } from './sale-status-badge';

export const methodLabel = (method: string) => paymentMethodLabels[method as PaymentMethod] ?? method;

/** A cancelled sale owes no commission: '—' rather than the amount it would have paid. */
export const commissionText = (sale: Pick<Sale, 'status' | 'commission_amount'>) =>
  sale.status === 'cancelled' ? '—' : formatUsd(sale.commission_amount);

export type SalesTableProps = {
  /** Opens the sale's detail (a click on the row, or its 'Ver venda' button). */
  onOpen: (sale: Sale) => void;
  sales: Sale[];
  /** Admins change a sale's status; absent for everyone else. */
  onEditStatus?: (sale: Sale) => void;
};

/** Spec 2 §2: date, client name and e-mail, seller, value USD, commission, payment method, status. */
export function SalesTable({ sales, onOpen, onEditStatus }: SalesTableProps) {
  const columns: ResponsiveColumn<Sale>[] = [
    { key: 'date', header: 'Data', cell: (sale) => formatDateTimeBR(sale.created_at) },
    { key: 'order', header: 'Pedido', cell: (sale) => sale.order_number ?? '—' },
    {
      key: 'client',
      header: 'Cliente',
      role: 'title',
      cell: (sale) => (
        <>
          <Text size="sm" fw={500}>
            {sale.user.name}
          </Text>
          {sale.user.email && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {sale.user.email}
            </Text>
          )}
        </>
      ),
    },
    { key: 'seller', header: 'Vendedor', cell: (sale) => sale.seller?.name ?? salesText.noSeller },
    {
      key: 'total',
      header: 'Valor (USD)',
      align: 'right',
      cell: (sale) => <Nowrap>{formatUsd(sale.total_usd)}</Nowrap>,
    },
    // What the customer paid, installment interest included (issue 28).
    { key: 'paid', header: 'Pago (R$)', align: 'right', cell: (sale) => <Nowrap>{formatBrl(sale.total_brl)}</Nowrap> },
    { key: 'commission', header: 'Comissão', align: 'right', cell: (sale) => <Nowrap>{commissionText(sale)}</Nowrap> },
    { key: 'method', header: 'Pagamento', cell: (sale) => methodLabel(sale.payment_method) },
    { key: 'status', header: 'Status', cell: (sale) => <SaleStatusBadge status={sale.status} /> },
  ];
  columns.push({
    key: 'actions',
    header: 'Ações',
    role: 'actions',
    hideHeader: true,
    cell: (sale) => (
      <>
        <Tooltip label="Ver venda">
          <ActionIcon variant="subtle" aria-label={`Ver venda ${sale.id}`} onClick={() => onOpen(sale)}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
        {onEditStatus && (
          // A sale waiting for its PIX or boleto is confirmed from its list: the server refuses it here too.
          <Tooltip
            label={sale.awaiting_payment ? salesErrorText.sale_awaiting_payment : 'Alterar status'}
            multiline
            w={260}
          >
            <ActionIcon
              variant="subtle"
              aria-label={`Alterar status da venda ${sale.id}`}
              data-disabled={sale.awaiting_payment || undefined}
              aria-disabled={sale.awaiting_payment || undefined}
              onClick={() => !sale.awaiting_payment && onEditStatus(sale)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </>
    ),
  });
  return (
    <ResponsiveTable
      rows={sales}
      rowKey={(sale) => sale.id}
      columns={columns}
      label="Vendas"
      minWidth={1000}
      onRowClick={onOpen}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
    />
  );
}
