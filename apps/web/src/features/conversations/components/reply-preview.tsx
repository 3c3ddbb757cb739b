import { Box, CloseButton, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { quotedReplyText } from '@ponte/domain/conversations';

/** Above the send box: the message the text will answer, and the way out of it (also Escape). */
export function ReplyPreview({ content, onCancel }: { content: string; onCancel?: () => void }) {
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      mb={6}
      px="xs"
      py={4}
      bg="gray.0"
      role="group"
      aria-label={quotedReplyText.replyingTo}
      style={{ borderLeft: '3px solid var(--mantine-color-indigo-6)', borderRadius: 'var(--mantine-radius-xs)' }}
    >
      <IconArrowBackUp size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" fw={600} c="indigo.9">
          {quotedReplyText.replyingTo}
        </Text>
        <Text size="xs" c="gray.7" lineClamp={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      </Box>
      {onCancel && <CloseButton size="sm" aria-label={quotedReplyText.cancel} onClick={onCancel} />}
    </Group>
  );
}
