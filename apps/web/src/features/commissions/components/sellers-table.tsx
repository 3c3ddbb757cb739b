import { Table, Text } from '@mantine/core';
import type { CommissionReport } from '@ponte/domain/commissions';
import { formatDecimalBR } from '@ponte/domain/dates';
import { formatUsd } from '@ponte/domain/money';

const percent = (value: number) => `${formatDecimalBR(value)}%`;

/** Per-seller totals of the period with a totals row (the server's totals, summed in cents). */
export function SellersTable({ report }: { report: CommissionReport }) {
  const salesCount = report.sellers.reduce((sum, s) => sum + s.sales_count, 0);
  return (
    <Table.ScrollContainer minWidth={480} aria-label="Comissões por vendedor">
      {/* Amounts never wrap: "US$" alone on a line reads as a value of its own. */}
      <Table verticalSpacing="sm" highlightOnHover aria-label="Comissões por vendedor" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vendedor</Table.Th>
            <Table.Th visibleFrom="sm">E-mail</Table.Th>
            <Table.Th ta="right">Vendas</Table.Th>
            <Table.Th ta="right">Receita Total</Table.Th>
            <Table.Th ta="right">Comissão Total</Table.Th>
            <Table.Th ta="right">% Comissão</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.sellers.map((s) => (
            <Table.Tr key={s.seller_id ?? 'none'}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {s.seller_name}
                </Text>
                {/* On a phone the e-mail goes under the name, leaving the width to the amounts. */}
                {s.seller_email && (
                  <Text hiddenFrom="sm" size="xs" c="dimmed">
                    {s.seller_email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="sm" c="dimmed">
                {s.seller_email ?? '—'}
              </Table.Td>
              <Table.Td ta="right">{s.sales_count}</Table.Td>
              <Table.Td ta="right">{formatUsd(s.total_revenue)}</Table.Td>
              <Table.Td ta="right">{formatUsd(s.total_commission)}</Table.Td>
              <Table.Td ta="right">{percent(s.commission_percentage)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th>Total</Table.Th>
            <Table.Td visibleFrom="sm" />
            <Table.Td ta="right">{salesCount}</Table.Td>
            <Table.Td ta="right">{formatUsd(report.total_revenue)}</Table.Td>
            <Table.Td ta="right">{formatUsd(report.total_commissions)}</Table.Td>
            <Table.Td ta="right">{percent(report.commission_percentage)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
