import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconHourglassHigh, IconMessages, IconUsers } from '@tabler/icons-react';
import type { ChatStats } from '../api/get-chat-stats';
import { StatCard } from '../../../ui/stat-card';

export type PanelStatCardsProps = {
  /** Undefined while the first answer is awaited. */
  activeAttendants: number | undefined;
  stats: ChatStats | undefined;
};

const shown = (value: number | undefined) => (value === undefined ? '–' : value);

export function PanelStatCards({ activeAttendants, stats }: PanelStatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard title="Atendentes Ativos" value={shown(activeAttendants)} icon={<IconUsers size={22} />} color="teal" />
      <StatCard title="Chats Ativos" value={shown(stats?.active)} icon={<IconMessages size={22} />} />
      <StatCard
        title="Aguardando"
        value={shown(stats?.waiting)}
        icon={<IconHourglassHigh size={22} />}
        color="orange"
      />
      <StatCard
        title="Finalizados Hoje"
        value={shown(stats?.closed)}
        icon={<IconCircleCheck size={22} />}
        color="grape"
      />
    </SimpleGrid>
  );
}
