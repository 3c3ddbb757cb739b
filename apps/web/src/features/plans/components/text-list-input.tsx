import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { PLAN_LIST_ITEM_MAX, PLAN_LIST_MAX_ITEMS } from '@ponte/domain/plans';

export type TextListInputProps = {
  label: string;
  /** Accessible name of the new-item box, e.g. 'Novo benefício'. */
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
};

/** A list of short texts: added with the button or Enter, removable; blanks are ignored after trimming. */
export function TextListInput({ label, itemLabel, items, onChange }: TextListInputProps) {
  const [draft, setDraft] = useState('');
  const full = items.length >= PLAN_LIST_MAX_ITEMS;

  const add = () => {
    const item = draft.trim();
    if (!item || full) return;
    onChange([...items, item]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the item instead of submitting the whole form.
    event.preventDefault();
    add();
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {items.length > 0 && (
        <List size="sm" spacing={4} aria-label={label}>
          {items.map((item, index) => (
            <List.Item key={`${index}-${item}`}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{item}</Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remover ${item}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={itemLabel}
          placeholder={`${itemLabel}...`}
          value={draft}
          maxLength={PLAN_LIST_ITEM_MAX}
          disabled={full}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          disabled={full}
          aria-label={`Adicionar ${itemLabel.toLowerCase()}`}
        >
          Adicionar
        </Button>
      </Group>
    </Stack>
  );
}
