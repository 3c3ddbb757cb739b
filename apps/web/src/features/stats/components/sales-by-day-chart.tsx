import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatBrl } from '@ponte/domain/money';
import type { SalesStatistics } from '@ponte/domain/stats';
import { pointLabel } from './format';

/** Sales per São Paulo day, week or month in R$ (chart height 300). Loaded on its own chunk. */
export default function SalesByDayChart({ stats }: { stats: SalesStatistics }) {
  const { period, group, salesByDay } = stats;
  const multiYear = period.start_date.slice(0, 4) !== period.end_date.slice(0, 4);
  return (
    <LineChart
      h={300}
      data={salesByDay.map((d) => ({ ...d, label: pointLabel(d.day, group, multiYear) }))}
      dataKey="label"
      series={[{ name: 'value', label: 'Vendas (R$)', color: 'blue.6' }]}
      valueFormatter={formatBrl}
      yAxisProps={{ width: 110 }}
      curveType="monotone"
      withDots={salesByDay.length <= 31}
    />
  );
}
