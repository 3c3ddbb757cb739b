import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { CHAT_STATUSES, chatStatusLabels, type ChatStatistics } from '@ponte/domain/stats';

const COLORS = { active: 'teal.6', pending: 'yellow.6', closed: 'gray.5', transferred: 'violet.6' } as const;

/** Chats of the period by status (chart height 300). Loaded on its own chunk. */
export default function ChatsByStatusChart({ counts }: { counts: ChatStatistics['statusCounts'] }) {
  return (
    <PieChart
      h={300}
      size={220}
      mx="auto"
      withLabelsLine
      labelsPosition="outside"
      labelsType="value"
      withLabels
      withTooltip
      tooltipDataSource="segment"
      data={CHAT_STATUSES.filter((s) => counts[s] > 0).map((s) => ({
        name: chatStatusLabels[s],
        value: counts[s],
        color: COLORS[s],
      }))}
    />
  );
}
