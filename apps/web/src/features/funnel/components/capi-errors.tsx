import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTimeBR } from '@ponte/domain/dates';
import type { CapiDelivery, CapiError } from '@ponte/domain/funnel';
import { campaignText } from '@ponte/domain/funnel-campaigns';
import { errorText } from '../../../lib/api';
import { useResendEvent } from '../api/resend-event';

/** 'Reenviar': the event goes back to the delivery queue; the list then counts it as waiting. */
function ResendButton({ event }: { event: CapiError }) {
  const resend = useResendEvent();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconSend size={14} />}
      loading={resend.isPending}
      aria-label={`Reenviar ${event.event_name} ${event.event_id}`}
      onClick={() =>
        resend.mutate(event.id, {
          onSuccess: () => notifications.show({ color: 'green', message: campaignText.resent }),
          onError: (err) => {
            const reason = errorText(err, '');
            notifications.show({
              color: 'red',
              message: reason ? `${campaignText.resendFailed}: ${reason}` : campaignText.resendFailed,
            });
          },
        })
      }
    >
      Reenviar
    </Button>
  );
}

/** On a phone: one block per failed event, the error in full width. */
function ErrorList({ errors }: { errors: CapiError[] }) {
  return (
    <Stack gap="xs" role="list" aria-label="Erros de envio">
      {errors.map((e) => (
        <Paper key={e.id} withBorder radius="sm" p="xs" role="listitem">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {e.event_name}{' '}
              <Text span size="xs" ff="monospace" c="dimmed">
                {e.event_id}
              </Text>
            </Text>
            <ResendButton event={e} />
          </Group>
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
          <Table.ScrollContainer minWidth={760} aria-label="Erros de envio">
            <Table verticalSpacing="xs" aria-label="Erros de envio">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Evento</Table.Th>
                  <Table.Th>ID do evento</Table.Th>
                  <Table.Th>Tentativas</Table.Th>
                  <Table.Th>Erro</Table.Th>
                  <Table.Th>Última tentativa</Table.Th>
                  <Table.Th>
                    <span className="mantine-visually-hidden">Ações</span>
                  </Table.Th>
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
                    <Table.Td>
                      <ResendButton event={e} />
                    </Table.Td>
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
