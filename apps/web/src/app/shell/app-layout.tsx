import { useEffect, useRef } from 'react';
import { AppShell, Burger } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './skip-link.css';
import { useFocusHeadingOnNavigation } from './use-focus-heading';
import { useFocusReturnAfterDialogs } from './use-focus-return';
import { useRealtimeNotifications } from './use-realtime-notifications';

/** Matches Mantine's `sm` breakpoint, where the navbar collapses into the burger. */
const NARROW = '(max-width: 47.99em)';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const compact = useMediaQuery(NARROW) ?? false;
  const main = useRef<HTMLDivElement>(null);
  const navbar = useRef<HTMLDivElement>(null);
  useRealtimeNotifications();
  useFocusHeadingOnNavigation(main);
  useFocusReturnAfterDialogs();
  // A collapsed phone menu is out of sight: out of the Tab order and the accessibility tree too.
  const hidden = compact && !opened;
  useEffect(() => {
    if (!compact || !opened) return;
    navbar.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      document.querySelector<HTMLElement>('[aria-controls="menu-principal"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [compact, opened, close]);
  return (
    <AppShell
      header={{ height: compact ? 105 : 61 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      {/* Above the navbar (Mantine puts it at 101, the header at 100): the search results and the bell panel open over it. */}
      <AppShell.Header zIndex={102}>
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
              aria-expanded={opened}
              aria-controls="menu-principal"
            />
          }
        />
      </AppShell.Header>
      <AppShell.Navbar ref={navbar} id="menu-principal" inert={hidden} aria-hidden={hidden || undefined}>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main ref={main} bg="gray.0" id="conteudo" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
