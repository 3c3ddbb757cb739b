import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconClockHour4, IconCoffee, IconHourglass } from '@tabler/icons-react';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import { attendanceSummary } from '@ponte/domain/attendance-texts';
import { formatDecimalBR } from '@ponte/domain/dates';
import { StatCard } from '../../../ui/stat-card';

const hours = (fixed: string) => `${formatDecimalBR(Number(fixed))}h`;

export function AttendanceSummaryCards({ records }: { records: AttendanceRecord[] }) {
  const summary = attendanceSummary(records);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard title="Total de Horas" value={hours(summary.totalHours)} icon={<IconClockHour4 size={22} />} />
      <StatCard
        title="Média por Dia"
        value={hours(summary.averagePerDay)}
        icon={<IconHourglass size={22} />}
        color="grape"
      />
      <StatCard
        title="Dias Trabalhados"
        value={summary.daysWorked}
        icon={<IconCalendarStats size={22} />}
        color="teal"
      />
      <StatCard
        title="Total de Pausas"
        value={hours(summary.totalBreakHours)}
        icon={<IconCoffee size={22} />}
        color="orange"
      />
    </SimpleGrid>
  );
}
