import { useState } from 'react';
import { Alert, Badge, Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconSearch } from '@tabler/icons-react';
import { formatDateTimeBR } from '@ponte/domain/dates';
import {
  NEVER_SEND_PAGE_SIZE,
  NEVER_SEND_SEARCH_MAX,
  neverSendKindLabels,
  neverSendText,
  type NeverSendEntry,
} from '@ponte/domain/unsubscribes';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';
import { useNeverSendPage, useResubscribe } from '../api/unsubscribes';
import { NeverSendImportModal } from './never-send-import-modal';
import { CenteredLoader } from '../../../ui/load-state';

const kindColor = { unsubscribed: 'gray', bounced: 'red', imported: 'blue' } as const;

function ResubscribeButton({ entry }: { entry: NeverSendEntry }) {
  const resubscribe = useResubscribe();
  const click = () => {
    if (!window.confirm(neverSendText.confirmResubscribe.replace('{email}', entry.email))) return;
    resubscribe.mutate(entry.id, {
      onSuccess: (res) => notifications.show({ color: 'green', message: res.message, role: 'status' }),
      onError: (err) =>
        notifications.show({ color: 'red', message: errorText(err, neverSendText.actionFailed), autoClose: 8000 }),
    });
  };
  return (
    <Button
      size="xs"
      variant="light"
      onClick={click}
      loading={resubscribe.isPending}
      aria-label={`${neverSendText.resubscribe} ${entry.email}`}
    >
      {neverSendText.resubscribe}
    </Button>
  );
}

const columns: ResponsiveColumn<NeverSendEntry>[] = [
  {
    key: 'email',
    header: 'E-mail',
    role: 'title',
    cell: (e) => (
      <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
        {e.email}
      </Text>
    ),
  },
  {
    key: 'kind',
    header: 'Motivo',
    cell: (e) => (
      <Stack gap={2}>
        <Badge variant="light" color={kindColor[e.kind]} w="fit-content">
          {neverSendKindLabels[e.kind]}
        </Badge>
        {e.reason && (
          <Text size="xs" c="dimmed">
            {e.reason}
          </Text>
        )}
        {e.created_by && (
          <Text size="xs" c="dimmed">
            por {e.created_by}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'campaign', header: 'Campanha', cell: (e) => e.campaign?.name ?? '—' },
  { key: 'date', header: 'Data', cell: (e) => formatDateTimeBR(e.created_at) },
  { key: 'actions', header: 'Ações', role: 'actions', hideHeader: true, cell: (e) => <ResubscribeButton entry={e} /> },
];

/**
 * /descadastrados (admin, from /campanhas-email): the addresses no campaign goes to, why, since
 * when and from which campaign; 'Reinscrever' on request and 'Importar CSV' (docs/0050).
 */
export function NeverSendPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useNeverSendPage({ page, limit: NEVER_SEND_PAGE_SIZE, search: debounced || undefined });
  const [importing, setImporting] = useState(false);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <>
      <PageHeader
        title={neverSendText.title}
        description={neverSendText.description}
        actions={
          <Button leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
            {neverSendText.importButton}
          </Button>
        }
      />
      <Stack gap="md">
        <TextInput
          label={neverSendText.searchLabel}
          leftSection={<IconSearch size={16} />}
          maxLength={NEVER_SEND_SEARCH_MAX}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        {list.isPending && <CenteredLoader label="Carregando descadastrados" />}
        {list.isError && (
          <Alert color="red" role="alert">
            {errorText(list.error, neverSendText.loadFailed)}
          </Alert>
        )}
        {data && data.items.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {neverSendText.empty}
          </Text>
        )}
        {data && data.items.length > 0 && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total.toLocaleString('pt-BR')} {data.total === 1 ? 'endereço' : 'endereços'}
            </Text>
            <ResponsiveTable
              rows={data.items}
              rowKey={(e) => e.id}
              columns={columns}
              label="Endereços descadastrados"
              minWidth={720}
            />
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({
                    'aria-label': control === 'next' ? 'Próxima página' : 'Página anterior',
                  })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      {importing && <NeverSendImportModal onClose={() => setImporting(false)} />}
    </>
  );
}
