import { IconCircleCheck, IconHourglassHigh, IconMessages, IconUsers } from '@tabler/icons-react';
import type { ActiveAttendant } from '../api/get-active-attendants';
import type { ChatStats } from '../api/get-chat-stats';
import { StatCardGrid } from '../../../ui/stat-card';
import { isAvailable } from './attendant-options';

export type PanelStatCardsProps = {
  /** The open shifts; undefined while the first answer is awaited. */
  attendants: ActiveAttendant[] | undefined;
  stats: ChatStats | undefined;
};

const shown = (value: number | undefined) => (value === undefined ? '–' : value);

export function PanelStatCards({ attendants, stats }: PanelStatCardsProps) {
  // Active means available to take a chat: someone on a break is counted apart, and said so.
  const available = attendants?.filter(isAvailable).length;
  const onBreak = attendants === undefined || available === undefined ? 0 : attendants.length - available;
  return (
    <StatCardGrid
      cols={{ base: 2, md: 4 }}
      cards={[
        {
          title: 'Atendentes Ativos',
          value: shown(available),
          icon: <IconUsers size={22} />,
          color: 'teal',
          hint: onBreak > 0 ? `${onBreak} em pausa` : undefined,
        },
        {
          title: 'Chats Ativos',
          value: shown(stats?.active),
          icon: <IconMessages size={22} />,
          hint: 'Em atendimento agora',
        },
        { title: 'Aguardando', value: shown(stats?.waiting), icon: <IconHourglassHigh size={22} />, color: 'orange' },
        { title: 'Finalizados Hoje', value: shown(stats?.closed), icon: <IconCircleCheck size={22} />, color: 'grape' },
      ]}
    />
  );
}
