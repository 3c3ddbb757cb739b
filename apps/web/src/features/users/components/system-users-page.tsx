import { useState } from 'react';
import { Box, EmptyState, Paper, TextInput } from '@mantine/core';
import { IconSearch, IconUserOff } from '@tabler/icons-react';
import { userErrorText, type SystemUser } from '@ponte/domain/users';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { FormRefusal } from '../../../ui/form-refusal';
import { useDeleteSystemUser } from '../api/delete-system-user';
import { useSystemUsers } from '../api/get-system-users';
import { useUpdateSystemUser } from '../api/update-system-user';
import { CreateUserForm } from './create-user-form';
import { EditUserModal } from './edit-user-modal';
import { MemberSessionsModal } from './member-sessions-modal';
import { TwoFactorPolicySwitch } from './two-factor-policy';
import { isMainAdmin } from './main-admin';
import { SystemUsersTable } from './system-users-table';
import { CenteredLoader } from '../../../ui/load-state';
import { NewToggleButton } from '../../../ui/new-toggle-button';

const CONFIRM_DELETE = 'Tem certeza que deseja excluir este usuário?';
const CONFIRM_DEACTIVATE = 'Desativar este usuário? Ele não poderá mais entrar e as sessões abertas serão encerradas.';

function matches(user: SystemUser, search: string) {
  const term = search.trim().toLowerCase();
  return !term || user.username.toLowerCase().includes(term) || user.email.toLowerCase().includes(term);
}

/** /gerenciar-usuarios: system user management of spec 3. */
export function SystemUsersPage() {
  const list = useSystemUsers();
  const remove = useDeleteSystemUser();
  const update = useUpdateSystemUser();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SystemUser | null>(null);
  const [sessionsOf, setSessionsOf] = useState<SystemUser | null>(null);
  // Spec 3 §8: a failed delete is alerted; it shows in the page, not in a dialog that stops it.
  const [actionError, setActionError] = useState('');

  // Spec 3 §8: a list load failure silently gives an empty list.
  const users = (list.data ?? []).filter((user) => matches(user, search));

  const confirmDelete = (user: SystemUser) => {
    setActionError('');
    if (isMainAdmin(user)) {
      setActionError(userErrorText.mainAdminDelete);
      return;
    }
    if (!window.confirm(CONFIRM_DELETE)) return;
    remove.mutate(user.id, { onError: (err) => setActionError(errorText(err, userErrorText.deleteFailed)) });
  };

  const toggleActive = (user: SystemUser) => {
    setActionError('');
    if (user.ativo && !window.confirm(CONFIRM_DEACTIVATE)) return;
    update.mutate(
      { id: user.id, body: { nome: user.username, email: user.email, role: user.role, ativo: !user.ativo } },
      { onError: (err) => setActionError(errorText(err, userErrorText.updateFailed)) },
    );
  };

  return (
    <>
      <PageHeader
        title="Gerenciar Usuários"
        description="Contas da equipe que acessam o painel"
        actions={
          <NewToggleButton open={creating} onToggle={() => setCreating((open) => !open)}>
            Novo Usuário
          </NewToggleButton>
        }
      />
      {creating && <CreateUserForm onDone={() => setCreating(false)} />}
      <TwoFactorPolicySwitch />
      <Paper withBorder radius="md" p="md">
        <Box mb={actionError ? 'md' : 0}>
          <FormRefusal message={actionError} onClose={() => setActionError('')} />
        </Box>
        <TextInput
          placeholder="Buscar por nome de usuário ou email..."
          aria-label="Buscar usuários"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          mb="md"
          maw={420}
        />
        {list.isPending ? (
          <CenteredLoader label="Carregando usuários" />
        ) : users.length === 0 ? (
          <EmptyState
            icon={<IconUserOff size={28} />}
            withIndicatorBackground
            title="Nenhum usuário encontrado"
            description={search.trim() ? 'Tente outro nome ou email.' : undefined}
            py="xl"
          />
        ) : (
          <SystemUsersTable
            users={users}
            onEdit={setEditing}
            onDelete={confirmDelete}
            onToggleActive={toggleActive}
            onSessions={setSessionsOf}
          />
        )}
      </Paper>
      <EditUserModal user={editing} onClose={() => setEditing(null)} />
      {sessionsOf && <MemberSessionsModal user={sessionsOf} onClose={() => setSessionsOf(null)} />}
    </>
  );
}
