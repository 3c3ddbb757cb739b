import { useState } from 'react';
import { Alert, Button, Center, EmptyState, Loader, Paper, ScrollArea, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconMessageOff, IconSearch, IconSearchOff } from '@tabler/icons-react';
import { useLabelCatalogue } from '../../../lib/labels';
import { useNow } from '../../../lib/use-now';
import { LabelFilter } from '../../../ui/label-filter';
import { flattenConversations, useConversations } from '../api/get-conversations';
import { ConversationItem } from './conversation-item';

/** Typing pauses this long before the server is asked. */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 300;
const CLOCK_TICK_MS = 30_000;
/** Long last messages are cut with an ellipsis instead of widening the list sideways. */
const NO_HORIZONTAL_GROWTH = { content: { minWidth: 0 } };

export type ConversationListProps = {
  selectedId: number | null;
  onSelect: (customerId: number) => void;
  preview: (content: string) => string;
};

/** /chat, left column: every conversation, newest activity first, searched by the server. */
export function ConversationList({ selectedId, onSelect, preview }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, CONVERSATION_SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const [label, setLabel] = useState<number | null>(null);
  const catalogue = useLabelCatalogue();
  const list = useConversations({ search: term, label });
  const now = useNow(CLOCK_TICK_MS);
  const conversations = flattenConversations(list.data);

  const body = () => {
    if (list.isPending) {
      return (
        <Center py="xl">
          <Loader size="sm" aria-label="Carregando conversas" />
        </Center>
      );
    }
    if (!list.data) {
      return (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Erro ao carregar conversas" role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      );
    }
    if (conversations.length === 0) {
      return term || label ? (
        <EmptyState
          icon={<IconSearchOff size={26} />}
          withIndicatorBackground
          title="Nenhum resultado encontrado"
          size="sm"
          py="lg"
        />
      ) : (
        <EmptyState
          icon={<IconMessageOff size={26} />}
          withIndicatorBackground
          title="Nenhuma conversa ainda"
          size="sm"
          py="lg"
        />
      );
    }
    return (
      <ScrollArea.Autosize
        mah="calc(100dvh - 15rem)"
        type="auto"
        scrollbars="y"
        offsetScrollbars
        styles={NO_HORIZONTAL_GROWTH}
      >
        <Stack gap="xs">
          {/* A list holds only its items (WCAG 1.3.1): the 'load more' button sits after it. */}
          <Stack gap="xs" role="list" aria-label="Conversas">
            {conversations.map((c) => (
              <ConversationItem
                key={c.id}
                conversation={c}
                now={now}
                preview={preview}
                selected={c.id === selectedId}
                onSelect={() => onSelect(c.id)}
              />
            ))}
          </Stack>
          {list.hasNextPage && (
            <Center>
              <Button
                size="xs"
                variant="subtle"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Carregar mais conversas
              </Button>
            </Center>
          )}
        </Stack>
      </ScrollArea.Autosize>
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <TextInput
          aria-label="Buscar conversas"
          placeholder="Buscar por nome, telefone ou email..."
          leftSection={<IconSearch size={16} />}
          rightSection={
            list.isFetching && !list.isPending && term !== '' ? <Loader size={14} aria-label="Buscando" /> : null
          }
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {(catalogue.data?.length ?? 0) > 0 && (
          <LabelFilter labels={catalogue.data!} value={label} onChange={setLabel} maw={undefined} />
        )}
        {body()}
      </Stack>
    </Paper>
  );
}
