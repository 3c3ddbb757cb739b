import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { paymentMethodLabels, type PaymentMethod } from '@ponte/domain/checkout';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { formatUsd } from '@ponte/domain/money';
import { salesText, type Sale } from '@ponte/domain/sales';
import { SaleStatusBadge } from './sale-status-badge';

export const methodLabel = (method: string) => paymentMethodLabels[method as PaymentMethod] ?? method;

export type SalesTableProps = {
  sales: Sale[];
  /** Admins change a sale's status; absent for everyone else. */
  onEditStatus?: (sale: Sale) => void;
};

/** Spec 2 §2: date, client name and e-mail, seller, value USD, commission, payment method, status. */
export function SalesTable({ sales, onEditStatus }: SalesTableProps) {
  return (
    <Table.ScrollContainer minWidth={820} aria-label="Vendas">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Vendas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Vendedor</Table.Th>
            <Table.Th ta="right">Valor (USD)</Table.Th>
            <Table.Th ta="right">Comissão</Table.Th>
            <Table.Th>Pagamento</Table.Th>
            <Table.Th>Status</Table.Th>
            {onEditStatus && <Table.Th aria-label="Ações" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.map((sale) => (
            <Table.Tr key={sale.id}>
              <Table.Td>{formatDateTimeBR(sale.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {sale.user.name}
                </Text>
                {sale.user.email && (
                  <Text size="xs" c="dimmed">
                    {sale.user.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{sale.seller?.name ?? salesText.noSeller}</Table.Td>
              <Table.Td ta="right">{formatUsd(sale.total_usd)}</Table.Td>
              <Table.Td ta="right">{formatUsd(sale.commission_amount)}</Table.Td>
              <Table.Td>{methodLabel(sale.payment_method)}</Table.Td>
              <Table.Td>
                <SaleStatusBadge status={sale.status} />
              </Table.Td>
              {onEditStatus && (
                <Table.Td>
                  <Tooltip label="Alterar status">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Alterar status da venda ${sale.id}`}
                      onClick={() => onEditStatus(sale)}
                    >
                      <IconEdit size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
