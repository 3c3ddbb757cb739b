import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconInbox, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useNow } from '../../../lib/use-now';
import { useMyQueue } from '../api/get-my-queue';
import { QueueItem } from './queue-item';
import { searchQueue } from './queue-search';

/** Long names are cut with an ellipsis instead of widening the list sideways. */
const NO_HORIZONTAL_GROWTH = { content: { minWidth: 0 } };
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
      return (
        <Center py="xl">
          <Loader size="sm" aria-label="Carregando atendimentos" />
        </Center>
      );
    }
    // A poll that fails keeps the queue already on screen.
    if (!queue.data) {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Erro ao carregar atendimentos" role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void queue.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      );
    }
    if (all.length === 0)
      return (
        <EmptyState
          icon={<IconInbox size={26} />}
          withIndicatorBackground
          title="Nenhum atendimento ativo"
          size="sm"
          py="lg"
        />
      );
    if (items.length === 0) {
      return (
        <EmptyState
          icon={<IconSearchOff size={26} />}
          withIndicatorBackground
          title="Nenhum resultado encontrado"
          size="sm"
          py="lg"
        />
      );
    }
    return (
      <ScrollArea.Autosize
        mah="calc(100dvh - 17rem)"
        type="auto"
        scrollbars="y"
        offsetScrollbars
        styles={NO_HORIZONTAL_GROWTH}
      >
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
      </ScrollArea.Autosize>
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
        <TextInput
          aria-label="Buscar atendimentos"
          placeholder="Buscar por nome, telefone ou email..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {body()}
      </Stack>
    </Paper>
  );
}
