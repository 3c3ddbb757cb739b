import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { sessionText, type StaffSession } from '@ponte/domain/staff-sessions';
import { errorText } from '../lib/api';
import { relativeTime } from '../lib/relative-time';
import { toastOutcome } from '../lib/toast-outcome';
import { CenteredLoader } from './load-state';

const PHONE = /iPhone|iPad|Android/;

/** Two sessions of one browser differ by their address: both name it. */
const nameOf = (s: StaffSession) => (s.ip ? `${s.device}, ${s.ip}` : s.device);

/** The mutation that ends one session, by its id. */
export type EndSession = {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (err: Error) => void }) => void;
  isPending: boolean;
  variables?: number;
};

export type SessionListProps = {
  sessions: StaffSession[];
  /** Ends a session, once confirmed; the current one has no button (it signs out with 'Sair'). */
  end: EndSession;
  label: string;
};

/** Issue 33: open sessions as cards (one column on a phone): the device, the address, since and last use. */
export function SessionList({ sessions, end, label }: SessionListProps) {
  const endingId = end.isPending ? end.variables : null;
  const onEnd = (session: StaffSession) => {
    if (!window.confirm(sessionText.confirmEnd)) return;
    end.mutate(session.id, toastOutcome(sessionText.ended, sessionText.endFailed));
  };
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

/** The sessions once loaded: a spinner while they load, the failure when they cannot. */
export function LoadedSessions({
  query,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data?: StaffSession[] };
  children: (sessions: StaffSession[]) => ReactNode;
}) {
  if (query.isPending) return <CenteredLoader label="Carregando sessões" />;
  if (query.error || !query.data) {
    return (
      <Text c="red.8" role="alert">
        {errorText(query.error, sessionText.loadFailed)}
      </Text>
    );
  }
  return children(query.data);
}
