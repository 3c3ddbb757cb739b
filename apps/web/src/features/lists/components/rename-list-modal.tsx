import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIST_NAME_MAX, RenameListSchema } from '@ponte/domain/lists';
import { validateBody } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';

export type RenameListModalProps = {
  currentName: string;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string, done: () => void, fail: (message: string) => void) => void;
};

/** Rendered only while open, so each opening starts from the list's current name. */
export function RenameListModal({ currentName, saving, onClose, onSave }: RenameListModalProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: currentName },
    validate: validateBody(RenameListSchema, (v: { name: string }) => v),
    // The refusal answers the last attempt: it goes with the next change.
    onValuesChange: () => form.clearFieldError('form'),
  });
  const submit = form.onSubmit(({ name }) => onSave(name, onClose, (message) => form.setFieldError('form', message)));

  return (
    <Modal opened onClose={onClose} title="Renomear lista" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormRefusal message={String(form.errors.form ?? '')} />
          <TextInput label="Nome da lista" data-autofocus maxLength={LIST_NAME_MAX} {...form.getInputProps('name')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
