import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';

export type PreviewableCardProps = {
  name: string;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
};

/** A named card with edit and delete at its top and 'Preview' at its foot (templates, segments). */
export function PreviewableCard({ name, onPreview, onEdit, onDelete, children }: PreviewableCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar ${name}`} onClick={onEdit}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Deletar">
              <ActionIcon variant="subtle" color="red" aria-label={`Deletar ${name}`} onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {children}
        <Button
          variant="light"
          leftSection={<IconEye size={16} />}
          onClick={onPreview}
          mt="auto"
          aria-label={`Preview de ${name}`}
        >
          Preview
        </Button>
      </Stack>
    </Paper>
  );
}
