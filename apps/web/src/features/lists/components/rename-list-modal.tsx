import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LIST_NAME_MAX, listText } from '@ponte/domain/lists';
import { useFormError } from '../../../lib/use-form-error';

export type RenameListModalProps = {
  currentName: string;
  saving: boolean;
  onClose: () => void;
  onSave: (name: string, done: () => void, fail: (message: string) => void) => void;
};

/** Rendered only while open, so each opening starts from the list's current name. */
export function RenameListModal({ currentName, saving, onClose, onSave }: RenameListModalProps) {
  const [name, setName] = useState(currentName);
  const { error, setError, clearing } = useFormError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(listText.nameRequired);
    setError('');
    onSave(name, onClose, setError);
  };

  return (
    <Modal opened onClose={onClose} title="Renomear lista" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Nome da lista"
            data-autofocus
            maxLength={LIST_NAME_MAX}
            value={name}
            onChange={clearing((e) => setName(e.currentTarget.value))}
          />
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
