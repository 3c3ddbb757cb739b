import { useState } from 'react';
import {
  Alert,
  Button,
  EmptyState,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileText,
  IconRefresh,
  IconSearch,
  IconTrash,
  IconWebhook,
} from '@tabler/icons-react';
import { LOG_LEVELS, logText, type LogTab } from '@ponte/domain/logs';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { StatCardGrid } from '../../../ui/stat-card';
import { useClearLogs } from '../api/clear-logs';
import { useServerHealth } from '../api/get-health';
import { useLogs } from '../api/get-logs';
import { logKeys, NO_LOG_FILTERS, type LogFilters } from '../api/query-keys';
import { exportLogs } from './export-logs';
import { LogTable } from './log-table';
import { RecentWebhooks } from './recent-webhooks';
import { RetentionControl } from './retention-control';
import { AuditExport } from './audit-export';
import { CenteredLoader } from '../../../ui/load-state';
import { toastOutcome } from '../../../lib/toast-outcome';

/** The logs screen is in English (spec 3); the theme's page labels are Portuguese. */
const englishPageLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

const SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';

/** /logs (spec 3, in English): real entries only; docs/0021. */
export function LogsPage() {
  const qc = useQueryClient();
  const [filters, setFilters] = useState<LogFilters>(NO_LOG_FILTERS);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const query = { ...filters, search: debouncedSearch.trim() };
  const health = useServerHealth();
  const logs = useLogs(query, page);
  const clear = useClearLogs();

  const set = (patch: Partial<LogFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const onClear = () => {
    if (!window.confirm(logText.confirmClear)) return;
    clear.mutate(undefined, toastOutcome('Logs cleared', 'Could not clear the logs'));
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportLogs(query);
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, 'Could not export the logs') });
    } finally {
      setExporting(false);
    }
  };

  const data = logs.data;
  const card = (value: (d: NonNullable<typeof data>) => string) => (data ? value(data) : '—');
  return (
    <>
      <PageHeader
        title={logText.title}
        description="Activity, gateway, webhook and server error logs"
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void qc.invalidateQueries({ queryKey: logKeys.all })}
            >
              Refresh
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => void onExport()}
              loading={exporting}
              disabled={!!health.error}
            >
              Export
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={onClear}
              loading={clear.isPending}
              disabled={!!health.error}
            >
              Clear
            </Button>
          </>
        }
      />
      {health.error ? (
        <Alert color="red" title="Server unavailable" icon={<IconAlertTriangle size={18} />} role="alert">
          The health check failed, so the logs cannot be loaded. They refresh on their own when the server answers.
        </Alert>
      ) : (
        <Stack gap="md">
          <StatCardGrid
            cols={{ base: 1, xs: 2, lg: 4 }}
            cards={[
              { title: 'Total Logs', value: card((d) => String(d.summary.total)), icon: <IconFileText size={22} /> },
              {
                title: 'Errors',
                value: card((d) => String(d.summary.errors)),
                icon: <IconAlertTriangle size={22} />,
                color: 'red',
              },
              {
                title: 'Webhooks',
                value: card((d) => String(d.summary.webhooks)),
                icon: <IconWebhook size={22} />,
                color: 'violet',
              },
              {
                title: 'Success Rate',
                value: card((d) => `${d.summary.success_rate}%`),
                icon: <IconCircleCheck size={22} />,
                color: 'green',
              },
            ]}
          />
          <Paper withBorder radius="md" p="md">
            <Tabs value={filters.tab} onChange={(tab) => set({ tab: (tab ?? 'all') as LogTab })}>
              <Tabs.List mb="md">
                <Tabs.Tab value="all">All Logs</Tabs.Tab>
                <Tabs.Tab value="errors">Errors</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
              <TextInput
                label="Search"
                placeholder="Search logs..."
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
                w={{ base: '100%', sm: 280 }}
              />
              <Select
                label="Level"
                data={[{ value: ALL, label: 'All levels' }, ...LOG_LEVELS.map((l) => ({ value: l, label: l }))]}
                value={filters.level || ALL}
                onChange={(v) => set({ level: !v || v === ALL ? '' : v })}
                allowDeselect={false}
                w={{ base: '100%', xs: 170 }}
              />
              <Select
                label="Category"
                data={[
                  { value: ALL, label: 'All categories' },
                  ...(data?.categories ?? []).map((c) => ({ value: c, label: c })),
                ]}
                value={filters.category || ALL}
                onChange={(v) => set({ category: !v || v === ALL ? '' : v })}
                allowDeselect={false}
                searchable
                w={{ base: '100%', xs: 220 }}
              />
            </Group>
            {logs.isPending ? (
              <CenteredLoader label="Loading logs" />
            ) : logs.error && !data ? (
              <Text c="red" ta="center" py="xl">
                {errorText(logs.error, 'Could not load the logs')}
              </Text>
            ) : data && data.entries.length > 0 ? (
              <Stack gap="sm">
                <LogTable entries={data.entries} />
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {data.pagination.total} entries
                  </Text>
                  {data.pagination.pages > 1 && (
                    <Pagination
                      total={data.pagination.pages}
                      value={page}
                      onChange={setPage}
                      size="sm"
                      getControlProps={(control) => ({ 'aria-label': englishPageLabels[control] })}
                    />
                  )}
                </Group>
              </Stack>
            ) : (
              <EmptyState icon={<IconFileText size={28} />} withIndicatorBackground title={logText.empty} py="xl" />
            )}
          </Paper>
          <RecentWebhooks />
          <RetentionControl />
          <AuditExport />
        </Stack>
      )}
    </>
  );
}
