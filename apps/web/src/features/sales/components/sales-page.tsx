import { useEffect, useState } from 'react';
import { EmptyState, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { SalesFilterSchema, salesText, type Sale } from '@ponte/domain/sales';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { errorsByField } from '../../../lib/period-filter';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { PageHeader } from '../../../ui/page-header';
import { useExportSalesCsv } from '../api/export-csv';
import { useSalesPage } from '../api/get-sales';
import { useSellers } from '../api/get-sellers';
import { useSalesStats } from '../api/get-stats';
import { NO_FILTERS, type SalesFilters as Filters } from '../api/query-keys';
import { SaleDrawer } from './sale-drawer';
import { SaleStatusModal } from './sale-status-modal';
import { SalesCards } from './sales-cards';
import { SalesChartPanel } from './sales-chart-panel';
import { SalesFilters } from './sales-filters';
import { SalesTable } from './sales-table';
import { CenteredLoader } from '../../../ui/load-state';

/** The filters as the server reads them: an empty input is no filter. */
const parseFilters = (filters: Filters) =>
  SalesFilterSchema.safeParse(Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')));

/** The filters' own errors (an inverted period), under the field they name. */
const filterErrors = (filters: Filters) => errorsByField<Filters>(parseFilters(filters));

/**
 * /vendas: every staff member sees their own sales; an admin sees everyone's, filters by seller
 * and changes a sale's status. The list reloads when a sale is confirmed (the shell invalidates it).
 */
export function SalesPage() {
  const user = useStoredUser();
  const isAdmin = user?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const pedido = params.get('pedido');
  const venda = Number(params.get('venda')) || null;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Sale | null>(null);
  const sales = useSalesPage(applied, page);
  const stats = useSalesStats(applied);
  const sellers = useSellers({ enabled: isAdmin });
  const exportCsv = useExportSalesCsv();

  useEffect(() => {
    if (stats.error) console.error('Vendas: falha ao carregar as estatísticas', stats.error);
  }, [stats.error]);

  const change = (key: keyof Filters, value: string) => {
    const next = { ...filters, [key]: value };
    setFilters(next);
    // A half-typed or inverted period keeps the last good one on screen.
    if (parseFilters(next).success) {
      setApplied(next);
      setPage(1);
    }
  };
  const clear = () => {
    setFilters(NO_FILTERS);
    setApplied(NO_FILTERS);
    setPage(1);
  };
  const closeOrder = () =>
    setParams(
      (p) => {
        p.delete('pedido');
        p.delete('venda');
        return p;
      },
      { replace: true },
    );
  // The open sale is in the address: the back button closes it, a link can share it.
  const openSale = (sale: Sale) =>
    setParams((p) => {
      p.delete('pedido');
      p.set('venda', String(sale.id));
      return p;
    });
  const pickPeriod = (period: { start_date: string; end_date: string }) => {
    const next = { ...filters, ...period };
    setFilters(next);
    setApplied(next);
    setPage(1);
  };

  const data = sales.data;
  return (
    <>
      <PageHeader
        title={salesText.title}
        description={salesText.subtitle}
        actions={<ExportCsvButton exportCsv={exportCsv} input={applied} failed={salesText.exportFailed} />}
      />
      <Stack gap="md">
        <SalesCards stats={stats.data} />
        <SalesChartPanel stats={stats.data} />
        <SalesFilters
          filters={filters}
          errors={filterErrors(filters)}
          sellers={isAdmin ? (sellers.data ?? []) : undefined}
          onChange={change}
          onPeriod={pickPeriod}
          onClear={clear}
        />
        <Paper withBorder radius="md" p="md">
          {sales.isPending ? (
            <CenteredLoader label="Carregando vendas" />
          ) : sales.error && !data ? (
            <Text c="red" ta="center" py="xl">
              {errorText(sales.error, 'Erro ao carregar as vendas')}
            </Text>
          ) : data && data.sales.length > 0 ? (
            <Stack gap="sm">
              <SalesTable sales={data.sales} onOpen={openSale} onEditStatus={isAdmin ? setEditing : undefined} />
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" c="dimmed">
                  {data.total.toLocaleString('pt-BR')} {data.total === 1 ? 'venda' : 'vendas'}
                </Text>
                {data.pages > 1 && <Pagination total={data.pages} value={page} onChange={setPage} size="sm" />}
              </Group>
            </Stack>
          ) : (
            <EmptyState icon={<IconReceiptOff size={28} />} withIndicatorBackground title={salesText.empty} py="xl" />
          )}
        </Paper>
      </Stack>
      {editing && <SaleStatusModal sale={editing} onClose={() => setEditing(null)} />}
      {pedido ? (
        <SaleDrawer pedido={pedido} onClose={closeOrder} />
      ) : (
        venda !== null && <SaleDrawer saleId={venda} onClose={closeOrder} />
      )}
    </>
  );
}
