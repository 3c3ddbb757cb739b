import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconSettings, IconTag, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { labelText, type LabelRef } from '@ponte/domain/labels';
import { toastFailure } from '../../../lib/toast-outcome';
import { useStoredUser } from '../../../lib/auth-storage';
import { useLabelCatalogue } from '../../../lib/labels';
import { useSetCustomerLabel } from '../api/label-writes';

export type CustomerLabelsEditorProps = {
  customerId: number;
  /** The customer's labels as the screen last read them. */
  labels: LabelRef[];
  /** A label went on or off: the screen reads the customer again. */
  onChanged: () => void;
};

/**
 * The customer's labels, each removable, and 'Etiquetas' to put one on or take it off (issue 32),
 * from the customer's page and the chat. Everyone else looking sees the change live.
 */
export function CustomerLabelsEditor({ customerId, labels, onChanged }: CustomerLabelsEditorProps) {
  const catalogue = useLabelCatalogue();
  const set = useSetCustomerLabel();
  const isAdmin = useStoredUser()?.role === 'admin';
  const carried = new Set(labels.map((l) => l.id));
  const toggle = (label: LabelRef, on: boolean) =>
    set.mutate(
      { customerId, labelId: label.id, on },
      {
        onSuccess: onChanged,
        ...toastFailure(labelText.changeFailed),
      },
    );

  return (
    <Group gap={6} wrap="wrap" aria-label={labelText.title} role="group">
      {labels.map((label) => (
        <Badge
          key={label.id}
          color={label.color}
          variant="light"
          radius="sm"
          pr={2}
          rightSection={
            <ActionIcon
              size="xs"
              variant="transparent"
              color={label.color}
              aria-label={labelText.remove.replace('{name}', label.name)}
              onClick={() => toggle(label, false)}
              disabled={set.isPending}
            >
              <IconX size={12} />
            </ActionIcon>
          }
        >
          {label.name}
        </Badge>
      ))}
      <Popover position="bottom-start" shadow="md" withinPortal trapFocus>
        <Popover.Target>
          <Button size="compact-xs" variant="subtle" leftSection={<IconTag size={14} />}>
            {labelText.title}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <Stack gap={6} role="group" aria-label={labelText.editCustomer}>
            {catalogue.data?.length === 0 && (
              <Text size="xs" c="dimmed" maw={240}>
                {labelText.noneToChoose}
              </Text>
            )}
            {catalogue.data?.map((label) => (
              <Checkbox
                key={label.id}
                checked={carried.has(label.id)}
                disabled={set.isPending}
                onChange={(event) => toggle(label, event.currentTarget.checked)}
                aria-label={label.name}
                label={
                  <Badge color={label.color} variant="light" radius="sm" component="span">
                    {label.name}
                  </Badge>
                }
              />
            ))}
            {isAdmin && (
              <Anchor component={Link} to="/etiquetas" size="xs" mt={4}>
                <Group gap={4} component="span">
                  <IconSettings size={14} aria-hidden />
                  {labelText.manage}
                </Group>
              </Anchor>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
