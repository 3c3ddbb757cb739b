import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatBrl } from '@ponte/domain/money';
import type { SalesStatistics } from '@ponte/domain/stats';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Sales per São Paulo day in R$ (chart height 300). Loaded on its own chunk. */
export default function SalesByDayChart({ days }: { days: SalesStatistics['salesByDay'] }) {
  return (
    <LineChart
      h={300}
      data={days.map((d) => ({ ...d, label: dayLabel(d.day) }))}
      dataKey="label"
      series={[{ name: 'value', label: 'Vendas (R$)', color: 'blue.6' }]}
      valueFormatter={formatBrl}
      yAxisProps={{ width: 110 }}
      curveType="monotone"
      withDots={days.length <= 31}
    />
  );
}
