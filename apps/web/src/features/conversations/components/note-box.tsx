import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { NOTE_MAX_LENGTH, noteText } from '@ponte/domain/notes';
import { toastFailure } from '../../../lib/toast-outcome';
import { useCreateNote } from '../api/notes';
import { useMentionPicker } from '../hooks/use-mention-picker';
import { NoteModeButton } from './note-mode-button';

const LIST_ID = 'mencoes-lista';
const optionId = (id: number) => `mencao-${id}`;

/**
 * Issue 32: the box for an internal note, in the note's own colour so nobody takes it for a
 * reply. Enter saves (Shift+Enter breaks the line); '@' lists colleagues to name. Nothing typed
 * here reaches the customer.
 */
export function NoteBox({
  customerId,
  onSaved,
  onWriteReply,
}: {
  customerId: number;
  onSaved: () => void;
  /** Back to a reply to the customer. */
  onWriteReply: () => void;
}) {
  const [text, setText] = useState('');
  const create = useCreateNote();
  const mentions = useMentionPicker(text, setText);
  const tooLong = text.length > NOTE_MAX_LENGTH;
  const save = () => {
    const content = text.trim();
    if (!content || tooLong || create.isPending) return;
    create.mutate(
      { customerId, content },
      {
        onSuccess: () => {
          setText('');
          onSaved();
        },
        ...toastFailure(noteText.saveFailed),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    save();
  };
  return (
    <form
      aria-label={noteText.note}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap" pos="relative">
        {mentions.open && (
          <Paper
            withBorder
            shadow="md"
            p={4}
            style={{ position: 'absolute', bottom: 'calc(100% + 6px)', left: 0, zIndex: 5, minWidth: 220 }}
          >
            <Stack gap={2} role="listbox" id={LIST_ID} aria-label={noteText.mentionPickerLabel}>
              {mentions.items.map((person, index) => (
                <div
                  key={person.id}
                  id={optionId(person.id)}
                  role="option"
                  aria-selected={index === mentions.active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => mentions.pick(person)}
                  onMouseEnter={() => mentions.setActive(index)}
                  style={{
                    cursor: 'pointer',
                    borderRadius: 'var(--mantine-radius-sm)',
                    padding: '4px 8px',
                    background: index === mentions.active ? 'var(--mantine-color-yellow-1)' : undefined,
                  }}
                >
                  <Text size="sm" fw={600}>
                    {person.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    @{person.username}
                  </Text>
                </div>
              ))}
            </Stack>
          </Paper>
        )}
        <Textarea
          aria-label={noteText.note}
          placeholder={noteText.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-autocomplete="list"
          aria-controls={mentions.open ? LIST_ID : undefined}
          aria-activedescendant={mentions.open ? optionId(mentions.items[mentions.active]!.id) : undefined}
          autoFocus
          autosize
          minRows={2}
          maxRows={6}
          error={tooLong ? noteText.tooLong : undefined}
          styles={{
            input: { background: 'var(--mantine-color-yellow-0)', borderColor: 'var(--mantine-color-yellow-5)' },
          }}
          style={{ flex: 1 }}
        />
        <NoteModeButton back onClick={onWriteReply} />
        <Button
          type="submit"
          color="yellow"
          leftSection={<IconNote size={16} />}
          disabled={!text.trim() || tooLong}
          loading={create.isPending}
        >
          {noteText.send}
        </Button>
      </Group>
    </form>
  );
}
