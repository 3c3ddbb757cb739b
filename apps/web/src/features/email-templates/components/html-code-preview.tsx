import { Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { emailTemplateText } from '@ponte/domain/email';
import { HtmlFrame } from './html-frame';

export type HtmlCodePreviewProps = { html: string; onClose: () => void };

/** 'Preview HTML': the HTML code and the rendered view side by side. */
export function HtmlCodePreview({ html, onClose }: HtmlCodePreviewProps) {
  return (
    <Modal opened onClose={onClose} title={emailTemplateText.previewHtml} size="100%" zIndex={400} centered>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Código HTML
          </Text>
          <Textarea
            aria-label="Código HTML"
            value={html}
            readOnly
            autosize={false}
            styles={{ input: { height: '65dvh', fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Visualização
          </Text>
          <HtmlFrame html={html} title="Visualização do HTML" height="65dvh" />
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}
