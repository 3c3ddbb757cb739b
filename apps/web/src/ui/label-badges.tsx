import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { LabelRef } from '@ponte/domain/labels';

/** A customer's labels in their colours (issue 32); nothing when there are none. */
export function LabelBadges({ labels, size = 'sm' }: { labels: LabelRef[] | undefined; size?: 'xs' | 'sm' }) {
  if (!labels?.length) return null;
  return (
    <Group gap={4} wrap="wrap">
      <VisuallyHidden>Etiquetas:</VisuallyHidden>
      {labels.map((label) => (
        <Badge key={label.id} color={label.color} variant="light" size={size} radius="sm">
          {label.name}
        </Badge>
      ))}
    </Group>
  );
}
