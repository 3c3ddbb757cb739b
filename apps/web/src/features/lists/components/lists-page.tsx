import { useMemo, useState } from 'react';
import { Group, Loader, Pagination, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { LIST_PAGE_SIZE, LIST_STATUSES, listText } from '@ponte/domain/lists';
import { PageHeader } from '../../../ui/page-header';
import { useShoppingLists } from '../api/get-lists';
import type { ListStatusFilter } from '../api/query-keys';
import { ListScopeContext, type ListScope } from '../hooks/use-list-scope';
import { BackendDownBanner } from './backend-down-banner';
import { ListCard } from './list-card';
import { ListCounters } from './list-counters';
import { ListsEmpty } from './lists-empty';
import { CenteredLoader } from '../../../ui/load-state';

/** Typing pauses this long before the server is asked. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

const statusOptions = [
  { value: 'all', label: 'Todos os status' },
  ...LIST_STATUSES.map((status) => ({
    value: status,
    label: { active: 'Ativas', completed: 'Concluídas', abandoned: 'Abandonadas' }[status],
  })),
];

const isStatusFilter = (value: string | null): value is ListStatusFilter =>
  value === 'all' || LIST_STATUSES.some((s) => s === value);

/** /listas: every customer's shopping lists (spec 2 §2), searched, filtered and paged by the server. */
export function ListsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, LIST_SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const [status, setStatus] = useState<ListStatusFilter>('all');
  // The page belongs to the filters it was chosen for: new filters start again at page 1.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const filterKey = `${status}|${term}`;
  const page = paging.key === filterKey ? paging.page : 1;
  const query = useShoppingLists({ search: term, status, page, limit: LIST_PAGE_SIZE });
  const lists = query.data?.data ?? [];
  const pages = query.data?.pagination.pages ?? 1;
  const filtering = term !== '' || status !== 'all';

  // A load that failed (the first, or a reload after a write) turns the screen into a read-only view.
  const backendDown = query.isError;
  const scope = useMemo<ListScope>(() => ({ backendDown, onChanged: () => {} }), [backendDown]);

  return (
    <ListScopeContext value={scope}>
      <PageHeader title={listText.title} description={listText.subtitle} />
      <Stack gap="lg">
        <ListCounters counters={query.data?.counters} />
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" align="flex-end">
            <TextInput
              placeholder={listText.searchPlaceholder}
              aria-label="Buscar listas"
              leftSection={<IconSearch size={16} />}
              rightSection={query.isFetching && !query.isPending ? <Loader size={14} aria-label="Buscando" /> : null}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
              maw={420}
            />
            <Select
              aria-label="Filtrar por status"
              data={statusOptions}
              value={status}
              allowDeselect={false}
              onChange={(value) => isStatusFilter(value) && setStatus(value)}
              w={{ base: '100%', xs: 200 }}
              comboboxProps={{ withinPortal: false }}
            />
          </Group>
        </Paper>
        {backendDown && <BackendDownBanner onRetry={() => void query.refetch()} retrying={query.isFetching} />}
        {query.isPending ? (
          <CenteredLoader label="Carregando listas" />
        ) : lists.length > 0 ? (
          <Stack gap="sm" role="list" aria-label="Listas de compras">
            {lists.map((list) => (
              <div role="listitem" key={list.id}>
                <ListCard list={list} />
              </div>
            ))}
          </Stack>
        ) : (
          !backendDown && <ListsEmpty filtering={filtering} />
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={(next) => setPaging({ key: filterKey, page: next })} />
          </Group>
        )}
      </Stack>
    </ListScopeContext>
  );
}
