import { useEffect, useRef, useState } from 'react';
import { Alert, Button, EmptyState, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconUserOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { CUSTOMER_PAGE_SIZE } from '@ponte/domain/customers';
import { useLabelCatalogue } from '../../../lib/labels';
import { LabelFilter } from '../../../ui/label-filter';
import { PageHeader } from '../../../ui/page-header';
import { useCustomers } from '../api/get-customers';
import { CustomerRow } from './customer-row';
import { CustomerSummaryCards } from './customer-summary-cards';
import { CenteredLoader } from '../../../ui/load-state';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 1 §8: the list failed to load. Ponte has no demo data to fall back on, so it says so plainly. */
function BackendUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={20} />} title="Backend indisponível" role="alert">
      <Text size="sm">Não foi possível carregar os usuários. Tente novamente.</Text>
      <Button size="xs" variant="light" color="yellow" mt="sm" loading={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}

/**
 * The address's query: '/usuarios?busca=ana&pagina=2&etiqueta=3' (issue 31: Back and a shared
 * link return there; issue 32: the label filter too).
 */
export const LIST_PARAMS = { search: 'busca', page: 'pagina', label: 'etiqueta' } as const;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

const labelOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** /usuarios: the customers who talk to the bot (spec 1 §2), searched and paged by the server. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const term = (params.get(LIST_PARAMS.search) ?? '').trim();
  const page = pageOf(params.get(LIST_PARAMS.page));
  const [search, setSearch] = useState(term);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  /** The term this screen last put in the address: only a term from elsewhere (Back, a link) refills the box. */
  const written = useRef(term);
  // The typed term goes into the address once typing pauses; a new term starts again at page 1.
  // It replaces the entry: Back leaves the list, it does not replay every letter.
  useEffect(() => {
    const typed = debounced.trim();
    if (typed === written.current) return;
    written.current = typed;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed) next.set(LIST_PARAMS.search, typed);
        else next.delete(LIST_PARAMS.search);
        next.delete(LIST_PARAMS.page);
        return next;
      },
      { replace: true },
    );
    // Only the typing moves the address here; Back and links move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Back, Forward or a link changed the address: the box shows its term.
  useEffect(() => {
    if (term === written.current) return;
    written.current = term;
    setSearch(term);
  }, [term]);
  const goToPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set(LIST_PARAMS.page, String(next));
      else updated.delete(LIST_PARAMS.page);
      return updated;
    });
  const label = labelOf(params.get(LIST_PARAMS.label));
  const catalogue = useLabelCatalogue();
  const chooseLabel = (next: number | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(LIST_PARAMS.label, String(next));
      else updated.delete(LIST_PARAMS.label);
      updated.delete(LIST_PARAMS.page);
      return updated;
    });
  const list = useCustomers({ search: term, page, limit: CUSTOMER_PAGE_SIZE, label });
  const customers = list.data?.data ?? [];
  const pages = list.data?.pagination.pages ?? 1;

  return (
    <>
      <PageHeader title="Usuários" description="Clientes que conversam com o bot" />
      <Stack gap="lg">
        <CustomerSummaryCards summary={list.isError ? undefined : list.data?.summary} />
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" align="flex-end">
            <TextInput
              placeholder="Buscar por nome, telefone ou email..."
              aria-label="Buscar usuários"
              leftSection={<IconSearch size={16} />}
              rightSection={list.isFetching && !list.isPending ? <Loader size={14} aria-label="Buscando" /> : null}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
              maw={420}
            />
            <LabelFilter labels={catalogue.data ?? []} value={label} onChange={chooseLabel} />
          </Group>
        </Paper>
        {list.isError ? (
          <BackendUnavailable onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.isPending ? (
          <CenteredLoader label="Carregando usuários" />
        ) : customers.length === 0 ? (
          <Paper withBorder radius="md" p="md">
            <EmptyState
              icon={<IconUserOff size={28} />}
              withIndicatorBackground
              title="Nenhum usuário encontrado"
              description={term || label ? 'Tente outro nome, telefone ou email.' : undefined}
              py="xl"
            />
          </Paper>
        ) : (
          <Stack gap="sm" aria-label="Lista de usuários" role="list">
            {customers.map((customer) => (
              <div role="listitem" key={customer.id}>
                <CustomerRow customer={customer} />
              </div>
            ))}
          </Stack>
        )}
        {!list.isError && pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={goToPage} />
          </Group>
        )}
      </Stack>
    </>
  );
}
