import { ActionIcon, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconRefresh } from '@tabler/icons-react';
import { formatDateTimeBR } from '@ponte/domain/dates';
import {
  messageAuthorLabel,
  messageRetryText,
  messageStatusText,
  quotedReplyText,
  type ChatMessage,
  type MessageStatus,
} from '@ponte/domain/conversations';
import { DeliveryTick } from './delivery-tick';
import { MessageContent } from './message-content';
import { messageAnchor, QuotedMessage } from './quoted-message';

/** Statuses that mean an outgoing message did not leave: staff must see them. */
const UNDELIVERED: ReadonlySet<MessageStatus> = new Set(['failed', 'not_configured']);

export type MessageBubbleProps = {
  message: ChatMessage;
  highlighted?: boolean;
  /** Sends again an outgoing message that did not leave; absent where nothing may be sent. */
  onRetry?: (id: number) => void;
  /** This message's retry is under way. */
  retrying?: boolean;
  /** Answers this message (a WhatsApp quoted reply); absent where nothing may be sent. */
  onReply?: (message: ChatMessage) => void;
};

/**
 * One message: incoming on the left, outgoing on the right, with what it quotes above it, its
 * pt-BR time and, when outgoing, its delivery ticks; one that did not leave offers 'Tentar novamente'.
 */
export function MessageBubble({
  message,
  highlighted = false,
  onRetry,
  retrying = false,
  onReply,
}: MessageBubbleProps) {
  const outgoing = message.direction === 'outgoing';
  const undelivered = outgoing && UNDELIVERED.has(message.status);
  return (
    <Box
      id={messageAnchor(message.id)}
      data-direction={message.direction}
      aria-label={outgoing ? 'Mensagem enviada' : 'Mensagem recebida'}
      role="article"
      style={{ display: 'flex', justifyContent: outgoing ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="80%"
        bg={outgoing ? 'indigo.0' : 'white'}
        withBorder
        style={{
          borderColor: undelivered ? 'var(--mantine-color-red-4)' : undefined,
          // The message the top bar's search opened.
          outline: highlighted ? '3px solid var(--mantine-color-yellow-5)' : undefined,
        }}
      >
        {/* Who answered: the staff member by name, the bot, or someone on the shop's phone. */}
        {outgoing && (message.sender_name || message.sent_by !== 'staff') && (
          <Text size="xs" fw={600} c={message.sent_by === 'staff' ? 'indigo.9' : 'gray.7'}>
            {messageAuthorLabel(message.sent_by, message.sender_name, '')}
          </Text>
        )}
        {message.quoted && <QuotedMessage quote={message.quoted} />}
        <MessageContent content={message.content} />
        <Group gap={6} justify="flex-end" mt={2} wrap="wrap">
          {onReply && (
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray.7"
              aria-label={`${quotedReplyText.reply}: “${message.content.slice(0, 60)}”`}
              title={quotedReplyText.reply}
              onClick={() => onReply(message)}
              mr="auto"
            >
              <IconArrowBackUp size={16} aria-hidden />
            </ActionIcon>
          )}
          {undelivered && (
            <Text size="xs" c="red.9" fw={600}>
              {messageStatusText[message.status]}
            </Text>
          )}
          {undelivered && onRetry && (
            <Button
              size="compact-xs"
              variant="outline"
              color="red.9"
              leftSection={<IconRefresh size={12} />}
              loading={retrying}
              // The visible text first (WCAG 2.5.3), then which message it sends.
              aria-label={`${messageRetryText.retry}: ${messageRetryText.retryLabel} “${message.content.slice(0, 60)}”`}
              onClick={() => onRetry(message.id)}
            >
              {messageRetryText.retry}
            </Button>
          )}
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {formatDateTimeBR(message.created_at)}
            </Text>
            {outgoing && <DeliveryTick status={message.status} />}
          </Group>
        </Group>
      </Paper>
    </Box>
  );
}
