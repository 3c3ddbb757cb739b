import { Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  LABEL_COLORS,
  LabelBodySchema,
  labelColorNames,
  labelText,
  type Label,
  type LabelBody,
  type LabelColor,
} from '@ponte/domain/labels';
import { useDomainForm } from '../../../lib/form';
import { useCreateLabel, useUpdateLabel } from '../api/label-writes';
import { ModalForm } from '../../../ui/modal-form';

type Values = { name: string; color: LabelColor };

const toBody = (v: Values): LabelBody => ({ name: v.name, color: v.color });

/** 'Nova Etiqueta' and edit: Nome and Cor, with the badge as the cards will show it. */
export function LabelFormModal({ label, onClose }: { label: Label | null; onClose: () => void }) {
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: { name: label?.name ?? '', color: label?.color ?? 'indigo' },
    schema: LabelBodySchema,
    toBody,
  });

  const submit = onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: label ? labelText.updated : labelText.created });
        onClose();
      },
      onError: (err: unknown) => refuseWith(err, labelText.saveFailed),
    };
    if (label) update.mutate({ id: label.id, ...body }, done);
    else create.mutate(body, done);
  });

  return (
    <ModalForm
      title={label ? labelText.editLabel : labelText.newLabel}
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel={labelText.save}
      cancelLabel={labelText.cancel}
      refusal={refusal}
      pending={create.isPending || update.isPending}
    >
      <TextInput label={labelText.nameLabel} required data-autofocus {...form.getInputProps('name')} />
      <Select
        label={labelText.colorLabel}
        required
        allowDeselect={false}
        data={LABEL_COLORS.map((color) => ({ value: color, label: labelColorNames[color] }))}
        renderOption={({ option }) => (
          <Badge color={option.value} variant="light" radius="sm">
            {option.label}
          </Badge>
        )}
        {...form.getInputProps('color')}
      />
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {labelText.preview}:
        </Text>
        <Badge color={form.values.color} variant="light" radius="sm">
          {form.values.name.trim() || labelText.nameLabel}
        </Badge>
      </Group>
    </ModalForm>
  );
}
