import { IconCash, IconPercentage, IconUsers } from '@tabler/icons-react';
import type { CommissionReport } from '@ponte/domain/commissions';
import { formatUsd } from '@ponte/domain/money';
import { StatCardGrid } from '../../../ui/stat-card';

/** The report's three cards; '—' while there is no report (loading, or a load that failed). */
export function ReportCards({ report }: { report: CommissionReport | undefined }) {
  const show = (value: (r: CommissionReport) => string) => (report ? value(report) : '—');
  return (
    <StatCardGrid
      cols={{ base: 1, xs: 3 }}
      cards={[
        {
          title: 'Receita Total',
          value: show((r) => formatUsd(r.total_revenue)),
          icon: <IconCash size={22} />,
          color: 'blue',
        },
        {
          title: 'Total de Comissões',
          value: show((r) => formatUsd(r.total_commissions)),
          icon: <IconPercentage size={22} />,
          color: 'green',
        },
        {
          title: 'Vendedores Ativos',
          value: show((r) => String(r.active_sellers)),
          icon: <IconUsers size={22} />,
          color: 'violet',
          hint: 'Com vendas confirmadas no período',
        },
      ]}
    />
  );
}
