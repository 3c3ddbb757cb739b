import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { IconCash, IconCoin, IconPercentage, IconReceipt2, IconTicket } from '@tabler/icons-react';
import { dayText } from '../../../ui/date-text';
import { formatBrl, formatUsd } from '@ponte/domain/money';
import type { SalesFigures, SalesStats } from '@ponte/domain/sales';
import { StatCard } from '../../../ui/stat-card';

type Figure = { title: string; format: (s: SalesFigures) => string; icon: ReactNode; color: string };

const FIGURES: Figure[] = [
  {
    title: 'Total de Vendas',
    format: (s) => s.totalSales.toLocaleString('pt-BR'),
    icon: <IconReceipt2 size={22} />,
    color: 'blue',
  },
  { title: 'Receita Total', format: (s) => formatUsd(s.totalRevenue), icon: <IconCash size={22} />, color: 'green' },
  {
    title: 'Total de Comissões',
    format: (s) => formatUsd(s.totalCommissions),
    icon: <IconPercentage size={22} />,
    color: 'violet',
  },
  { title: 'Ticket Médio', format: (s) => formatUsd(s.averageTicket), icon: <IconTicket size={22} />, color: 'orange' },
  // What the customers paid in reais, installment interest included (issue 28).
  { title: 'Total Pago (R$)', format: (s) => formatBrl(s.totalPaidBrl), icon: <IconCoin size={22} />, color: 'teal' },
];

/**
 * Spec 2 §2's four cards (total sales, total revenue, total commissions, average ticket) and
 * what was paid in reais; with a chosen period, each says its figure for the period of the same
 * length just before. '—' while there are no stats.
 */
export function SalesCards({ stats }: { stats: SalesStats | undefined }) {
  const previous = stats?.previous;
  return (
    // Five in a row only where each card holds a seven-figure R$ amount beside its icon.
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
      {FIGURES.map((f) => (
        <StatCard
          key={f.title}
          title={f.title}
          value={stats ? f.format(stats) : '—'}
          icon={f.icon}
          color={f.color}
          hint={
            previous
              ? `Período anterior (${dayText(previous.start_date)} a ${dayText(previous.end_date)}): ${f.format(previous)}`
              : undefined
          }
        />
      ))}
    </SimpleGrid>
  );
}
