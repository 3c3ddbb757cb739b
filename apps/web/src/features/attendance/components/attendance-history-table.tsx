import { Badge, Table } from '@mantine/core';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import { attendanceStatusLabels, formatBreakTime, type AttendanceStatus } from '@ponte/domain/attendance-texts';
import { formatDateBR, formatDecimalBR, formatTimeBR } from '@ponte/domain/dates';
import { PlainTable } from '../../../ui/plain-table';

const statusColors = { active: 'green', break: 'yellow', finished: 'gray' } as const satisfies Record<
  AttendanceStatus,
  string
>;

const COLUMNS = ['Data', 'Entrada', 'Saída', 'Pausas', 'Total de Horas', 'Status'];

export function AttendanceHistoryTable({ records }: { records: AttendanceRecord[] }) {
  return (
    <PlainTable
      label="Histórico de ponto"
      minWidth={640}
      columns={COLUMNS}
      empty="Nenhum registro encontrado"
      rows={records.map((record) => (
        <Table.Tr key={record.id}>
          <Table.Td>{formatDateBR(record.clock_in)}</Table.Td>
          <Table.Td>{formatTimeBR(record.clock_in)}</Table.Td>
          <Table.Td>{record.clock_out ? formatTimeBR(record.clock_out) : '-'}</Table.Td>
          <Table.Td>{formatBreakTime(record.break_minutes)}</Table.Td>
          <Table.Td>{record.total_hours == null ? '-' : `${formatDecimalBR(Number(record.total_hours))}h`}</Table.Td>
          <Table.Td>
            <Badge color={statusColors[record.status]} variant="light">
              {attendanceStatusLabels[record.status]}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
