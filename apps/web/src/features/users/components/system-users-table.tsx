import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { formatDateBR, formatLastActivity } from '@ponte/domain/dates';
import { roleLabels } from '@ponte/domain/roles';
import type { SystemUser } from '@ponte/domain/users';
import { isMainAdmin } from './main-admin';
import { roleColors } from './role-options';

export type SystemUsersTableProps = {
  users: SystemUser[];
  onEdit: (user: SystemUser) => void;
  onDelete: (user: SystemUser) => void;
  /** The edit dialog has no active checkbox (spec 3), so (de)activation is a row action. */
  onToggleActive: (user: SystemUser) => void;
};

export function SystemUsersTable({ users, onEdit, onDelete, onToggleActive }: SystemUsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={720} aria-label="Usuários do sistema">
      <Table highlightOnHover verticalSpacing="sm" aria-label="Usuários do sistema">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Perfil</Table.Th>
            <Table.Th>Última atividade</Table.Th>
            <Table.Th ta="right">Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} size="sm">
                    {user.username}
                  </Text>
                  {!user.ativo && (
                    <Badge color="gray" variant="outline" size="xs">
                      Inativo
                    </Badge>
                  )}
                </Group>
                <Text c="dimmed" size="xs">
                  Criado em {formatDateBR(user.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <Badge color={roleColors[user.role]} variant="light">
                  {roleLabels[user.role]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatLastActivity(user.last_activity)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
