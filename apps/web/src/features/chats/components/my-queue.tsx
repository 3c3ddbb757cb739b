import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useNow } from '../../../lib/use-now';
import { useMyQueue } from '../api/get-my-queue';
import { ColumnEmpty, ColumnScroll, ColumnSearch, NoSearchResult } from './chat-column';
import { QueueItem } from './queue-item';
import { searchQueue } from './queue-search';
import { CenteredLoader, LoadErrorAlert } from '../../../ui/load-state';

/** Relative times ('há 5 minutos') move on without waiting for the next change of the queue. */
const CLOCK_TICK_MS = 30_000;

export type MyQueueProps = {
  selectedId: number | null;
  onSelect: (customerId: number) => void;
};

/** Spec 3 'Meus Atendimentos', left column: the chats assigned to the signed-in user, searched on screen. */
export function MyQueue({ selectedId, onSelect }: MyQueueProps) {
  const queue = useMyQueue();
  const [search, setSearch] = useState('');
  const now = useNow(CLOCK_TICK_MS);
  const all = queue.data ?? [];
  const items = searchQueue(all, search);

  const body = () => {
    if (queue.isPending) {
      return <CenteredLoader label="Carregando atendimentos" />;
    }
    // A poll that fails keeps the queue already on screen.
    if (!queue.data) {
      return <LoadErrorAlert title="Erro ao carregar atendimentos" onRetry={() => void queue.refetch()} />;
    }
    if (all.length === 0) return <ColumnEmpty icon={<IconInbox size={26} />} title="Nenhum atendimento ativo" />;
    if (items.length === 0) return <NoSearchResult />;
    return (
      <ColumnScroll maxHeight="calc(100dvh - 17rem)">
        <Stack gap="xs" role="list" aria-label="Fila de atendimentos">
          {items.map((item) => (
            <div role="listitem" key={item.id}>
              <QueueItem
                item={item}
                now={now}
                selected={item.user_id === selectedId}
                onSelect={() => onSelect(item.user_id)}
              />
            </div>
          ))}
        </Stack>
      </ColumnScroll>
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>Fila</Text>
          {queue.data && (
            <Badge variant="light" aria-label={`${all.length} atendimentos`}>
              {all.length}
            </Badge>
          )}
        </Group>
        <ColumnSearch
          aria-label="Buscar atendimentos"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {body()}
      </Stack>
    </Paper>
  );
}
