import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { quickReplyText, type QuickReply } from '@ponte/domain/quick-replies';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

const usesText = (count: number) =>
  count === 1 ? quickReplyText.oneUse : quickReplyText.uses.replace('{count}', count.toLocaleString('pt-BR'));

export type QuickReplyItemProps = {
  reply: QuickReply;
  onEdit: (reply: QuickReply) => void;
  onDelete: (reply: QuickReply) => void;
};

/** A reply: its shortcut, whose it is, how often it was used and its text as it will be sent. */
export function QuickReplyItem({ reply, onEdit, onDelete }: QuickReplyItemProps) {
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`/${reply.shortcut}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600} c="indigo.9" style={{ overflowWrap: 'anywhere' }}>
              /{reply.shortcut}
            </Text>
            <Badge size="sm" variant="light" color={reply.shared ? 'teal' : 'gray'}>
              {reply.shared ? quickReplyText.shared : quickReplyText.personal}
            </Badge>
            <Text size="xs" c="dimmed">
              {usesText(reply.uses)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
            {reply.content}
          </Text>
        </Stack>
        {reply.editable && (
          <Group gap={4} wrap="nowrap">
            <EditAction
              label={`${quickReplyText.edit} /${reply.shortcut}`}
              tooltip={quickReplyText.edit}
              iconSize={18}
              onClick={() => onEdit(reply)}
            />
            <DeleteAction
              label={`${quickReplyText.delete} /${reply.shortcut}`}
              tooltip={quickReplyText.delete}
              iconSize={18}
              onClick={() => onDelete(reply)}
            />
          </Group>
        )}
      </Group>
    </Paper>
  );
}
