import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { sessionText, type StaffSession } from '@ponte/domain/staff-sessions';
import { relativeTime } from '../lib/relative-time';

const PHONE = /iPhone|iPad|Android/;

/** Two sessions of one browser differ by their address: both name it. */
const nameOf = (s: StaffSession) => (s.ip ? `${s.device}, ${s.ip}` : s.device);

export type SessionListProps = {
  sessions: StaffSession[];
  /** Ends a session; the current one has no button (it signs out with 'Sair'). */
  onEnd: (session: StaffSession) => void;
  endingId?: number | null;
  label: string;
};

/** Issue 33: open sessions as cards (one column on a phone): the device, the address, since and last use. */
export function SessionList({ sessions, onEnd, endingId = null, label }: SessionListProps) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sessions.map((s) => {
        const Icon = PHONE.test(s.device) ? IconDeviceMobile : IconDeviceDesktop;
        return (
          <Paper component="li" key={s.id} withBorder p="sm" radius="md" aria-label={nameOf(s)}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Icon size={24} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{s.device}</Text>
                    {s.current && (
                      <Badge color="green" variant="light">
                        {sessionText.current}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {sessionText.address}: {s.ip ?? sessionText.unknownAddress}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {sessionText.started} {formatDateTimeBR(s.created_at)} · {sessionText.lastUsed}{' '}
                    {relativeTime(s.last_used_at)}
                  </Text>
                </div>
              </Group>
              {!s.current && (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  loading={endingId === s.id}
                  onClick={() => onEnd(s)}
                  aria-label={`${sessionText.end}: ${nameOf(s)}`}
                >
                  {sessionText.end}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
