import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Modal } from '@mantine/core';
import { IconCode, IconDeviceFloppy } from '@tabler/icons-react';
import { emailTemplateText } from '@ponte/domain/email';
import type { EmailEditor } from '../editor/grapes-editor';
import { HtmlCodePreview } from './html-code-preview';
import type { EditorDesign } from './template-form-modal';
import { CenteredLoader } from '../../../ui/load-state';

export type VisualEditorModalProps = {
  /** The design to reopen (a template's body_json); null starts blank. */
  projectData: Record<string, unknown> | null;
  onCancel: () => void;
  /** 'Salvar Template': the inlined HTML and the project data. */
  onSave: (design: EditorDesign) => void;
};

/**
 * 'Editor Visual': GrapesJS with the newsletter preset, full screen. The editor (about 300 kB)
 * is its own chunk, fetched when this opens, and started without a React wrapper.
 */
export function VisualEditorModal({ projectData, onCancel, onSave }: VisualEditorModalProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const editor = useRef<EmailEditor | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  // The design to open is read once: saving does not restart the editor.
  const initial = useRef(projectData);

  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    import('../editor/grapes-editor')
      .then(({ createEmailEditor }) => {
        if (cancelled) return;
        editor.current = createEmailEditor(container, initial.current);
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
  }, [container]);

  const ready = status === 'ready';
  return (
    <Modal.Root opened onClose={onCancel} fullScreen closeOnEscape={false}>
      <Modal.Overlay />
      <Modal.Content>
        {/* One full-height column: the toolbar, then the editor taking the rest. */}
        <Modal.Body p={0} style={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
          <Group
            justify="space-between"
            p="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flex: 'none' }}
          >
            <Modal.Title fw={600}>{emailTemplateText.visualEditor}</Modal.Title>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconCode size={16} />}
                disabled={!ready}
                onClick={() => setPreviewHtml(editor.current!.html())}
              >
                {emailTemplateText.previewHtml}
              </Button>
              <Button variant="default" onClick={onCancel}>
                {emailTemplateText.cancel}
              </Button>
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={!ready}
                onClick={() => onSave({ body_html: editor.current!.html(), body_json: editor.current!.projectData() })}
              >
                {emailTemplateText.saveTemplate}
              </Button>
            </Group>
          </Group>
          {status === 'failed' && (
            <Alert color="red" m="md" role="alert">
              {emailTemplateText.editorLoadFailed}
            </Alert>
          )}
          {status === 'loading' && <CenteredLoader label="Carregando editor" />}
          <Box ref={setContainer} data-testid="visual-editor" style={{ flex: 1, minHeight: 0 }} />
        </Modal.Body>
      </Modal.Content>
      {previewHtml !== null && <HtmlCodePreview html={previewHtml} onClose={() => setPreviewHtml(null)} />}
    </Modal.Root>
  );
}
