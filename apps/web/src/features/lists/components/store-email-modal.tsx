import { Text, TextInput } from '@mantine/core';
import { looksLikeEmail, StoreEmailSchema } from '@ponte/domain/lists';
import { useDomainForm } from '../../../lib/form';
import { ModalForm } from '../../../ui/modal-form';

type Values = { email_woocomerce: string };

export type StoreEmailModalProps = {
  opened: boolean;
  customerName: string;
  saving: boolean;
  /** The server's refusal of the last save, kept by the card's actions. */
  error: string;
  onClose: () => void;
  onSave: (email: string) => void;
  /** The user typed again: the last refusal no longer describes the field. */
  onEdit: () => void;
};

/** Spec 2 §4: completing a list needs the customer's store e-mail; 'Salvar' only for something shaped like one. */
export function StoreEmailModal({
  opened,
  customerName,
  saving,
  error,
  onClose,
  onSave,
  onEdit,
}: StoreEmailModalProps) {
  const { form, formRef, onSubmit, refusal } = useDomainForm({
    initialValues: { email_woocomerce: '' },
    schema: StoreEmailSchema,
    // Sent trimmed, as typed otherwise: the server lower-cases it.
    toBody: (values: Values) => ({ email_woocomerce: values.email_woocomerce.trim() }),
    // The refusal is said above the field, as the server's is.
    alertInvalid: true,
    onValuesChange: onEdit,
  });
  const submit = onSubmit(({ email_woocomerce }) => onSave(email_woocomerce));

  return (
    <ModalForm
      title="E-mail do cliente na loja"
      opened={opened}
      gap="md"
      onClose={onClose}
      onSubmit={submit}
      formRef={formRef}
      submitLabel="Salvar e concluir"
      disabled={!looksLikeEmail(form.values.email_woocomerce)}
      refusal={refusal || error}
      pending={saving}
    >
      <Text size="sm">Para concluir a lista, informe o e-mail de cadastro de {customerName} na loja.</Text>
      <TextInput label="E-mail na loja" type="email" data-autofocus {...form.getInputProps('email_woocomerce')} />
    </ModalForm>
  );
}
