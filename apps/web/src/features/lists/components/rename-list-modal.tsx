import { TextInput } from '@mantine/core';
import { LIST_NAME_MAX, RenameListSchema } from '@ponte/domain/lists';
import { FORM_REFUSAL, useDomainForm } from '../../../lib/form';
import { ModalForm } from '../../../ui/modal-form';

export type RenameListModalProps = {
  currentName: string;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string, done: () => void, fail: (message: string) => void) => void;
};

/** Rendered only while open, so each opening starts from the list's current name. */
export function RenameListModal({ currentName, saving, onClose, onSave }: RenameListModalProps) {
  const { form, formRef, onSubmit, refusal } = useDomainForm({
    initialValues: { name: currentName },
    schema: RenameListSchema,
    toBody: (v: { name: string }) => v,
  });
  const submit = onSubmit(({ name }) => onSave(name, onClose, (message) => form.setFieldError(FORM_REFUSAL, message)));

  return (
    <ModalForm
      title="Renomear lista"
      gap="md"
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      refusal={refusal}
      pending={saving}
    >
      <TextInput label="Nome da lista" data-autofocus maxLength={LIST_NAME_MAX} {...form.getInputProps('name')} />
    </ModalForm>
  );
}
