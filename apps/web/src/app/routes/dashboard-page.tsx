import { Stack } from '@mantine/core';
import { roleLabels } from '@ponte/domain/roles';
import { AttendanceHistory } from '../../features/attendance/components/attendance-history';
import { OverviewCards } from '../../features/stats/components/overview-cards';
import { OpenTasks } from '../../features/tasks/components/open-tasks';
import { useStoredUser } from '../../lib/auth-storage';
import { PageHeader } from '../../ui/page-header';

/** Spec 1 §2 dashboard: the counters, the open tasks, then the user's own work-shift statistics and history. */
export function DashboardPage() {
  const user = useStoredUser();
  return (
    <>
      <PageHeader title="Dashboard" description={user && `Olá, ${user.name} · ${roleLabels[user.role]}`} />
      <Stack gap="xl">
        <OverviewCards />
        <OpenTasks />
        <AttendanceHistory />
      </Stack>
    </>
  );
}
