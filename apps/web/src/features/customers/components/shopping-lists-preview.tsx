import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { formatDateBR } from '@ponte/domain/dates';
import { listStatusLabels, type ListStatus } from '@ponte/domain/lists';
import { toListSummary } from './shopping-list-summary';

/** Spec 3 §9: the support pane shows at most three of the customer's lists. */
export const SUPPORT_PANE_MAX_LISTS = 3;

const statusColors = { active: 'blue', completed: 'green', abandoned: 'gray' } as const satisfies Record<
  ListStatus,
  string
>;

/** The customer's newest shopping lists: name, status and creation date. */
export function ShoppingListsPreview({ lists }: { lists: unknown[] }) {
  const shown = lists.slice(0, SUPPORT_PANE_MAX_LISTS).map(toListSummary);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Listas de Compras">
      <Group gap="xs" mb="sm">
        <IconShoppingCart size={18} aria-hidden />
        <Title order={3} size="h5">
          Listas de Compras
        </Title>
        {lists.length > SUPPORT_PANE_MAX_LISTS && (
          <Text size="xs" c="dimmed">
            ({SUPPORT_PANE_MAX_LISTS} de {lists.length})
          </Text>
        )}
      </Group>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma lista de compras.
        </Text>
      ) : (
        <Stack gap="xs" role="list">
          {shown.map((list) => (
            <Group
              key={list.id}
              role="listitem"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              p="xs"
              bg="gray.0"
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {list.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {list.created_at ? formatDateBR(list.created_at) : '—'}
                </Text>
              </div>
              {list.status && (
                <Badge color={statusColors[list.status]} variant="light" style={{ flexShrink: 0 }}>
                  {listStatusLabels[list.status]}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
