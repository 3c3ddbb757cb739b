import { SimpleGrid } from '@mantine/core';
import { IconCash, IconPercentage, IconUsers } from '@tabler/icons-react';
import type { CommissionReport } from '@ponte/domain/commissions';
import { formatUsd } from '@ponte/domain/money';
import { StatCard } from '../../../ui/stat-card';

/** The report's three cards; '—' while there is no report (loading, or a load that failed). */
export function ReportCards({ report }: { report: CommissionReport | undefined }) {
  const show = (value: (r: CommissionReport) => string) => (report ? value(report) : '—');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <StatCard
        title="Receita Total"
        value={show((r) => formatUsd(r.total_revenue))}
        icon={<IconCash size={22} />}
        color="blue"
      />
      <StatCard
        title="Total de Comissões"
        value={show((r) => formatUsd(r.total_commissions))}
        icon={<IconPercentage size={22} />}
        color="green"
      />
      <StatCard
        title="Vendedores Ativos"
        value={show((r) => String(r.active_sellers))}
        icon={<IconUsers size={22} />}
        color="violet"
        hint="Com vendas confirmadas no período"
      />
    </SimpleGrid>
  );
}
