import { Box, Group, Paper, Text } from '@mantine/core';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { messageStatusText, type ChatMessage, type MessageStatus } from '@ponte/domain/conversations';
import { MessageContent } from './message-content';
import { messageAnchor, QuotedMessage } from './quoted-message';

/** Statuses that mean an outgoing message did not leave: staff must see them. */
const UNDELIVERED: ReadonlySet<MessageStatus> = new Set(['failed', 'not_configured']);

/** One message: incoming on the left, outgoing on the right, with what it quotes above it and its pt-BR time. */
export function MessageBubble({ message, highlighted = false }: { message: ChatMessage; highlighted?: boolean }) {
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
        {outgoing && message.sender_name && (
          <Text size="xs" fw={600} c="indigo.7">
            {message.sender_name}
          </Text>
        )}
        {message.quoted && <QuotedMessage quote={message.quoted} />}
        <MessageContent content={message.content} />
        <Group gap={6} justify="flex-end" mt={2} wrap="nowrap">
          {undelivered && (
            <Text size="xs" c="red.7" fw={600}>
              {messageStatusText[message.status]}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDateTimeBR(message.created_at)}
          </Text>
        </Group>
      </Paper>
    </Box>
  );
}
