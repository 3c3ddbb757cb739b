import { Badge, Group, Text } from '@mantine/core';
import { emailTemplateText, type EmailTemplate } from '@ponte/domain/email';
import { PreviewableCard } from '../../../ui/previewable-card';

export type TemplateCardProps = {
  template: EmailTemplate;
  onPreview: (template: EmailTemplate) => void;
  onEdit: (template: EmailTemplate) => void;
  onDelete: (template: EmailTemplate) => void;
};

/** Spec 3 §2: name, 'Assunto: {subject}', the variables as {{tags}}; Preview, edit, delete. */
export function TemplateCard({ template, onPreview, onEdit, onDelete }: TemplateCardProps) {
  return (
    <PreviewableCard
      name={template.name}
      onPreview={() => onPreview(template)}
      onEdit={() => onEdit(template)}
      onDelete={() => onDelete(template)}
    >
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
    </PreviewableCard>
  );
}
