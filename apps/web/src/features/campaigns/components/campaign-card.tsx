import { useState } from 'react';
import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBan,
  IconChartBar,
  IconCopy,
  IconEye,
  IconMailCheck,
  IconPencil,
  IconPlayerPlay,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import {
  campaignStatusLabels,
  campaignText,
  confirmSendText,
  emptyVariablesText,
  type EmailCampaign,
} from '@ponte/domain/campaigns';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { errorText } from '../../../lib/api';
import { fetchAudience, useCampaignAction, useDeleteCampaign } from '../api/campaigns';

const STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  paused: 'red',
  sent: 'green',
};

type Props = {
  campaign: EmailCampaign;
  onStats: () => void;
  onEdit: () => void;
  onTest: () => void;
  onPreview: () => void;
};

/** One campaign: what it sends to whom, its progress, and the buttons its status allows. */
export function CampaignCard({ campaign, onStats, onEdit, onTest, onPreview }: Props) {
  const send = useCampaignAction('send');
  const resume = useCampaignAction('resume');
  const duplicate = useCampaignAction('duplicate');
  const cancel = useCampaignAction('cancel');
  const remove = useDeleteCampaign();
  const [counting, setCounting] = useState(false);
  // Toasts, not window.alert: the page goes on (the progress bar moves) while they show.
  const done = (res: { message: string }) =>
    notifications.show({ color: 'green', title: campaign.name, message: res.message, role: 'status' });
  const failed = (fallback: string) => (err: unknown) =>
    notifications.show({ color: 'red', title: campaign.name, message: errorText(err, fallback), autoClose: 8000 });
  const act = (
    mutation: typeof send | typeof remove,
    fallback: string = campaignText.actionFailed,
    confirmText?: string,
  ) => {
    if (confirmText && !window.confirm(confirmText)) return;
    mutation.mutate(campaign.id, { onSuccess: done, onError: failed(fallback) });
  };
  // The confirmation says how many it goes to, counted when the button is pressed.
  const sendNow = async () => {
    setCounting(true);
    let total: number;
    let empty: Awaited<ReturnType<typeof fetchAudience>>['empty_variables'];
    try {
      ({ total, empty_variables: empty } = await fetchAudience(campaign.id));
    } catch (err) {
      failed('Erro ao enviar campanha')(err);
      return;
    } finally {
      setCounting(false);
    }
    // 'Enviar' would be refused: said at once instead of asking to send to nobody.
    if (total === 0) failed(campaignText.noRecipients)(null);
    // Variables that would go out empty are said before anything is sent (issue 29).
    else
      act(
        send,
        'Erro ao enviar campanha',
        empty.length > 0
          ? `Atenção: ${emptyVariablesText(empty)}.\n\n${confirmSendText(total)}`
          : confirmSendText(total),
      );
  };
  const named = (text: string) => text.replace('{name}', campaign.name);
  const label = (campaignStatusLabels as Record<string, string>)[campaign.status] ?? campaign.status;
  const { status } = campaign;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={campaign.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Text>
          <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {label}
          </Badge>
        </Group>
        <Text size="sm">Template: {campaign.template?.name ?? '—'}</Text>
        <Text size="sm">Segmento: {campaign.segment?.name ?? '—'}</Text>
        {status === 'scheduled' && campaign.scheduled_at && (
          <Text size="sm" c="dimmed">
            Envio agendado para {formatDateTimeBR(campaign.scheduled_at)}
          </Text>
        )}
        {campaign.recipients_total > 0 && (
          <>
            <Progress value={(campaign.sent / campaign.recipients_total) * 100} size="sm" aria-hidden />
            <Text size="xs" c="dimmed">
              {campaign.sent.toLocaleString('pt-BR')} de {campaign.recipients_total.toLocaleString('pt-BR')} enviados
            </Text>
          </>
        )}
        {status === 'paused' && campaign.last_error && (
          <Text size="xs" c="red">
            Pausada por erros de envio: {campaign.last_error}
          </Text>
        )}
        {status === 'draft' && campaign.last_error && (
          // A scheduled campaign that could not start at its moment came back as a draft.
          <Text size="xs" c="red">
            O envio agendado não começou: {campaign.last_error}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" leftSection={<IconChartBar size={14} />} onClick={onStats}>
            Estatísticas
          </Button>
          {(status === 'draft' || status === 'scheduled') && (
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
              Editar
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCopy size={14} />}
            loading={duplicate.isPending}
            onClick={() => act(duplicate)}
          >
            Duplicar
          </Button>
          <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={onPreview}>
            Pré-visualizar
          </Button>
          <Button size="xs" variant="light" leftSection={<IconMailCheck size={14} />} onClick={onTest}>
            Enviar teste
          </Button>
          {status === 'draft' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={() => act(remove, campaignText.actionFailed, named(campaignText.confirmDelete))}
            >
              Excluir
            </Button>
          )}
          {status === 'scheduled' && (
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconBan size={14} />}
              loading={cancel.isPending}
              onClick={() => act(cancel, campaignText.actionFailed, named(campaignText.confirmCancel))}
            >
              Cancelar agendamento
            </Button>
          )}
          {status === 'draft' && (
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              loading={counting || send.isPending}
              onClick={() => void sendNow()}
            >
              Enviar
            </Button>
          )}
          {status === 'paused' && (
            <Button
              size="xs"
              color="orange"
              leftSection={<IconPlayerPlay size={14} />}
              loading={resume.isPending}
              onClick={() => act(resume, 'Erro ao enviar campanha')}
            >
              Retomar
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
