import { Button, EmptyState, Group, Paper, Table, Text } from '@mantine/core';
import { IconClock, IconFilterX, IconUsers, IconClockHour4 } from '@tabler/icons-react';
import { AttendanceReportQuerySchema, attendanceReportText } from '@ponte/domain/attendance-report';
import { formatDecimalBR } from '@ponte/domain/dates';
import { roleLabels, type Role } from '@ponte/domain/roles';
import { errorText } from '../../../lib/api';
import { usePeriodFilter } from '../../../lib/period-filter';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { PeriodFields } from '../../../ui/period-fields';
import { PageHeader } from '../../../ui/page-header';
import { StatCardGrid } from '../../../ui/stat-card';
import { useAttendanceReport, useExportAttendanceCsv } from '../api/get-report';
import { CenteredLoader } from '../../../ui/load-state';

const hours = (n: number) => `${formatDecimalBR(n)}h`;

/** /relatorio-atendimento (admin): cards, period filter and the hours of each collaborator. */
export function AttendanceReportPage() {
  const { period, applied, errors, change, clear } = usePeriodFilter(AttendanceReportQuerySchema);
  const report = useAttendanceReport(applied);
  const exportCsv = useExportAttendanceCsv();
  const data = report.data;
  const show = (value: (r: NonNullable<typeof data>) => string) => (data ? value(data) : '—');

  return (
    <>
      <PageHeader
        title={attendanceReportText.title}
        description={attendanceReportText.subtitle}
        actions={<ExportCsvButton exportCsv={exportCsv} input={applied} failed={attendanceReportText.exportFailed} />}
      />
      <StatCardGrid
        cols={{ base: 1, xs: 3 }}
        mb="md"
        cards={[
          { title: 'Total de Horas', value: show((r) => hours(r.total_hours)), icon: <IconClock size={22} /> },
          {
            title: 'Colaboradores',
            value: show((r) => String(r.collaborators)),
            icon: <IconUsers size={22} />,
            color: 'violet',
            hint: data?.open_shifts ? `${data.open_shifts} expediente(s) em aberto, ainda sem horas` : undefined,
          },
          {
            title: 'Média por Colaborador',
            value: show((r) => hours(r.average_per_collaborator)),
            icon: <IconClockHour4 size={22} />,
            color: 'green',
          },
        ]}
      />
      <Paper withBorder radius="md" p="md" mb="md" aria-label="Período">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <PeriodFields period={period} errors={errors} onChange={change} />
          <Button variant="default" mt={{ base: 0, xs: 25 }} leftSection={<IconFilterX size={16} />} onClick={clear}>
            Limpar Filtros
          </Button>
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        {report.isPending ? (
          <CenteredLoader label="Carregando relatório" />
        ) : report.error && !data ? (
          <Text c="red" ta="center" py="xl">
            {errorText(report.error, 'Erro ao carregar o relatório')}
          </Text>
        ) : data && data.rows.length > 0 ? (
          <Table.ScrollContainer minWidth={560} aria-label="Horas por colaborador">
            <Table striped verticalSpacing="sm" aria-label="Horas por colaborador">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Colaborador</Table.Th>
                  <Table.Th ta="right">Dias Trabalhados</Table.Th>
                  <Table.Th ta="right">Total de Horas</Table.Th>
                  <Table.Th ta="right">Média por Dia</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((r) => (
                  <Table.Tr key={r.user_id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {r.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {roleLabels[r.role as Role] ?? r.role} · {r.email}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{r.days_worked}</Table.Td>
                    <Table.Td ta="right">{hours(r.total_hours)}</Table.Td>
                    <Table.Td ta="right">{hours(r.average_per_day)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <EmptyState
            icon={<IconClockHour4 size={28} />}
            withIndicatorBackground
            title={attendanceReportText.empty}
            py="xl"
          />
        )}
      </Paper>
    </>
  );
}
