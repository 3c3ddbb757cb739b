import type { ReactNode } from 'react';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';

export type StatCardProps = {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  /** A small line under the value; omitted when there is nothing to say. */
  hint?: ReactNode;
};

export function StatCard({ title, value, icon, color = 'blue', hint }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {title}
          </Text>
          <Text fw={700} fz={28} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        <ThemeIcon color={color} variant="light" size={42} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt="xs">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
