import { useEffect } from 'react';
import { Button, EmptyState, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFilterX, IconReceiptOff } from '@tabler/icons-react';
import { CommissionReportQuerySchema, commissionText } from '@ponte/domain/commissions';
import { useStoredUser } from '../../../lib/auth-storage';
import { usePeriodFilter } from '../../../lib/period-filter';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { PeriodFields } from '../../../ui/period-fields';
import { PageHeader } from '../../../ui/page-header';
import { useExportReportCsv } from '../api/export-report-csv';
import { useCommissionReport } from '../api/get-report';
import { CommissionCalculator } from './commission-calculator';
import { ReportCards } from './report-cards';
import { SellersTable } from './sellers-table';
import { CenteredLoader } from '../../../ui/load-state';

/** /comissoes: every staff member; an admin sees every seller, others only their own sales. */
export function CommissionsPage() {
  const user = useStoredUser();
  // The period's own error (an inverted range) is under the field it names; the report keeps the last good period.
  const { period, applied, errors, change, clear } = usePeriodFilter(CommissionReportQuerySchema);
  const report = useCommissionReport(applied);
  const exportCsv = useExportReportCsv();

  // Spec 2 §8: a failed load of the report is only logged; the cards show '—' rather than zeros.
  useEffect(() => {
    if (report.error) console.error('Comissões: falha ao carregar o relatório', report.error);
  }, [report.error]);

  return (
    <>
      <PageHeader
        title="Comissões"
        description={user?.role === 'admin' ? 'Comissões dos vendedores por período' : 'Suas comissões por período'}
        actions={<ExportCsvButton exportCsv={exportCsv} input={applied} failed={commissionText.exportFailed} />}
      />
      <Stack gap="md">
        <ReportCards report={report.data} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <CommissionCalculator />
          <Paper withBorder radius="md" p="lg" aria-label="Período">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Período
              </Title>
              <Group align="flex-start" gap="sm" grow>
                <PeriodFields period={period} errors={errors} onChange={change} width={null} />
              </Group>
              <Button
                variant="default"
                leftSection={<IconFilterX size={16} />}
                style={{ alignSelf: 'flex-start' }}
                onClick={clear}
              >
                Limpar Filtros
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="sm">
            Comissões por Vendedor
          </Title>
          {report.isPending ? (
            <CenteredLoader label="Carregando relatório" />
          ) : report.data?.sellers.length ? (
            <SellersTable report={report.data} />
          ) : report.data ? (
            <EmptyState
              icon={<IconReceiptOff size={28} />}
              withIndicatorBackground
              title="Nenhuma venda confirmada no período"
              py="xl"
            />
          ) : null}
        </Paper>
      </Stack>
    </>
  );
}
