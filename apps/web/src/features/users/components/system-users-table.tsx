import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconDevices, IconPencil, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { formatDateBR, formatLastActivity } from '@ponte/domain/dates';
import { roleLabels } from '@ponte/domain/roles';
import { sessionText } from '@ponte/domain/staff-sessions';
import type { SystemUser } from '@ponte/domain/users';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';
import { isMainAdmin } from './main-admin';
import { roleColors } from './role-options';

export type SystemUsersTableProps = {
  users: SystemUser[];
  onEdit: (user: SystemUser) => void;
  onDelete: (user: SystemUser) => void;
  /** The edit dialog has no active checkbox (spec 3), so (de)activation is a row action. */
  onToggleActive: (user: SystemUser) => void;
  /** Issue 33: where the member is signed in. */
  onSessions: (user: SystemUser) => void;
};

function RowActions({
  user,
  onEdit,
  onDelete,
  onToggleActive,
  onSessions,
}: Omit<SystemUsersTableProps, 'users'> & { user: SystemUser }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={sessionText.memberButton}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${sessionText.memberButton} de ${user.username}`}
          onClick={() => onSessions(user)}
        >
          <IconDevices size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Editar">
        <ActionIcon variant="subtle" aria-label={`Editar ${user.username}`} onClick={() => onEdit(user)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={user.ativo ? 'Desativar' : 'Ativar'}>
        <ActionIcon
          variant="subtle"
          color={user.ativo ? 'orange' : 'green'}
          aria-label={`${user.ativo ? 'Desativar' : 'Ativar'} ${user.username}`}
          disabled={isMainAdmin(user)}
          onClick={() => onToggleActive(user)}
        >
          {user.ativo ? <IconUserOff size={18} /> : <IconUserCheck size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={isMainAdmin(user) ? 'A conta principal não pode ser excluída' : 'Excluir'}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Excluir ${user.username}`}
          disabled={isMainAdmin(user)}
          onClick={() => onDelete(user)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Spec 3: Usuário (with created date), Email, Perfil, Última atividade, Ações; cards on a phone. */
export function SystemUsersTable({ users, ...actions }: SystemUsersTableProps) {
  const columns: ResponsiveColumn<SystemUser>[] = [
    {
      key: 'user',
      header: 'Usuário',
      role: 'title',
      cell: (user) => (
        <>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {user.nome_completo ?? user.username}
            </Text>
            {!user.ativo && (
              <Badge color="gray" variant="outline" size="xs">
                Inativo
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="xs">
            {user.nome_completo ? `${user.username} · ` : ''}Criado em {formatDateBR(user.createdAt)}
          </Text>
        </>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      cell: (user) => (
        <Text span size="sm">
          {user.email}
        </Text>
      ),
    },
    {
      key: 'role',
      header: 'Perfil',
      cell: (user) => (
        <Badge color={roleColors[user.role]} variant="light">
          {roleLabels[user.role]}
        </Badge>
      ),
    },
    { key: 'activity', header: 'Última atividade', cell: (user) => formatLastActivity(user.last_activity) },
    {
      key: 'actions',
      header: 'Ações',
      role: 'actions',
      align: 'right',
      cell: (user) => <RowActions user={user} {...actions} />,
    },
  ];
  return (
    <ResponsiveTable
      rows={users}
      rowKey={(user) => user.id}
      columns={columns}
      label="Usuários do sistema"
      minWidth={720}
      tableProps={{ highlightOnHover: true, verticalSpacing: 'sm' }}
    />
  );
}
