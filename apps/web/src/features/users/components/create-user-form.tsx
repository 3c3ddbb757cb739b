import { Checkbox, Paper, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { Role } from '@ponte/domain/roles';
import { CreateSystemUserSchema, userErrorText, type CreateSystemUser } from '@ponte/domain/users';
import { InlineFormButtons } from '../../../ui/form-buttons';
import { FormRefusal } from '../../../ui/form-refusal';
import { useCreateSystemUser } from '../api/create-system-user';
import { DISPLAY_NAME_HINT } from './display-name';
import { isRole, roleOptions } from './role-options';
import { useUserForm } from './use-user-form';

const EMPTY = {
  nome: '',
  nome_completo: '',
  email: '',
  senha: '',
  confirmacao: '',
  role: 'operador' as Role,
  ativo: true,
};

const toBody = (values: typeof EMPTY): CreateSystemUser => ({
  nome: values.nome.trim(),
  // Blank: the sign-in name stands for the name; the body stays as spec 3 writes it.
  ...(values.nome_completo.trim() ? { nome_completo: values.nome_completo.trim() } : {}),
  email: values.email.trim(),
  senha: values.senha,
  role: values.role,
  ativo: values.ativo,
});

/** The 'Novo Usuário' form of spec 3: checks the required fields and the confirmation before calling. */
export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateSystemUser();
  const { form, formRef, error, refuse, submit } = useUserForm({
    initialValues: EMPTY,
    schema: CreateSystemUserSchema,
    toBody,
  });

  const send = submit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        form.reset();
        onDone();
      },
      onError: (err) => refuse(err, userErrorText.createFailed),
    }),
  );

  return (
    <Paper
      component="form"
      ref={formRef}
      onSubmit={send}
      noValidate
      withBorder
      radius="md"
      p="lg"
      mb="lg"
      aria-label="Novo Usuário"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          Novo Usuário
        </Title>
        <FormRefusal message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nome de usuário" withAsterisk autoComplete="off" {...form.getInputProps('nome')} />
          <TextInput
            label="Nome completo"
            description={DISPLAY_NAME_HINT}
            autoComplete="off"
            {...form.getInputProps('nome_completo')}
          />
          <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
          <PasswordInput label="Senha" withAsterisk autoComplete="new-password" {...form.getInputProps('senha')} />
          <PasswordInput
            label="Confirmar Senha"
            withAsterisk
            autoComplete="new-password"
            {...form.getInputProps('confirmacao')}
          />
          <Select
            label="Perfil"
            data={roleOptions}
            allowDeselect={false}
            value={form.values.role}
            onChange={(value) => isRole(value) && form.setFieldValue('role', value)}
          />
        </SimpleGrid>
        <Checkbox label="Ativo" {...form.getInputProps('ativo', { type: 'checkbox' })} />
        <InlineFormButtons submitLabel="Criar Usuário" pending={create.isPending} onCancel={onDone} />
      </Stack>
    </Paper>
  );
}
