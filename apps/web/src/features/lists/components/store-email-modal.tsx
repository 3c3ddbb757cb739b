import { useState, type FormEvent } from 'react';
import { Alert, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { looksLikeEmail } from '@ponte/domain/lists';
import { ModalForm } from '../../../ui/modal-form';

export type StoreEmailModalProps = {
  opened: boolean;
  customerName: string;
  saving: boolean;
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
  const [email, setEmail] = useState('');
  const valid = looksLikeEmail(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSave(email.trim());
  };

  return (
    <ModalForm
      title="E-mail do cliente na loja"
      opened={opened}
      gap="md"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Salvar e concluir"
      disabled={!valid}
      pending={saving}
    >
      <Text size="sm">Para concluir a lista, informe o e-mail de cadastro de {customerName} na loja.</Text>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label="E-mail na loja"
        type="email"
        data-autofocus
        value={email}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          onEdit();
        }}
      />
    </ModalForm>
  );
}
