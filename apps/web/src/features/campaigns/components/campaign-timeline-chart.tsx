import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { timelineLabel, type TimelinePoint } from '@ponte/domain/campaign-stats';

/** Opens and clicks per hour, then per day (docs/0050). Loaded on its own chunk. */
export default function CampaignTimelineChart({ points }: { points: TimelinePoint[] }) {
  return (
    <BarChart
      h={240}
      data={points.map((p) => ({ label: timelineLabel(p), opens: p.opens, clicks: p.clicks }))}
      dataKey="label"
      series={[
        { name: 'opens', label: 'Aberturas', color: 'teal.6' },
        { name: 'clicks', label: 'Cliques', color: 'violet.6' },
      ]}
      valueFormatter={(n) => n.toLocaleString('pt-BR')}
      withLegend
      tickLine="y"
    />
  );
}
