import { useEffect, useState } from 'react';
import { Button, Center, EmptyState, Group, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFilterX, IconReceiptOff } from '@tabler/icons-react';
import { CommissionReportQuerySchema, commissionText } from '@ponte/domain/commissions';
import { errorText } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth-storage';
import { PeriodFields } from '../../../ui/period-fields';
import { PageHeader } from '../../../ui/page-header';
import { useExportReportCsv } from '../api/export-report-csv';
import { useCommissionReport } from '../api/get-report';
import type { ReportPeriod } from '../api/query-keys';
import { CommissionCalculator } from './commission-calculator';
import { ReportCards } from './report-cards';
import { SellersTable } from './sellers-table';

const NO_PERIOD: ReportPeriod = { start_date: '', end_date: '' };

/** The period's own error (an inverted range), under the field it names; the report keeps the last good period. */
function periodError(period: ReportPeriod): Partial<Record<keyof ReportPeriod, string>> {
  const result = CommissionReportQuerySchema.safeParse(period);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0] ?? 'end_date'), i.message]));
}

/** /comissoes: every staff member; an admin sees every seller, others only their own sales. */
export function CommissionsPage() {
  const user = useStoredUser();
  const [period, setPeriod] = useState<ReportPeriod>(NO_PERIOD);
  const [applied, setApplied] = useState<ReportPeriod>(NO_PERIOD);
  const errors = periodError(period);
  const report = useCommissionReport(applied);
  const exportCsv = useExportReportCsv();

  // Spec 2 §8: a failed load of the report is only logged; the cards show '—' rather than zeros.
  useEffect(() => {
    if (report.error) console.error('Comissões: falha ao carregar o relatório', report.error);
  }, [report.error]);

  const change = (key: keyof ReportPeriod, value: string) => {
    const next = { ...period, [key]: value };
    setPeriod(next);
    if (CommissionReportQuerySchema.safeParse(next).success) setApplied(next);
  };

  const download = () =>
    exportCsv.mutate(applied, {
      onError: (err) => {
        const reason = errorText(err, '');
        notifications.show({
          color: 'red',
          message: reason ? `${commissionText.exportFailed}: ${reason}` : commissionText.exportFailed,
        });
      },
    });

  return (
    <>
      <PageHeader
        title="Comissões"
        description={user?.role === 'admin' ? 'Comissões dos vendedores por período' : 'Suas comissões por período'}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exportCsv.isPending}
            onClick={download}
          >
            Exportar CSV
          </Button>
        }
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
                onClick={() => {
                  setPeriod(NO_PERIOD);
                  setApplied(NO_PERIOD);
                }}
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
            <Center py="xl">
              <Loader size="sm" aria-label="Carregando relatório" />
            </Center>
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
