import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { IconBell, IconLogout, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { ShiftControl } from '../../features/attendance/components/shift-control';
import { NotificationButton } from './notification-button';

export type TopBarProps = {
  burger: ReactNode;
  /** Narrow screens: the shift control moves to a second row and the buttons shrink to icons. */
  compact: boolean;
};

function LogoutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Button
      size="xs"
      variant="subtle"
      color="gray"
      leftSection={<IconLogout size={16} />}
      loading={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
    >
      Sair
    </Button>
  );
}

/** Spec 1 §2 top bar: search box, notification button, shift control, bell and 'Sair'. */
export function TopBar({ burger, compact }: TopBarProps) {
  return (
    <>
      <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          {burger}
          {compact ? (
            <Text fw={800} size="lg">
              Ponte
            </Text>
          ) : (
            <TextInput
              placeholder="Buscar usuários, mensagens..."
              aria-label="Buscar"
              leftSection={<IconSearch size={16} />}
              w="100%"
              maw={360}
            />
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <NotificationButton compact={compact} />
          {!compact && <ShiftControl />}
          <ActionIcon variant="default" size="lg" aria-label="Notificações">
            <IconBell size={18} />
          </ActionIcon>
          <LogoutButton />
        </Group>
      </Group>
      {compact && (
        <Group
          h={44}
          px="md"
          justify="flex-end"
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--app-shell-border-color)' }}
        >
          <ShiftControl />
        </Group>
      )}
    </>
  );
}
