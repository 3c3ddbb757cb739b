import { Checkbox, Group, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  QUICK_REPLY_CONTENT_MAX,
  QUICK_REPLY_PLACEHOLDERS,
  QuickReplyBodySchema,
  quickReplyText,
  type QuickReply,
  type QuickReplyForm,
} from '@ponte/domain/quick-replies';
import { useDomainForm } from '../../../lib/form';
import { useCreateQuickReply, useUpdateQuickReply } from '../api/quick-reply-writes';
import { ModalForm } from '../../../ui/modal-form';

type Values = { shortcut: string; content: string; shared: boolean };

const toBody = (v: Values): QuickReplyForm => ({ shortcut: v.shortcut, content: v.content, shared: v.shared });

export type QuickReplyFormModalProps = {
  /** null: a new reply. */
  reply: QuickReply | null;
  /** Admins and supervisors may share a reply with the team. */
  canShare: boolean;
  onClose: () => void;
};

/** 'Nova Resposta Rápida' and edit: Atalho, Mensagem (with its variables) and, for managers, sharing. */
export function QuickReplyFormModal({ reply, canShare, onClose }: QuickReplyFormModalProps) {
  const create = useCreateQuickReply();
  const update = useUpdateQuickReply();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: { shortcut: reply?.shortcut ?? '', content: reply?.content ?? '', shared: reply?.shared ?? false },
    schema: QuickReplyBodySchema,
    toBody,
  });

  /** A variable goes at the end of the text, where the writer goes on typing. */
  const insert = (name: string) => {
    const content = form.values.content;
    form.setFieldValue('content', `${content}${content && !content.endsWith(' ') ? ' ' : ''}{${name}}`);
  };

  const submit = onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: reply ? quickReplyText.updated : quickReplyText.created });
        onClose();
      },
      onError: (err: unknown) => refuseWith(err, quickReplyText.saveFailed),
    };
    if (reply) update.mutate({ id: reply.id, ...body }, done);
    else create.mutate(body, done);
  });

  return (
    <ModalForm
      title={reply ? quickReplyText.editReply : quickReplyText.newReply}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={quickReplyText.save}
      cancelLabel={quickReplyText.cancel}
      refusal={refusal}
      pending={create.isPending || update.isPending}
    >
      <TextInput
        label={quickReplyText.shortcutLabel}
        description={quickReplyText.shortcutHint}
        leftSection={<Text c="dimmed">/</Text>}
        required
        data-autofocus
        {...form.getInputProps('shortcut')}
      />
      <Textarea
        label={quickReplyText.contentLabel}
        required
        autosize
        minRows={4}
        maxRows={12}
        description={`${form.values.content.length} / ${QUICK_REPLY_CONTENT_MAX}`}
        {...form.getInputProps('content')}
      />
      <div>
        <Text size="sm" fw={500} id="variaveis">
          {quickReplyText.placeholdersTitle}
        </Text>
        <Group gap={6} mt={4} role="group" aria-labelledby="variaveis">
          {Object.entries(QUICK_REPLY_PLACEHOLDERS).map(([name, meaning]) => (
            <UnstyledButton
              key={name}
              onClick={() => insert(name)}
              title={meaning}
              aria-label={`Inserir {${name}}: ${meaning}`}
              px={8}
              py={2}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: 'var(--mantine-color-indigo-0)',
                color: 'var(--mantine-color-indigo-9)',
                fontSize: 'var(--mantine-font-size-xs)',
                fontFamily: 'var(--mantine-font-family-monospace)',
              }}
            >
              {`{${name}}`}
            </UnstyledButton>
          ))}
        </Group>
      </div>
      {canShare && (
        <Checkbox
          label={quickReplyText.sharedLabel}
          description={quickReplyText.sharedHint}
          {...form.getInputProps('shared', { type: 'checkbox' })}
        />
      )}
    </ModalForm>
  );
}
