import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { useActiveAttendants } from '../api/get-active-attendants';
import { useAssignment } from '../api/assignment';
import { AssignmentSettingsCard } from './assignment-settings-card';
import { useChatStats } from '../api/get-chat-stats';
import { useStaffUsers } from '../api/get-staff-users';
import { useWaitingChats } from '../api/get-waiting-chats';
import { ActiveAttendantsList } from './active-attendants-list';
import { attendantOptions } from './attendant-options';
import { OpenEscalationsList } from './open-escalations-list';
import { PanelStatCards } from './panel-stat-cards';
import { WaitingChatsList } from './waiting-chats-list';

const NO_STATS = { total: 0, active: 0, waiting: 0, closed: 0, redistributed: 0 };

/** /painel-atendimento: who is working now and the chats waiting for someone, refreshed every 15 seconds. */
export function AttendancePanelPage() {
  const active = useActiveAttendants();
  const waiting = useWaitingChats();
  const stats = useChatStats();
  const assignment = useAssignment();
  const nobodyClockedIn = active.isSuccess && active.data.length === 0;
  const staff = useStaffUsers({ enabled: nobodyClockedIn || active.isError });
  const options = attendantOptions(active.data ?? [], staff.data ?? []);

  return (
    <>
      <PageHeader title="Painel de Atendimento" description="Atendentes em expediente e chats aguardando atribuição" />
      <Stack gap="lg">
        <PanelStatCards
          attendants={active.isPending ? undefined : (active.data ?? [])}
          // Spec 3 §7: when the chat stats fail they read as zeros.
          stats={stats.isPending ? undefined : (stats.data ?? NO_STATS)}
        />
        <OpenEscalationsList />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ActiveAttendantsList
              attendants={active.data}
              isPending={active.isPending}
              isError={active.isError}
              onRetry={() => active.refetch()}
              loads={assignment.data?.attendants}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <WaitingChatsList
              chats={waiting.data}
              options={options}
              isPending={waiting.isPending}
              isError={waiting.isError}
              onRetry={() => waiting.refetch()}
            />
          </Grid.Col>
        </Grid>
        {assignment.isSuccess && <AssignmentSettingsCard initial={assignment.data} />}
      </Stack>
    </>
  );
}
