import { useState } from 'react';
import { Button, Center, Loader, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMessageOff } from '@tabler/icons-react';
import { useLabelCatalogue } from '../../../lib/labels';
import { useNow } from '../../../lib/use-now';
import { LabelFilter } from '../../../ui/label-filter';
import { flattenConversations, useConversations } from '../api/get-conversations';
import { ColumnEmpty, ColumnScroll, ColumnSearch, NoSearchResult } from './chat-column';
import { ConversationItem } from './conversation-item';
import { CenteredLoader, LoadErrorAlert } from '../../../ui/load-state';

/** Typing pauses this long before the server is asked. */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 300;
const CLOCK_TICK_MS = 30_000;

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
      return <CenteredLoader label="Carregando conversas" />;
    }
    if (!list.data) {
      return <LoadErrorAlert title="Erro ao carregar conversas" onRetry={() => void list.refetch()} />;
    }
    if (conversations.length === 0) {
      return term || label ? (
        <NoSearchResult />
      ) : (
        <ColumnEmpty icon={<IconMessageOff size={26} />} title="Nenhuma conversa ainda" />
      );
    }
    return (
      <ColumnScroll maxHeight="calc(100dvh - 15rem)">
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
      </ColumnScroll>
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <ColumnSearch
          aria-label="Buscar conversas"
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
