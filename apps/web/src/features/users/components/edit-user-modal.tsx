import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Role } from '@ponte/domain/roles';
import { userErrorText, type SystemUser } from '@ponte/domain/users';
import { errorText } from '../../../lib/api';
import { useFormError } from '../../../lib/use-form-error';
import { useUpdateSystemUser } from '../api/update-system-user';
import { isMainAdmin } from './main-admin';
import { isRole, roleOptions } from './role-options';

function EditUserForm({ user, onClose }: { user: SystemUser; onClose: () => void }) {
  const update = useUpdateSystemUser();
  const [nome, setNome] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [role, setRole] = useState<Role>(user.role);
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const { error, setError, clearing } = useFormError();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nome.trim() || !email.trim()) {
      setError(userErrorText.updateRequired);
      return;
    }
    if (senha && senha !== confirmacao) {
      setError(userErrorText.passwordMismatch);
      return;
    }
    setError('');
    update.mutate(
      // The dialog has no active checkbox (spec 3) but the call carries the current value.
      { id: user.id, body: { nome: nome.trim(), email: email.trim(), role, ativo: user.ativo, ...(senha ? { senha } : {}) } },
      { onSuccess: onClose, onError: (err) => setError(errorText(err, userErrorText.updateFailed)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        {/* The protections of the main admin are tied to its username, so it cannot be renamed. */}
        <TextInput label="Nome de usuário" withAsterisk value={nome} disabled={isMainAdmin(user)} onChange={clearing((e) => setNome(e.currentTarget.value))} />
        <TextInput label="Email" type="email" withAsterisk value={email} onChange={clearing((e) => setEmail(e.currentTarget.value))} />
        <Select
          label="Perfil"
          data={roleOptions}
          allowDeselect={false}
          value={role}
          disabled={isMainAdmin(user)}
          description={isMainAdmin(user) ? 'O perfil da conta principal não pode ser alterado' : undefined}
          onChange={clearing((value: string | null) => isRole(value) && setRole(value))}
        />
        <PasswordInput
          label="Nova Senha"
          description="Deixe em branco para manter a senha atual"
          autoComplete="new-password"
          value={senha}
          onChange={clearing((e) => setSenha(e.currentTarget.value))}
        />
        {senha && (
          <PasswordInput
            label="Confirmar Nova Senha"
            autoComplete="new-password"
            value={confirmacao}
            onChange={clearing((e) => setConfirmacao(e.currentTarget.value))}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={update.isPending}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditUserModal({ user, onClose }: { user: SystemUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Editar Usuário" centered>
      {user && <EditUserForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}
