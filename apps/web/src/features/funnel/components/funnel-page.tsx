import { useEffect, useState } from 'react';
import { Group, Pagination, Paper, Stack, Title } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { useFunnel } from '../api/get-funnel';
import type { FunnelFilters } from '../api/query-keys';
import { CampaignsPanel } from './campaigns-panel';
import { CapiErrors } from './capi-errors';
import { FunnelCards } from './funnel-cards';
import { FunnelFiltersBar } from './funnel-filters';
import { FunnelTable } from './funnel-table';
import { CenteredLoader } from '../../../ui/load-state';

const NO_FILTERS: FunnelFilters = { start: '', end: '', status: 'all', page: 1 };

/** /meta-funil: the Meta ad conversion funnel of spec 2 (admins only). */
export function FunnelPage() {
  const [filters, setFilters] = useState<FunnelFilters>(NO_FILTERS);
  const funnel = useFunnel(filters);
  const report = funnel.data;

  // Spec 2 §8: a failed funnel load is only logged, not surfaced.
  useEffect(() => {
    if (funnel.isError) console.error('Erro ao carregar o funil da Meta', funnel.error);
  }, [funnel.isError, funnel.error]);

  const pages = report ? Math.ceil(report.pagination.total / report.pagination.per_page) : 0;

  return (
    <>
      <PageHeader
        title="Funil de Conversão Meta"
        description="Clientes que chegaram por anúncios da Meta e até onde foram na compra"
      />
      <Stack gap="md">
        <FunnelFiltersBar filters={filters} onChange={(next) => setFilters({ ...next, page: 1 })} />
        <FunnelCards stats={report?.stats} />
        <CampaignsPanel period={{ start: filters.start, end: filters.end }} />
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Clientes
          </Title>
          {funnel.isPending ? (
            <CenteredLoader label="Carregando funil" py="lg" />
          ) : (
            report && <FunnelTable clicks={report.clicks} />
          )}
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={filters.page} onChange={(page) => setFilters({ ...filters, page })} />
            </Group>
          )}
        </Paper>
        {report && <CapiErrors delivery={report.delivery} />}
      </Stack>
    </>
  );
}
