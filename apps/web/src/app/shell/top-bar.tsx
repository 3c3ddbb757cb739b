import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconDevices, IconLogout, IconSearch, IconX } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { ShiftControl } from '../../features/attendance/components/shift-control';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchBox } from '../../features/search/components/search-box';
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
  // Phones: the search box takes the whole row while it is open (a button opens it).
  const [searching, setSearching] = useState(false);
  if (compact && searching)
    return (
      <>
        <Group h={60} px="md" wrap="nowrap" gap="xs">
          <div style={{ flex: 1, minWidth: 0 }}>
            <SearchBox compact autoFocus onDone={() => setSearching(false)} onDismiss={() => setSearching(false)} />
          </div>
          <ActionIcon variant="default" size="lg" aria-label="Fechar busca" onClick={() => setSearching(false)}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
        <SecondRow />
      </>
    );
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
            <SearchBox />
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {compact && (
            <ActionIcon variant="default" size="lg" aria-label="Abrir busca" onClick={() => setSearching(true)}>
              <IconSearch size={18} />
            </ActionIcon>
          )}
          <NotificationButton compact={compact} />
          {!compact && <ShiftControl />}
          <NotificationBell compact={compact} />
          <ActionIcon
            component={Link}
            to="/minhas-sessoes"
            variant="default"
            size="lg"
            aria-label="Minhas sessões"
            title="Minhas sessões"
          >
            <IconDevices size={18} />
          </ActionIcon>
          <LogoutButton />
        </Group>
      </Group>
      {compact && <SecondRow />}
    </>
  );
}

/** Phones: the shift control on a row of its own. */
function SecondRow() {
  return (
    <Group
      h={44}
      px="md"
      justify="flex-end"
      wrap="nowrap"
      style={{ borderTop: '1px solid var(--app-shell-border-color)' }}
    >
      <ShiftControl />
    </Group>
  );
}
