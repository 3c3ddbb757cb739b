import { Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { UpdateSystemUserSchema, userErrorText, type SystemUser, type UpdateSystemUser } from '@ponte/domain/users';
import { FormRefusal } from '../../../ui/form-refusal';
import { useUpdateSystemUser } from '../api/update-system-user';
import { DISPLAY_NAME_HINT } from './display-name';
import { isMainAdmin } from './main-admin';
import { isRole, roleOptions } from './role-options';
import { useUserForm } from './use-user-form';
import { ModalFormButtons } from '../../../ui/form-buttons';

function EditUserForm({ user, onClose }: { user: SystemUser; onClose: () => void }) {
  const update = useUpdateSystemUser();
  const { form, formRef, error, refuse, submit } = useUserForm({
    initialValues: {
      nome: user.username,
      nome_completo: user.nome_completo ?? '',
      email: user.email,
      role: user.role,
      senha: '',
      confirmacao: '',
    },
    schema: UpdateSystemUserSchema,
    // The dialog has no active checkbox (spec 3) but the call carries the current value.
    toBody: ({ nome, nome_completo, email, role, senha }): UpdateSystemUser => ({
      nome: nome.trim(),
      nome_completo: nome_completo.trim(),
      email: email.trim(),
      role,
      ativo: user.ativo,
      ...(senha ? { senha } : {}),
    }),
  });

  const send = submit((body) =>
    update.mutate(
      { id: user.id, body },
      { onSuccess: onClose, onError: (err) => refuse(err, userErrorText.updateFailed) },
    ),
  );

  return (
    <form ref={formRef} onSubmit={send} noValidate>
      <Stack gap="md">
        <FormRefusal message={error} />
        {/* The protections of the main admin are tied to its username, so it cannot be renamed. */}
        <TextInput label="Nome de usuário" withAsterisk disabled={isMainAdmin(user)} {...form.getInputProps('nome')} />
        <TextInput label="Nome completo" description={DISPLAY_NAME_HINT} {...form.getInputProps('nome_completo')} />
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <Select
          label="Perfil"
          data={roleOptions}
          allowDeselect={false}
          value={form.values.role}
          disabled={isMainAdmin(user)}
          description={isMainAdmin(user) ? 'O perfil da conta principal não pode ser alterado' : undefined}
          onChange={(value) => isRole(value) && form.setFieldValue('role', value)}
        />
        <PasswordInput
          label="Nova Senha"
          description="Deixe em branco para manter a senha atual"
          autoComplete="new-password"
          {...form.getInputProps('senha')}
        />
        {form.values.senha && (
          <PasswordInput
            label="Confirmar Nova Senha"
            autoComplete="new-password"
            {...form.getInputProps('confirmacao')}
          />
        )}
        <ModalFormButtons pending={update.isPending} onCancel={onClose} />
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
