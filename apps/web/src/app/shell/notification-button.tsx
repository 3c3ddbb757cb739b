import { useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { isAudioEnabled, setAudioEnabled } from '../../lib/notification-preference';
import { playTestSound } from './new-message-alerts';

export const PERMISSION_DENIED_TEXT = 'Por favor, permita notificações nas configurações do navegador';
const ACTIVE_TEXT = 'Notificações ativas';
const ENABLE_TEXT = 'Ativar notificações';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Spec 1 §4: asks the browser for notification permission; once granted, new-message sounds are
 * on and the button reads 'Notificações ativas'. Clicking it again turns the sound off.
 */
export function NotificationButton({ compact = false }: { compact?: boolean }) {
  const [active, setActive] = useState(() => supported() && Notification.permission === 'granted' && isAudioEnabled());
  if (!supported()) return null;

  const toggle = async () => {
    if (active) {
      setAudioEnabled(false);
      setActive(false);
      return;
    }
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission === 'granted') {
      setAudioEnabled(true);
      setActive(true);
      playTestSound();
    } else {
      window.alert(PERMISSION_DENIED_TEXT);
    }
  };

  const label = active ? ACTIVE_TEXT : ENABLE_TEXT;
  const icon = active ? <IconBellRinging size={18} /> : <IconBellOff size={18} />;
  if (compact) {
    // Named for screen readers, titled for a mouse; no Mantine Tooltip, which would bring
    // floating-ui into every page's first load (docs/0030).
    return (
      <ActionIcon
        variant={active ? 'light' : 'default'}
        color={active ? 'green' : undefined}
        size="lg"
        aria-label={label}
        title={label}
        onClick={toggle}
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Button
      size="xs"
      variant={active ? 'light' : 'default'}
      color={active ? 'green' : undefined}
      leftSection={icon}
      onClick={toggle}
    >
      {label}
    </Button>
  );
}
