import { Modal, Stack, Text } from '@mantine/core';
import { emailTemplateText, PREVIEW_RECIPIENT, renderTemplate, type EmailTemplate } from '@ponte/domain/email';
import { HtmlFrame } from './html-frame';

export type TemplatePreviewModalProps = { template: EmailTemplate; onClose: () => void };

/** The template as a recipient would see it, with sample values; the template's own variables stay as {{tags}}. */
export function TemplatePreviewModal({ template, onClose }: TemplatePreviewModalProps) {
  const values = Object.fromEntries(template.variables.map((v) => [v, `{{${v}}}`]));
  const rendered = renderTemplate(template, { ...PREVIEW_RECIPIENT, values });
  return (
    <Modal opened onClose={onClose} title={template.name} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm">{emailTemplateText.subject.replace('{subject}', rendered.subject)}</Text>
        <Text size="xs" c="dimmed">
          Dados de exemplo: {PREVIEW_RECIPIENT.name}, {PREVIEW_RECIPIENT.email}, {PREVIEW_RECIPIENT.phone}
        </Text>
        <HtmlFrame html={rendered.html} title={`Preview de ${template.name}`} height="65dvh" />
      </Stack>
    </Modal>
  );
}
