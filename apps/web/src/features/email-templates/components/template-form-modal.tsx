import { Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  emailTemplateText,
  parseVariableList,
  TemplateBodySchema,
  unknownVariableErrors,
  type EmailTemplate,
  type TemplateBody,
} from '@ponte/domain/email';
import { useDomainForm } from '../../../lib/form';
import { useCreateTemplate, useUpdateTemplate } from '../api/template-writes';
import { ModalForm } from '../../../ui/modal-form';

/** What the visual editor hands over when 'Salvar Template' is pressed. */
export type EditorDesign = { body_html: string; body_json: Record<string, unknown> };

type Values = { name: string; subject: string; variables: string; body_html: string };

export type TemplateFormModalProps = {
  /** null: a new template. */
  template: EmailTemplate | null;
  /** Set when the HTML comes from the visual editor: it is saved with the editor's project data. */
  design?: EditorDesign;
  onClose: () => void;
  onSaved: () => void;
};

/** 'HTML Manual' (spec 3 §2): Nome do Template *, Assunto do Email *, Variáveis, HTML do Email * (15 rows). */
export function TemplateFormModal({ template, design, onClose, onSaved }: TemplateFormModalProps) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();

  const toBody = (v: Values): TemplateBody => ({
    name: v.name,
    subject: v.subject,
    body_html: v.body_html,
    body_json: design?.body_json ?? null,
    variables: parseVariableList(v.variables),
  });

  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      variables: template?.variables.join(', ') ?? '',
      body_html: design?.body_html ?? template?.body_html ?? '',
    },
    schema: TemplateBodySchema,
    toBody,
    // The variables the server would refuse (unknown_template_variable).
    also: (_values, body) => unknownVariableErrors({ ...body, variables: body.variables ?? [] }),
  });

  const submit = onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: template ? emailTemplateText.updated : emailTemplateText.created,
        });
        onSaved();
      },
      onError: (err: unknown) => refuseWith(err, emailTemplateText.saveFailed),
    };
    if (template) update.mutate({ id: template.id, ...body }, done);
    else create.mutate(body, done);
  });

  const title = design ? emailTemplateText.saveTemplate : template ? 'Editar Template' : emailTemplateText.manualHtml;
  return (
    <ModalForm
      title={title}
      size="xl"
      zIndex={400}
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={emailTemplateText.saveTemplate}
      cancelLabel={emailTemplateText.cancel}
      refusal={refusal}
      pending={create.isPending || update.isPending}
    >
      <TextInput label={emailTemplateText.nameLabel} required {...form.getInputProps('name')} />
      <TextInput label={emailTemplateText.subjectLabel} required {...form.getInputProps('subject')} />
      <TextInput
        label={emailTemplateText.variablesLabel}
        description={emailTemplateText.variablesHint}
        placeholder="cupom, cidade"
        {...form.getInputProps('variables')}
      />
      <Textarea
        label={emailTemplateText.htmlLabel}
        description={design ? emailTemplateText.designHint : undefined}
        required
        rows={15}
        readOnly={Boolean(design)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        {...form.getInputProps('body_html')}
      />
    </ModalForm>
  );
}
