import { Avatar, Badge, Box, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { assignmentText, type AttendantLoad } from '@ponte/domain/assignment';
import { formatElapsed } from '@ponte/domain/attendance';
import { formatTimeBR, parseUtc } from '@ponte/domain/dates';
import { roleLabels } from '@ponte/domain/roles';
import { useNow } from '../../../lib/use-now';
import type { ActiveAttendant } from '../api/get-active-attendants';
import { availabilityLabel, isAvailable } from './attendant-options';
import { LoadError } from './load-error';
import { StaffLimitEditor } from './staff-limit-editor';
import { CenteredLoader } from '../../../ui/load-state';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Issue 32: open chats against the limit in force, and the admin's way to change that limit. */
function LoadLine({ load, name }: { load: AttendantLoad; name: string }) {
  const full = load.open_chats >= load.limit;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {full && (
        <Badge color="orange" variant="light" size="sm">
          {assignmentText.atLimit}
        </Badge>
      )}
      <Text size="xs">
        {assignmentText.loadLabel}: {load.open_chats} / {load.limit}
      </Text>
      <StaffLimitEditor load={load} name={name} />
    </Group>
  );
}

function AttendantRow({ attendant, now, load }: { attendant: ActiveAttendant; now: number; load?: AttendantLoad }) {
  const start = parseUtc(attendant.clock_in)?.getTime();
  const { name, email, role } = attendant.user;
  return (
    <Box component="li" py="xs" aria-label={name}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color={isAvailable(attendant) ? 'teal' : 'yellow'} radius="xl" aria-hidden>
            {initials(name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {roleLabels[role] ?? role} · {email}
            </Text>
          </div>
        </Group>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={isAvailable(attendant) ? 'green' : 'yellow'} variant="light">
            {availabilityLabel(attendant)}
          </Badge>
          <Text ff="monospace" size="sm" fw={600} role="timer" aria-label={`Tempo de expediente de ${name}`}>
            {formatElapsed(start === undefined ? 0 : now - start)}
          </Text>
          <Text size="xs" c="dimmed">
            Entrada {formatTimeBR(attendant.clock_in)}
          </Text>
          {load && <LoadLine load={load} name={name} />}
        </Stack>
      </Group>
    </Box>
  );
}

export type ActiveAttendantsListProps = {
  attendants: ActiveAttendant[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Each one's open chats against their limit (issue 32), when known. */
  loads?: AttendantLoad[];
};

/** Staff with an open shift, with the time since clock-in ticking every second. */
export function ActiveAttendantsList({ attendants, isPending, isError, onRetry, loads }: ActiveAttendantsListProps) {
  const now = useNow();
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Atendentes em expediente">
      <Title order={2} size="h4" mb="xs">
        Atendentes em expediente
      </Title>
      {isPending ? (
        <CenteredLoader label="Carregando atendentes" py="lg" />
      ) : isError ? (
        <LoadError message="Erro ao carregar os atendentes" onRetry={onRetry} />
      ) : !attendants?.length ? (
        <EmptyState
          icon={<IconUserOff size={28} />}
          withIndicatorBackground
          title="Nenhum atendente ativo no momento"
          py="lg"
        />
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {attendants.map((attendant) => (
            <AttendantRow
              key={attendant.id}
              attendant={attendant}
              now={now}
              load={loads?.find((l) => l.staff_id === attendant.user_id)}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
