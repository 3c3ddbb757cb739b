import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatDateTimeBR } from '@ponte/domain/dates';
import type { CapiDelivery, CapiError } from '@ponte/domain/funnel';

/** On a phone: one block per failed event, the error in full width. */
function ErrorList({ errors }: { errors: CapiError[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Erros de envio">
      {errors.map((e) => (
        <Paper key={e.id} withBorder radius="sm" p="xs" role="listitem">
          <Text size="sm" fw={600}>
            {e.event_name}{' '}
            <Text span size="xs" ff="monospace" c="dimmed">
              {e.event_id}
            </Text>
          </Text>
          <Text size="sm" c="red.8">
            {e.last_error}
          </Text>
          <Text size="xs" c="dimmed">
            {e.attempts} tentativas · {formatDateTimeBR(e.updated_at)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Delivery to Meta's Conversions API: whether it is set up, and the events of the period that
 * were not delivered after the last attempt, with Meta's (or the network's) last answer.
 */
export function CapiErrors({ delivery }: { delivery: CapiDelivery }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Paper withBorder radius="md" p="md" aria-label="Envio para a Meta">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Envio para a Meta (API de Conversões)
          </Title>
          {delivery.configured && (
            <Badge color={delivery.failed ? 'red' : 'green'} variant="light">
              {delivery.failed ? `${delivery.failed} com erro` : 'Sem erros'}
            </Badge>
          )}
        </Group>
        {delivery.pending > 0 && (
          <Text size="sm">
            {delivery.pending === 1 ? '1 evento aguardando' : `${delivery.pending} eventos aguardando`} envio (novas
            tentativas automáticas).
          </Text>
        )}
        {!delivery.configured ? (
          <Text size="sm" c="dimmed">
            Pixel ID e Access Token não configurados: os eventos ficam registrados só aqui. Configure-os em{' '}
            <Anchor component={Link} to="/configuracoes" underline="always">
              Configurações
            </Anchor>{' '}
            para enviá-los à Meta.
          </Text>
        ) : delivery.errors.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum erro de envio no período.
          </Text>
        ) : phone ? (
          <ErrorList errors={delivery.errors} />
        ) : (
          <Table.ScrollContainer minWidth={640} aria-label="Erros de envio">
            <Table verticalSpacing="xs" aria-label="Erros de envio">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Evento</Table.Th>
                  <Table.Th>ID do evento</Table.Th>
                  <Table.Th>Tentativas</Table.Th>
                  <Table.Th>Erro</Table.Th>
                  <Table.Th>Última tentativa</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.errors.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.event_name}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {e.event_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>{e.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c="red.8">
                        {e.last_error}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTimeBR(e.updated_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
