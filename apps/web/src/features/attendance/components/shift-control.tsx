import { useEffect, useState } from 'react';
import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconClockPlay, IconClockStop, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import {
  attendanceStatusLabels,
  CLOCK_OUT_CONFIRMATION,
  formatElapsed,
  shiftFallbackText,
} from '@ponte/domain/attendance-texts';
import { parseUtc } from '@ponte/domain/dates';
import { errorText } from '../../../lib/api';
import { useClockIn } from '../api/clock-in';
import { useClockOut } from '../api/clock-out';
import { useMyStatus } from '../api/get-my-status';
import { useResumeWork } from '../api/resume-work';
import { useStartBreak } from '../api/start-break';

const TICK_MS = 1000;

/** HH:MM:SS since `since`, ticking every second. */
function Timer({ since, label, dimmed }: { since: string | null; label: string; dimmed?: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  const start = parseUtc(since)?.getTime();
  return (
    <Text ff="monospace" fw={600} size="sm" aria-label={label} role="timer" c={dimmed ? 'dimmed' : undefined}>
      {formatElapsed(start === undefined ? 0 : now - start)}
    </Text>
  );
}

const ShiftTimer = ({ clockIn }: { clockIn: string | null }) => <Timer since={clockIn} label="Tempo de expediente" />;

const alertFailure = (fallback: string) => (err: unknown) =>
  notifications.show({ color: 'red', title: 'Expediente', message: errorText(err, fallback) });

/** Top-bar work shift control of spec 1 §4: clock-in, timer, break, resume and clock-out. */
export function ShiftControl() {
  const status = useMyStatus();
  const clockIn = useClockIn();
  const startBreak = useStartBreak();
  const resume = useResumeWork();
  const clockOut = useClockOut();
  const busy = clockIn.isPending || startBreak.isPending || resume.isPending || clockOut.isPending;

  if (status.isPending) return <Loader size="xs" aria-label="Carregando expediente" />;
  if (status.isError) return null;

  const confirmClockOut = () => {
    if (!window.confirm(CLOCK_OUT_CONFIRMATION)) return;
    clockOut.mutate(undefined, { onError: alertFailure(shiftFallbackText.clockOut) });
  };

  const clockOutButton = (
    <Button
      size="xs"
      color="red"
      variant="light"
      leftSection={<IconClockStop size={16} />}
      onClick={confirmClockOut}
      disabled={busy}
    >
      Clock-out
    </Button>
  );

  switch (status.data.status) {
    case 'none':
      return (
        <Button
          size="xs"
          color="green"
          leftSection={<IconClockPlay size={16} />}
          onClick={() => clockIn.mutate(undefined, { onError: alertFailure(shiftFallbackText.clockIn) })}
          disabled={busy}
        >
          Clock-in
        </Button>
      );
    case 'active':
      return (
        <Group gap="xs" wrap="nowrap">
          <ShiftTimer clockIn={status.data.clock_in} />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => startBreak.mutate(undefined, { onError: alertFailure(shiftFallbackText.break) })}
            disabled={busy}
          >
            Pausa
          </Button>
          {clockOutButton}
        </Group>
      );
    case 'break':
      return (
        <Group gap="xs" wrap="nowrap">
          {/* The shift goes on during a break: its clock keeps running, and the break's own time shows. */}
          <ShiftTimer clockIn={status.data.clock_in} />
          <Badge color="yellow" variant="light">
            {attendanceStatusLabels.break}
          </Badge>
          {status.data.break_start && <Timer since={status.data.break_start} label="Tempo de pausa" dimmed />}
          <Button
            size="xs"
            color="green"
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => resume.mutate(undefined, { onError: alertFailure(shiftFallbackText.resume) })}
            disabled={busy}
          >
            Retomar
          </Button>
          {clockOutButton}
        </Group>
      );
  }
}
