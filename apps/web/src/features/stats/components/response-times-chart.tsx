import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ChatStatistics } from '@ponte/domain/stats';

/** How long customers waited for a first staff reply, in buckets (chart height 300). */
export default function ResponseTimesChart({ buckets }: { buckets: ChatStatistics['responseDistribution'] }) {
  return (
    <BarChart
      h={300}
      data={buckets.map((b) => ({ label: b.label, count: b.count }))}
      dataKey="label"
      series={[{ name: 'count', label: 'Respostas', color: 'blue.6' }]}
      valueFormatter={(n) => n.toLocaleString('pt-BR')}
    />
  );
}
