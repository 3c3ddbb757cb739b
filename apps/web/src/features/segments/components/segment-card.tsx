import { ActionIcon, Button, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { Segment } from '@ponte/domain/segments';

export type SegmentCardProps = {
  segment: Segment;
  onPreview: (segment: Segment) => void;
  onEdit: (segment: Segment) => void;
  onDelete: (segment: Segment) => void;
};

/** Spec 3 §2: name, description, filters shown as JSON; Preview, edit, delete. */
export function SegmentCard({ segment, onPreview, onEdit, onDelete }: SegmentCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={segment.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {segment.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar ${segment.name}`} onClick={() => onEdit(segment)}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Deletar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Deletar ${segment.name}`}
                onClick={() => onDelete(segment)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {segment.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {segment.description}
          </Text>
        )}
        <Code block aria-label="Filtros" style={{ maxHeight: 160, overflow: 'auto' }}>
          {JSON.stringify(segment.filters, null, 2)}
        </Code>
        <Button
          variant="light"
          leftSection={<IconEye size={16} />}
          onClick={() => onPreview(segment)}
          mt="auto"
          aria-label={`Preview de ${segment.name}`}
        >
          Preview
        </Button>
      </Stack>
    </Paper>
  );
}
