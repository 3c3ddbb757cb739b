import { IconCalendarStats, IconClockHour4, IconCoffee, IconHourglass } from '@tabler/icons-react';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import { attendanceSummary } from '@ponte/domain/attendance-texts';
import { formatDecimalBR } from '@ponte/domain/dates';
import { StatCardGrid } from '../../../ui/stat-card';

const hours = (fixed: string) => `${formatDecimalBR(Number(fixed))}h`;

export function AttendanceSummaryCards({ records }: { records: AttendanceRecord[] }) {
  const summary = attendanceSummary(records);
  return (
    <StatCardGrid
      cols={{ base: 2, md: 4 }}
      cards={[
        { title: 'Total de Horas', value: hours(summary.totalHours), icon: <IconClockHour4 size={22} /> },
        {
          title: 'Média por Dia',
          value: hours(summary.averagePerDay),
          icon: <IconHourglass size={22} />,
          color: 'grape',
        },
        { title: 'Dias Trabalhados', value: summary.daysWorked, icon: <IconCalendarStats size={22} />, color: 'teal' },
        {
          title: 'Total de Pausas',
          value: hours(summary.totalBreakHours),
          icon: <IconCoffee size={22} />,
          color: 'orange',
        },
      ]}
    />
  );
}
