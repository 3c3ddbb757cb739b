import type { ReactNode } from 'react';
import { Avatar, Group, Stack, Text } from '@mantine/core';

export type ChatRowBodyProps = {
  name: string;
  /** Bolder when the row asks for attention (unread messages). */
  nameWeight?: number;
  /** When they last wrote, relative to now ('há 5 minutos'). */
  time: string;
  /** The second line: the last message or the phone. */
  detail: string;
  /** At the end of the second line: a count. */
  trailing?: ReactNode;
  /** Under the two lines. */
  children?: ReactNode;
};

/** The inside of one row of a chat column: the initial, the name and time, then a detail and a count. */
export function ChatRowBody({ name, nameWeight = 600, time, detail, trailing, children }: ChatRowBodyProps) {
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      <Avatar color="indigo" radius="xl" size="md" aria-hidden>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={nameWeight} size="sm" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {time}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
          {trailing}
        </Group>
        {children}
      </Stack>
    </Group>
  );
}
