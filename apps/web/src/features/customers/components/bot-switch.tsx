import { Switch, VisuallyHidden } from '@mantine/core';
import { useToggleBot } from '../api/toggle-bot';
import { notifyBotToggleFailure } from './bot-failure';

/** Customers list (spec 1 §4 'Bot toggle'): 'Bot Ativo' unless the bot is known to be off. */
export function BotSwitch({
  customer,
}: {
  customer: { id: number; name: string; bot_enabled: boolean | null | undefined };
}) {
  const toggle = useToggleBot();
  const enabled = customer.bot_enabled !== false;
  const label = toggle.isPending ? 'Salvando...' : enabled ? 'Bot Ativo' : 'Somente Humano';
  return (
    <Switch
      checked={enabled}
      disabled={toggle.isPending}
      onChange={(event) =>
        toggle.mutate({ id: customer.id, enabled: event.currentTarget.checked }, { onError: notifyBotToggleFailure })
      }
      // The visible words first (WCAG 2.5.3), then whose bot it is, for a list of many switches.
      label={
        <>
          {label}
          <VisuallyHidden>, {customer.name}</VisuallyHidden>
        </>
      }
      color="green"
    />
  );
}
