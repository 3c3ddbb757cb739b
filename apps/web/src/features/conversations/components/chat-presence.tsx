import { Group, Text } from '@mantine/core';
import { IconEye, IconPencil, IconUserCheck } from '@tabler/icons-react';
import { presenceText } from '@ponte/domain/conversations';
import type { ChatPerson } from '@ponte/domain/realtime';

export type ChatPresenceProps = {
  /** Whose chat it is; undefined where the screen does not know. */
  assignee?: string | null;
  /** The other staff with this chat open. */
  viewers: ChatPerson[];
  /** Those of them typing now. */
  typing: string[];
};

/**
 * Issue 31, above the chat: whose it is, who else has it open and who is typing, so two people
 * do not answer the customer at once. The typing line is a polite live region.
 */
export function ChatPresence({ assignee, viewers, typing }: ChatPresenceProps) {
  return (
    <Group gap="md" wrap="wrap" justify="space-between">
      {assignee !== undefined && (
        <Group gap={4} wrap="nowrap">
          <IconUserCheck size={14} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="xs" c="gray.7">
            {assignee ? presenceText.assignedTo(assignee) : presenceText.unassigned}
          </Text>
        </Group>
      )}
      {viewers.length > 0 && (
        <Group gap={4} wrap="nowrap">
          <IconEye size={14} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="xs" c="gray.7">
            {presenceText.alsoHere} {viewers.map((v) => v.name).join(', ')}
          </Text>
        </Group>
      )}
      <Text size="xs" c="indigo.9" fw={600} role="status" aria-live="polite" style={{ minHeight: 0 }}>
        {typing.length > 0 && (
          <>
            <IconPencil size={12} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {presenceText.typing(typing)}
          </>
        )}
      </Text>
    </Group>
  );
}
