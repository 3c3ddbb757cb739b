import { AppShell, Burger } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './skip-link.css';
import { useRealtimeNotifications } from './use-realtime-notifications';

/** Matches Mantine's `sm` breakpoint, where the navbar collapses into the burger. */
const NARROW = '(max-width: 47.99em)';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const compact = useMediaQuery(NARROW) ?? false;
  useRealtimeNotifications();
  return (
    <AppShell
      header={{ height: compact ? 105 : 61 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        {/* The first stop of the keyboard: past the top bar and the menu to the screen itself. */}
        <a href="#conteudo" className="skip-link">
          Pular para o conteúdo
        </a>
        <TopBar
          compact={compact}
          burger={
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Fechar menu' : 'Abrir menu'}
            />
          }
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id="conteudo" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
