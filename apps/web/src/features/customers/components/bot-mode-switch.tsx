import { Switch } from '@mantine/core';
import { useToggleBot } from '../api/toggle-bot';
import { notifyBotToggleFailure } from './bot-failure';

/**
 * Support pane (spec 3 §4 'Chat bot state'): 'Bot Ativo' or 'Atendimento Manual'. Turning
 * the bot off puts the customer in attendance; turning it on takes them out. The switch moves
 * at once and goes back if the server refuses.
 */
export function BotModeSwitch({ customer }: { customer: { id: number; bot_enabled: boolean } }) {
  const toggle = useToggleBot();
  const enabled = customer.bot_enabled;
  return (
    <Switch
      checked={enabled}
      disabled={toggle.isPending}
      color="green"
      label={enabled ? 'Bot Ativo' : 'Atendimento Manual'}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        toggle.mutate({ id: customer.id, enabled: next, atendimento: !next }, { onError: notifyBotToggleFailure });
      }}
    />
  );
}
