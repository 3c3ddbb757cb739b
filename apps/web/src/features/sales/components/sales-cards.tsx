import { SimpleGrid } from '@mantine/core';
import { IconCash, IconPercentage, IconReceipt2, IconTicket } from '@tabler/icons-react';
import { formatUsd } from '@ponte/domain/money';
import type { SalesStats } from '@ponte/domain/sales';
import { StatCard } from '../../../ui/stat-card';

/** Spec 2 §2: total sales, total revenue, total commissions, average ticket; '—' while there are no stats. */
export function SalesCards({ stats }: { stats: SalesStats | undefined }) {
  const show = (value: (s: SalesStats) => string) => (stats ? value(stats) : '—');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        title="Total de Vendas"
        value={show((s) => s.totalSales.toLocaleString('pt-BR'))}
        icon={<IconReceipt2 size={22} />}
        color="blue"
        hint="Vendas confirmadas"
      />
      <StatCard
        title="Receita Total"
        value={show((s) => formatUsd(s.totalRevenue))}
        icon={<IconCash size={22} />}
        color="green"
      />
      <StatCard
        title="Total de Comissões"
        value={show((s) => formatUsd(s.totalCommissions))}
        icon={<IconPercentage size={22} />}
        color="violet"
      />
      <StatCard
        title="Ticket Médio"
        value={show((s) => formatUsd(s.averageTicket))}
        icon={<IconTicket size={22} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
