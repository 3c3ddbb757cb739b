import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessage, IconNote } from '@tabler/icons-react';
import { noteText } from '@ponte/domain/notes';

/**
 * Issue 32: beside the send box, 'Nota interna' turns it into a note for the team; beside the
 * note box, 'Responder' turns it back. A button, not a row of tabs: the chat keeps its height.
 */
export function NoteModeButton({ onClick, back = false }: { onClick: () => void; back?: boolean }) {
  const label = back ? noteText.reply : noteText.note;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={back ? 'light' : 'default'}
        color={back ? 'indigo' : undefined}
        size={36}
        aria-label={label}
        onClick={onClick}
      >
        {back ? <IconMessage size={18} /> : <IconNote size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
