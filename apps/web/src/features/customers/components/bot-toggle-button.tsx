import { Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useToggleBot } from '../api/toggle-bot';
import { notifyBotToggleFailure } from './bot-failure';

/**
 * Detail screen (spec 1 §4 'Bot toggle'): flips bot_enabled and sets atendimento to the
 * previous bot_enabled, so pausing the bot puts the customer in attendance.
 */
export function BotToggleButton({ customer }: { customer: { id: number; bot_enabled: boolean } }) {
  const toggle = useToggleBot();
  const enabled = customer.bot_enabled;
  return (
    <Button
      size="xs"
      variant={enabled ? 'light' : 'filled'}
      color={enabled ? 'orange' : 'green'}
      leftSection={enabled ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate({ id: customer.id, enabled: !enabled, atendimento: enabled }, { onError: notifyBotToggleFailure })
      }
    >
      {enabled ? 'Pausar Bot' : 'Ativar Bot'}
    </Button>
  );
}
