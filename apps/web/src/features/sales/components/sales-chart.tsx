import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { formatUsd } from '@ponte/domain/money';
import type { SalesDay } from '@ponte/domain/sales';

/** 'YYYY-MM-DD' → 'DD/MM', the axis of a shop day. */
const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Revenue and commission per São Paulo day (spec 2 §2, chart height 300). Loaded on its own chunk. */
export default function SalesChart({ days }: { days: SalesDay[] }) {
  return (
    <LineChart
      h={300}
      data={days.map((d) => ({ ...d, label: dayLabel(d.day) }))}
      dataKey="label"
      series={[
        { name: 'revenue', label: 'Receita', color: 'blue.6' },
        { name: 'commission', label: 'Comissão', color: 'green.6' },
      ]}
      valueFormatter={formatUsd}
      withLegend
      curveType="monotone"
      withDots={days.length <= 31}
    />
  );
}
