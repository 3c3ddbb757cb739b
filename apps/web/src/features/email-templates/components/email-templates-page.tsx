import { useState } from 'react';
import { Button, EmptyState, SimpleGrid, Text } from '@mantine/core';
import { IconCode, IconLayoutDashboard, IconMailCode } from '@tabler/icons-react';
import { emailTemplateText, type EmailTemplate } from '@ponte/domain/email';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { useTemplates } from '../../../lib/email-sources';
import { useDeleteTemplate } from '../api/template-writes';
import { TemplateCard } from './template-card';
import { TemplateFormModal, type EditorDesign } from './template-form-modal';
import { TemplatePreviewModal } from './template-preview-modal';
import { VisualEditorModal } from './visual-editor-modal';
import { CenteredLoader } from '../../../ui/load-state';
import { toastOutcome } from '../../../lib/toast-outcome';

/** What is open: the visual editor (and, over it, the save modal), or the 'HTML Manual' modal. */
type Editing =
  | { kind: 'visual'; template: EmailTemplate | null; design?: EditorDesign }
  | { kind: 'manual'; template: EmailTemplate | null };

/** /email-templates: the e-mails campaigns send. */
export function EmailTemplatesPage() {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [previewing, setPreviewing] = useState<EmailTemplate | null>(null);

  // A template made in the visual editor reopens there; a hand-written one in 'HTML Manual'.
  const onEdit = (template: EmailTemplate) => setEditing({ kind: template.body_json ? 'visual' : 'manual', template });
  const onDelete = (template: EmailTemplate) => {
    if (!window.confirm(emailTemplateText.confirmDelete)) return;
    remove.mutate(template.id, toastOutcome(emailTemplateText.deleted, emailTemplateText.deleteFailed));
  };
  const close = () => setEditing(null);

  return (
    <>
      <PageHeader
        title={emailTemplateText.title}
        description="Os e-mails que as campanhas enviam"
        actions={
          <>
            <Button
              leftSection={<IconLayoutDashboard size={16} />}
              onClick={() => setEditing({ kind: 'visual', template: null })}
            >
              {emailTemplateText.visualEditor}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCode size={16} />}
              onClick={() => setEditing({ kind: 'manual', template: null })}
            >
              {emailTemplateText.manualHtml}
            </Button>
          </>
        }
      />
      {templates.isPending ? (
        <CenteredLoader label="Carregando templates" />
      ) : templates.error ? (
        <Text c="red" ta="center" py="xl">
          {errorText(templates.error, emailTemplateText.loadFailed)}
        </Text>
      ) : templates.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {templates.data.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onPreview={setPreviewing}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </SimpleGrid>
      ) : (
        <EmptyState icon={<IconMailCode size={28} />} withIndicatorBackground title={emailTemplateText.empty} py="xl" />
      )}
      {editing?.kind === 'visual' && (
        <VisualEditorModal
          projectData={editing.template?.body_json ?? null}
          onCancel={close}
          onSave={(design) => setEditing({ ...editing, design })}
        />
      )}
      {editing?.kind === 'visual' && editing.design && (
        <TemplateFormModal
          template={editing.template}
          design={editing.design}
          onClose={() => setEditing({ kind: 'visual', template: editing.template })}
          onSaved={close}
        />
      )}
      {editing?.kind === 'manual' && <TemplateFormModal template={editing.template} onClose={close} onSaved={close} />}
      {previewing && <TemplatePreviewModal template={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
