import { AppShell, Divider, Group, NavLink, ScrollArea, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBridge2 } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useStoredUser } from '../../lib/auth-storage';
import { adminScreens, staffScreens, type Screen } from '../screens';

const isActive = (path: string, pathname: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

function ScreenLinks({ screens, onNavigate }: { screens: Screen[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return screens.map(({ path, title, icon: Icon }) => (
    <NavLink
      key={path}
      component={RouterNavLink}
      to={path}
      label={title}
      leftSection={<Icon size={18} stroke={1.6} />}
      active={isActive(path, pathname)}
      onClick={onNavigate}
      // Dense enough for all eighteen admin entries to fit an 800px-high window without scrolling.
      py={5}
      styles={{ body: { lineHeight: 1.35 }, label: { lineHeight: 1.35 } }}
    />
  ));
}

/** Spec 1 §2 sidebar: every user's screens, the admin group for admins, product title and footer credit. */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const user = useStoredUser();
  return (
    <>
      <AppShell.Section px="md" py="sm" visibleFrom="sm">
        <Group gap="xs">
          <ThemeIcon size="lg" variant="filled" aria-hidden>
            <IconBuildingBridge2 size={20} />
          </ThemeIcon>
          <Text fw={800} size="xl">
            Ponte
          </Text>
        </Group>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" pb="sm">
        <nav aria-label="Menu principal">
          <ScreenLinks screens={staffScreens} onNavigate={onNavigate} />
          {user?.role === 'admin' && (
            <div role="group" aria-label="Administração">
              <Divider my="xs" />
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                Administração
              </Text>
              <ScreenLinks screens={adminScreens} onNavigate={onNavigate} />
            </div>
          )}
        </nav>
      </AppShell.Section>
      <AppShell.Section px="md" py="xs" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        <Text size="xs" c="dimmed">
          © Ponte · Painel da equipe
        </Text>
      </AppShell.Section>
    </>
  );
}
