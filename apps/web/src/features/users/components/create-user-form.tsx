import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Role } from '@ponte/domain/roles';
import { userErrorText } from '@ponte/domain/users';
import { errorText } from '../../../lib/api';
import { useFormError } from '../../../lib/use-form-error';
import { useCreateSystemUser } from '../api/create-system-user';
import { isRole, roleOptions } from './role-options';

const EMPTY = { nome: '', email: '', senha: '', confirmacao: '', role: 'operador' as Role, ativo: true };

/** The 'Novo Usuário' form of spec 3: checks the required fields and the confirmation before calling. */
export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const create = useCreateSystemUser();
  const [values, setValues] = useState(EMPTY);
  const { error, setError, clearing } = useFormError();
  const set = clearing(<K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [key]: value })));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.nome.trim() || !values.email.trim() || !values.senha) {
      setError(userErrorText.createRequired);
      return;
    }
    if (values.senha !== values.confirmacao) {
      setError(userErrorText.passwordMismatch);
      return;
    }
    setError('');
    create.mutate(
      { nome: values.nome.trim(), email: values.email.trim(), senha: values.senha, role: values.role, ativo: values.ativo },
      {
        onSuccess: () => {
          setValues(EMPTY);
          onDone();
        },
        onError: (err) => setError(errorText(err, userErrorText.createFailed)),
      },
    );
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" mb="lg" aria-label="Novo Usuário">
      <Stack gap="md">
        <Title order={2} size="h4">
          Novo Usuário
        </Title>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nome de usuário" withAsterisk autoComplete="off" value={values.nome} onChange={(e) => set('nome', e.currentTarget.value)} />
          <TextInput label="Email" type="email" withAsterisk autoComplete="off" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} />
          <PasswordInput label="Senha" withAsterisk autoComplete="new-password" value={values.senha} onChange={(e) => set('senha', e.currentTarget.value)} />
          <PasswordInput
            label="Confirmar Senha"
            withAsterisk
            autoComplete="new-password"
            value={values.confirmacao}
            onChange={(e) => set('confirmacao', e.currentTarget.value)}
          />
          <Select
            label="Perfil"
            data={roleOptions}
            allowDeselect={false}
            value={values.role}
            onChange={(value) => isRole(value) && set('role', value)}
          />
        </SimpleGrid>
        <Checkbox label="Ativo" checked={values.ativo} onChange={(e) => set('ativo', e.currentTarget.checked)} />
        <Group gap="sm">
          <Button type="submit" loading={create.isPending}>
            Criar Usuário
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
