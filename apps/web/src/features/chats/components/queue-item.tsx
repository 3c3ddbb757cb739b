import { Badge, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { formatPhoneBR } from '@ponte/domain/phone';
import { relativeTime } from '../../../lib/relative-time';
import type { QueueItem as QueueItemData } from '../api/get-my-queue';
import { ChatRowBody } from './chat-row';

export type QueueItemProps = {
  item: QueueItemData;
  selected: boolean;
  onSelect: () => void;
  /** The clock the relative times are read against, shared by the whole list. */
  now: number;
};

/** One chat of the queue: who, when they last wrote (relative) and how many messages. */
export function QueueItem({ item, selected, onSelect, now }: QueueItemProps) {
  const { user } = item;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected || undefined}
      w="100%"
      p="sm"
      bg={selected ? 'indigo.0' : undefined}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid var(--mantine-color-${selected ? 'indigo-3' : 'gray-2'})`,
      }}
    >
      <ChatRowBody
        name={user.name}
        time={relativeTime(item.last_interaction, now)}
        detail={formatPhoneBR(user.phone)}
        trailing={
          <Badge
            size="sm"
            variant="light"
            color="gray"
            leftSection={<IconMessage size={12} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {item.messages_count.toLocaleString('pt-BR')}
            <VisuallyHidden>{item.messages_count === 1 ? ' mensagem' : ' mensagens'}</VisuallyHidden>
          </Badge>
        }
      />
    </UnstyledButton>
  );
}
