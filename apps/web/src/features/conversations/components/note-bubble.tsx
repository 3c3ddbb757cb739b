import { ActionIcon, Badge, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconNote, IconTrash } from '@tabler/icons-react';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { MENTION, noteText, type ChatNote } from '@ponte/domain/notes';

/** The note's text with each '@name' in bold. */
function withMentions(content: string) {
  const parts: (string | { mention: string })[] = [];
  let last = 0;
  for (const m of content.matchAll(MENTION)) {
    const at = m.index! + m[1]!.length;
    parts.push(content.slice(last, at), { mention: `@${m[2]}` });
    last = at + m[2]!.length + 1;
  }
  parts.push(content.slice(last));
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Text key={i} span fw={700}>
        {part.mention}
      </Text>
    ),
  );
}

/**
 * Issue 32: an internal note in the history, centred and in yellow, so it never reads as
 * something the customer saw. Its author or an admin may delete it.
 */
export function NoteBubble({ note, onDelete }: { note: ChatNote; onDelete?: (note: ChatNote) => void }) {
  return (
    <Box
      role="article"
      aria-label={`${noteText.badge} de ${note.author_name ?? '—'}`}
      style={{ display: 'flex', justifyContent: 'center' }}
    >
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="90%"
        w="100%"
        bg="yellow.0"
        withBorder
        style={{ borderColor: 'var(--mantine-color-yellow-4)' }}
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconNote size={14} aria-hidden color="var(--mantine-color-yellow-9)" />
            <Badge size="xs" color="yellow" variant="light">
              {noteText.badge}
            </Badge>
            <Text size="xs" fw={600} c="gray.8">
              {note.author_name ?? '—'}
            </Text>
          </Group>
          {onDelete && (
            <Tooltip label={noteText.deleteLabel}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={noteText.deleteLabel}
                onClick={() => onDelete(note)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {withMentions(note.content)}
        </Text>
        <Text size="xs" c="gray.7" ta="right">
          {formatDateTimeBR(note.created_at)}
        </Text>
      </Paper>
    </Box>
  );
}
