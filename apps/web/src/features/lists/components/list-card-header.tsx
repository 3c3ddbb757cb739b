import { Badge, Group, Text } from '@mantine/core';
import { formatDateBR } from '@ponte/domain/dates';
import type { ListQuoteSummary, ShoppingList } from '@ponte/domain/lists';
import { formatBrl, formatUsd } from '@ponte/domain/money';
import { PhoneNumber } from '../../../ui/phone-number';
import { ListStatusBadge } from './list-status-badge';
import { ExpandButton } from '../../../ui/expand-button';

export type ListCardHeaderProps = {
  list: ShoppingList;
  /** The quote shown (with or without the club discount). */
  summary: ListQuoteSummary;
  nameId: string;
  panelId: string;
  expanded: boolean;
  onToggle: () => void;
};

/** What a collapsed card shows: name, status, customer, item count, total, and the button that expands it. */
export function ListCardHeader({ list, summary, nameId, panelId, expanded, onToggle }: ListCardHeaderProps) {
  const { user } = list;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      {/* At least 12rem for the name and badges: narrower, the totals and the button wrap below
          instead of squeezing a badge ('Pagamento pendente') into an ellipsis on a phone. */}
      <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Group gap="xs">
          <Text id={nameId} fw={600}>
            {list.name}
          </Text>
          <ListStatusBadge status={list.status} />
          {/* Visible while collapsed too: a payment waiting for staff is the card's most urgent news. */}
          {list.pending_payment && (
            <Badge variant="light" color="yellow">
              Pagamento pendente
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {user.name} · <PhoneNumber phone={user.phone} />
        </Text>
        <Text size="xs" c="dimmed">
          {list.shopping_list_items.length} {list.shopping_list_items.length === 1 ? 'item' : 'itens'} · criada em{' '}
          {formatDateBR(list.created_at)}
        </Text>
      </div>
      <Group gap="sm" align="center">
        <div>
          <Text fw={700} ta="right">
            {formatUsd(summary.total_usd)}
          </Text>
          <Text size="xs" c="dimmed" ta="right">
            {formatBrl(summary.total_brl)}
          </Text>
        </div>
        <ExpandButton expanded={expanded} controls={panelId} onToggle={onToggle} />
      </Group>
    </Group>
  );
}
