import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCreditCard, IconEye, IconReceipt, IconShoppingCartPlus, type Icon } from '@tabler/icons-react';
import type { FunnelJourney as Journey } from '@ponte/domain/funnel';

const STEPS = [
  { key: 'pageview', label: 'Visualizou a página', icon: IconEye },
  { key: 'addtocart', label: 'Adicionou ao carrinho', icon: IconShoppingCartPlus },
  { key: 'initiatecheckout', label: 'Iniciou o checkout', icon: IconCreditCard },
  { key: 'purchase', label: 'Comprou', icon: IconReceipt },
] as const satisfies readonly { key: keyof Journey; label: string; icon: Icon }[];

/** The four-icon journey of spec 2: a step the visitor reached is colored, the others are grey. */
export function FunnelJourney({ events }: { events: Journey }) {
  return (
    <Group gap={6} wrap="nowrap">
      {STEPS.map(({ key, label, icon: Icon }) => {
        const done = events[key];
        const text = `${label}: ${done ? 'sim' : 'não'}`;
        return (
          <Tooltip key={key} label={text} withArrow>
            <ThemeIcon
              role="img"
              aria-label={text}
              size={28}
              radius="xl"
              variant={done ? 'filled' : 'light'}
              color={done ? 'green' : 'gray'}
            >
              <Icon size={16} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
