import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { emailTemplateText, type EmailTemplate } from '@ponte/domain/email';

export type TemplateCardProps = {
  template: EmailTemplate;
  onPreview: (template: EmailTemplate) => void;
  onEdit: (template: EmailTemplate) => void;
  onDelete: (template: EmailTemplate) => void;
};

/** Spec 3 §2: name, 'Assunto: {subject}', the variables as {{tags}}; Preview, edit, delete. */
export function TemplateCard({ template, onPreview, onEdit, onDelete }: TemplateCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={template.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar ${template.name}`} onClick={() => onEdit(template)}>
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Deletar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Deletar ${template.name}`}
                onClick={() => onDelete(template)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {emailTemplateText.subject.replace('{subject}', template.subject)}
        </Text>
        {template.variables.length > 0 && (
          <Group gap={6} aria-label="Variáveis">
            {template.variables.map((v) => (
              <Badge key={v} variant="light" tt="none">
                {`{{${v}}}`}
              </Badge>
            ))}
          </Group>
        )}
        <Button
          variant="light"
          leftSection={<IconEye size={16} />}
          onClick={() => onPreview(template)}
          mt="auto"
          aria-label={`Preview de ${template.name}`}
        >
          Preview
        </Button>
      </Stack>
    </Paper>
  );
}
