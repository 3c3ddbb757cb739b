import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Text, ThemeIcon, type SimpleGridProps } from '@mantine/core';

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
    <Paper withBorder radius="md" p="md" role="group" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {/* Shrinks before the icon does: a long amount wraps inside the card, never pushes the icon out. */}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
          <Text fw={700} fz={28} lh={1.2} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
        <ThemeIcon color={color} variant="light" size={38} radius="md" visibleFrom="xs" aria-hidden>
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

export type StatCardGridProps = {
  cols: SimpleGridProps['cols'];
  /** One card each, in order; a card's title names it. */
  cards: StatCardProps[];
  spacing?: SimpleGridProps['spacing'];
  mb?: SimpleGridProps['mb'];
};

/** A row of stat cards, wrapping to fewer columns on a narrow screen. */
export function StatCardGrid({ cols, cards, spacing = 'md', mb }: StatCardGridProps) {
  return (
    <SimpleGrid cols={cols} spacing={spacing} mb={mb}>
      {cards.map((card) => (
        <StatCard key={card.title} {...card} />
      ))}
    </SimpleGrid>
  );
}
