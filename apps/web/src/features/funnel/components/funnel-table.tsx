import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTimeBR } from '@ponte/domain/dates';
import {
  clickSourceLabels,
  funnelStatusLabels,
  funnelText,
  type FunnelClick,
  type FunnelStatus,
} from '@ponte/domain/funnel';
import { PhoneNumber } from '../../../ui/phone-number';
import { FunnelJourney } from './funnel-journey';
import { PlainTable } from '../../../ui/plain-table';

const statusColors = { pending: 'yellow', linked: 'blue', converted: 'green' } as const satisfies Record<
  FunnelStatus,
  string
>;

const COLUMNS = ['Cliente', 'Telefone', 'Origem', 'Status', 'Jornada', 'Data'];

export function FunnelStatusBadge({ status }: { status: FunnelStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {funnelStatusLabels[status]}
    </Badge>
  );
}

function Customer({ click }: { click: FunnelClick }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} c={click.user_name ? undefined : 'dimmed'}>
        {click.user_name ?? 'Não identificado'}
      </Text>
      {click.user_email && (
        <Text size="xs" c="dimmed">
          {click.user_email}
        </Text>
      )}
    </Stack>
  );
}

/** On a phone the table's columns would not fit: one card per customer, journey and status in sight. */
function FunnelCardList({ clicks }: { clicks: FunnelClick[] }) {
  if (clicks.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {funnelText.empty}
      </Text>
    );
  return (
    <Stack gap="sm" role="list" aria-label="Clientes do funil">
      {clicks.map((click) => (
        <Paper key={click.id} withBorder radius="md" p="sm" role="listitem">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Customer click={click} />
            <FunnelStatusBadge status={click.status} />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {click.phone && (
              <>
                <PhoneNumber phone={click.phone} />
                {' · '}
              </>
            )}
            {clickSourceLabels[click.source]} · {formatDateTimeBR(click.created_at)}
          </Text>
          <Group mt="xs">
            <FunnelJourney events={click.events} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The customers who came from ads: who they are (once linked), their status and how far they went. */
export function FunnelTable({ clicks }: { clicks: FunnelClick[] }) {
  const phone = useMediaQuery('(max-width: 36em)');
  if (phone) return <FunnelCardList clicks={clicks} />;
  return (
    <PlainTable
      label="Clientes do funil"
      minWidth={780}
      columns={COLUMNS}
      empty={funnelText.empty}
      rows={clicks.map((click) => (
        <Table.Tr key={click.id}>
          <Table.Td>
            <Customer click={click} />
          </Table.Td>
          <Table.Td>
            <PhoneNumber phone={click.phone} fallback="-" />
          </Table.Td>
          <Table.Td>{clickSourceLabels[click.source]}</Table.Td>
          <Table.Td>
            <FunnelStatusBadge status={click.status} />
          </Table.Td>
          <Table.Td>
            <FunnelJourney events={click.events} />
          </Table.Td>
          <Table.Td>{formatDateTimeBR(click.created_at)}</Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
