import { Box, Group, Paper, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { pendingText } from '@ponte/domain/conversations';
import type { PendingMessage } from '../hooks/send-flow';

/**
 * Issue 31: a message sent from the box and not stored yet, where it will appear, in order: the
 * AI is checking it, it waits behind another, or it is on its way.
 */
export function PendingBubble({ message, first }: { message: PendingMessage; first: boolean }) {
  const state = message.state === 'waiting' && first ? 'checking' : message.state;
  return (
    <Box
      role="article"
      aria-label={`${pendingText.label}: ${pendingText[state]}`}
      data-pending={state}
      style={{ display: 'flex', justifyContent: 'flex-end' }}
    >
      <Paper px="sm" py={6} radius="md" maw="80%" bg="indigo.0" withBorder style={{ borderStyle: 'dashed' }}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        <Group gap={4} justify="flex-end" mt={2} wrap="nowrap">
          <IconClock size={14} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="xs" c="gray.7">
            {pendingText[state]}
          </Text>
        </Group>
      </Paper>
    </Box>
  );
}
