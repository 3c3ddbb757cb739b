import { Alert, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SegmentBodySchema,
  segmentFiltersFromForm,
  segmentFormOf,
  segmentText,
  type Segment,
  type SegmentBody,
} from '@ponte/domain/segments';
import { useDomainForm } from '../../../lib/form';
import { useSegmentStaff } from '../api/get-staff';
import { useCreateSegment, useUpdateSegment } from '../api/segment-writes';
import { ModalForm } from '../../../ui/modal-form';

type Values = { name: string; description: string; bot_enabled: string; seller_id: string; manual_emails: string };

const valuesOf = (segment: Segment | null): Values => ({
  name: segment?.name ?? '',
  description: segment?.description ?? '',
  ...segmentFormOf(segment?.filters ?? {}),
});

const toBody = (v: Values): SegmentBody => ({
  name: v.name,
  description: v.description.trim() || null,
  filters: segmentFiltersFromForm(v),
});

/** The schema's and the server's field paths ('filters.manual_emails') are the form's fields ('manual_emails'). */
const fieldOf = (path: string) => path.replace(/^filters\./, '');

export type SegmentFormModalProps = {
  /** null: a new segment. */
  segment: Segment | null;
  onClose: () => void;
};

/** Nome *, Descrição, 'Bot Ativo', 'Atendente' and the manual e-mail list (spec 3 §2). */
export function SegmentFormModal({ segment, onClose }: SegmentFormModalProps) {
  const create = useCreateSegment();
  const update = useUpdateSegment();
  const staff = useSegmentStaff();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: valuesOf(segment),
    schema: SegmentBodySchema,
    toBody,
    fieldOf,
  });

  const submit = onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: segment ? segmentText.updated : segmentText.created });
        onClose();
      },
      onError: (err: unknown) =>
        refuseWith(err, segmentText.saveFailed, (message) => segmentText.saveError.replace('{error}', message)),
    };
    if (segment) update.mutate({ id: segment.id, ...body }, done);
    else create.mutate(body, done);
  });

  const attendants = [
    { value: '', label: segmentText.all },
    { value: 'null', label: segmentText.noAttendant },
    ...(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.username })),
  ];
  // A stored attendant who is no longer listed still shows as its id.
  if (form.values.seller_id && !attendants.some((a) => a.value === form.values.seller_id))
    attendants.push({ value: form.values.seller_id, label: `#${form.values.seller_id}` });
  const manual = form.values.manual_emails.trim() !== '';

  return (
    <ModalForm
      title={segment ? 'Editar Segmento' : segmentText.newSegment}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={segment ? 'Atualizar' : 'Criar'}
      refusal={refusal}
      pending={create.isPending || update.isPending}
    >
      <TextInput label={segmentText.nameLabel} required {...form.getInputProps('name')} />
      <Textarea label={segmentText.descriptionLabel} rows={2} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={segmentText.botLabel}
          data={[
            { value: '', label: segmentText.all },
            { value: 'true', label: segmentText.botOn },
            { value: 'false', label: segmentText.botOff },
          ]}
          allowDeselect={false}
          disabled={manual}
          {...form.getInputProps('bot_enabled')}
          onChange={(v) => form.setFieldValue('bot_enabled', v ?? '')}
        />
        <Select
          label={segmentText.attendantLabel}
          description={segmentText.attendantHint}
          data={attendants}
          searchable
          allowDeselect={false}
          disabled={manual}
          {...form.getInputProps('seller_id')}
          onChange={(v) => form.setFieldValue('seller_id', v ?? '')}
        />
      </SimpleGrid>
      <Textarea
        label={segmentText.manualLabel}
        description={segmentText.manualHint}
        placeholder={'cliente@exemplo.com\noutro@exemplo.com'}
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('manual_emails')}
      />
      {manual && (
        <Alert color="yellow" variant="light">
          {segmentText.manualOverride}
        </Alert>
      )}
    </ModalForm>
  );
}
