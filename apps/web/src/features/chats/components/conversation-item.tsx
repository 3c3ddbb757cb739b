import { Badge, Paper, Switch, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatPhoneBR } from '@ponte/domain/phone';
import { errorText } from '../../../lib/api';
import { relativeTime } from '../../../lib/relative-time';
import { LabelBadges } from '../../../ui/label-badges';
import type { Conversation } from '../api/get-conversations';
import { useToggleConversationBot } from '../api/toggle-conversation-bot';
import { ChatRowBody } from './chat-row';

export type ConversationItemProps = {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
  now: number;
  /** The one-line text of the last message (media shown by kind or caption). */
  preview: (content: string) => string;
};

const notifyToggleFailure = (err: unknown) =>
  notifications.show({
    color: 'red',
    title: 'Bot',
    message: errorText(err, 'Não foi possível alterar o bot. Tente novamente.'),
  });

/** One conversation of the inbox: its last message, unread count and its own bot switch. */
export function ConversationItem({ conversation: c, selected, onSelect, now, preview }: ConversationItemProps) {
  const toggle = useToggleConversationBot();
  const botOn = !c.botPaused;
  // The open conversation is being read: its count is cleared as soon as the server has it.
  const unread = selected ? 0 : c.unread;
  return (
    <Paper
      role="listitem"
      aria-label={c.name}
      withBorder
      radius="md"
      p="xs"
      bg={selected ? 'indigo.0' : undefined}
      style={selected ? { borderColor: 'var(--mantine-color-indigo-3)' } : undefined}
    >
      <UnstyledButton onClick={onSelect} aria-current={selected || undefined} w="100%">
        <ChatRowBody
          name={c.name}
          nameWeight={unread > 0 ? 700 : 600}
          time={relativeTime(c.lastActivity, now)}
          detail={c.lastMessage ? preview(c.lastMessage) : formatPhoneBR(c.phone)}
          trailing={
            unread > 0 && (
              <Badge color="red" size="sm" style={{ flexShrink: 0 }}>
                {unread}
                <VisuallyHidden> não lidas</VisuallyHidden>
              </Badge>
            )
          }
        >
          <LabelBadges labels={c.labels} size="xs" />
        </ChatRowBody>
      </UnstyledButton>
      <Switch
        size="xs"
        mt={6}
        color="green"
        checked={botOn}
        disabled={toggle.isPending}
        // Every item has a switch: its name says whose conversation it is (WCAG 2.4.6).
        label={
          <>
            {botOn ? 'Bot Ativo' : 'Atendimento Manual'}
            <VisuallyHidden>, {c.name}</VisuallyHidden>
          </>
        }
        onChange={(event) =>
          toggle.mutate({ id: c.id, enabled: event.currentTarget.checked }, { onError: notifyToggleFailure })
        }
      />
    </Paper>
  );
}
