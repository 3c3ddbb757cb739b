import { Badge, Box, Button, EmptyState, Group, Paper, ScrollArea, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDownLeft, IconArrowUpRight, IconInbox, IconRefresh, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { gatewayText, type GatewayLogEntry, type GatewayLogStatus } from '@ponte/domain/gateway';
import { parseUtc } from '@ponte/domain/dates';
import { errorText } from '../../../lib/api';
import { PhoneNumber } from '../../../ui/phone-number';
import { useClearGatewayLogs } from '../api/clear-gateway-logs';
import { useGatewayLogs } from '../api/get-gateway-logs';
import { CenteredLoader } from '../../../ui/load-state';

const statusLabels = {
  sent: 'Enviada',
  received: 'Recebida',
  error: 'Erro',
  not_configured: gatewayText.notConfigured,
  ignored: 'Ignorada',
  unattributed: 'Sem telefone (LID)',
} as const satisfies Record<GatewayLogStatus, string>;

const statusColors = {
  sent: 'green',
  received: 'blue',
  error: 'red',
  not_configured: 'orange',
  ignored: 'gray',
  unattributed: 'yellow',
} as const satisfies Record<GatewayLogStatus, string>;

const directionLabels = { incoming: 'Entrada', outgoing: 'Saída' } as const satisfies Record<
  GatewayLogEntry['direction'],
  string
>;

const CLEAR_FAILED = 'Erro ao limpar os logs';

/** dd/mm/aaaa hh:mm:ss in the reader's time zone. */
const logTime = (timestamp: string) => {
  const date = parseUtc(timestamp);
  return date ? dayjs(date).format('DD/MM/YYYY HH:mm:ss') : timestamp;
};

function LogItem({ entry }: { entry: GatewayLogEntry }) {
  // A customer message with no phone is flagged too: only an admin can follow it up.
  const flagged = entry.status === 'error' || entry.status === 'not_configured' || entry.status === 'unattributed';
  const DirectionIcon = entry.direction === 'incoming' ? IconArrowDownLeft : IconArrowUpRight;
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      bg={flagged ? `${statusColors[entry.status]}.0` : undefined}
      style={flagged ? { borderLeft: `4px solid var(--mantine-color-${statusColors[entry.status]}-6)` } : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="gray" leftSection={<DirectionIcon size={12} />}>
            {directionLabels[entry.direction]}
          </Badge>
          <Badge variant="light" color={statusColors[entry.status]}>
            {statusLabels[entry.status]}
          </Badge>
          <Text size="sm" fw={600}>
            {entry.status === 'unattributed' ? entry.phone : <PhoneNumber phone={entry.phone} fallback="—" />}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" component="time" dateTime={entry.timestamp}>
          {logTime(entry.timestamp)}
        </Text>
      </Group>
      {entry.message && (
        <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
          {entry.message}
        </Text>
      )}
      {entry.error && entry.error !== statusLabels[entry.status] && (
        <Text size="xs" c="red.8" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {entry.error}
        </Text>
      )}
      {entry.instance && (
        <Text size="xs" c="dimmed" mt={4}>
          Instância: {entry.instance}
        </Text>
      )}
    </Paper>
  );
}

/** Spec 3 message-logs panel: what went through the gateway, newest first, with refresh and clear. */
export function GatewayLogsPanel() {
  const logs = useGatewayLogs();
  const clear = useClearGatewayLogs();
  const entries = logs.data ?? [];

  const confirmClear = () => {
    if (!window.confirm(gatewayText.clearConfirm)) return;
    clear.mutate(undefined, {
      onError: (err) =>
        notifications.show({ color: 'red', title: 'Logs de mensagens', message: errorText(err, CLEAR_FAILED) }),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" role="region" aria-label="Logs de mensagens">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          Logs de mensagens
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            loading={logs.isFetching && !logs.isPending}
            onClick={() => logs.refetch()}
          >
            Atualizar
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={clear.isPending}
            disabled={entries.length === 0}
            onClick={confirmClear}
          >
            Limpar logs
          </Button>
        </Group>
      </Group>
      {logs.isPending ? (
        <CenteredLoader label="Carregando logs" />
      ) : logs.isError ? (
        <Text c="red" size="sm" ta="center" py="lg">
          {errorText(logs.error, 'Erro ao carregar os logs')}
        </Text>
      ) : entries.length === 0 ? (
        <EmptyState icon={<IconInbox size={28} />} withIndicatorBackground title={gatewayText.noLogs} py="xl" />
      ) : (
        <ScrollArea.Autosize
          mah="24rem"
          type="auto"
          offsetScrollbars
          // Entries hold no link or button: the region itself takes focus so the keyboard can scroll it.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Registro de mensagens do gateway' }}
        >
          <Box
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' }}
            aria-label="Mensagens registradas"
          >
            {entries.map((entry) => (
              <LogItem key={entry.id} entry={entry} />
            ))}
          </Box>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
