import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { notificationText } from '@ponte/domain/notification-texts';
import { useNotificationCount } from '../api/get-notification-count';
import './notification-bell.css';

// The panel (its list, icons and calls) loads on the first click: not part of the first load (docs/0030).
const NotificationPanel = lazy(() => import('./notification-panel').then((m) => ({ default: m.NotificationPanel })));

const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * Issue 18: the top bar's bell. The badge counts what this staff member has not seen; the click
 * opens the recent notifications. Escape or a click outside closes the panel, focus back on the bell.
 */
export function NotificationBell({ compact = false }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const unread = useNotificationCount().data?.unread ?? 0;
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = unread > 0 ? `${notificationText.bell} (${notificationText.unread(unread)})` : notificationText.bell;
  return (
    <div className="notification-bell" ref={root}>
      <ActionIcon
        ref={bell}
        variant={open ? 'light' : 'default'}
        size="lg"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
      >
        <IconBell size={18} />
      </ActionIcon>
      {unread > 0 && (
        <span className="notification-badge" aria-hidden="true" data-testid="notification-badge">
          {badgeText(unread)}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel compact={compact} unread={unread} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
