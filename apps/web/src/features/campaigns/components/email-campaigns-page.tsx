import { useState } from 'react';
import { Badge, Button, Card, Center, Group, Loader, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconMailForward, IconPlayerPlay, IconPlus, IconSend } from '@tabler/icons-react';
import { campaignStatusLabels, campaignText, type EmailCampaign } from '@ponte/domain/campaigns';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { errorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/page-header';
import { useSmtpSettings } from '../../settings/api/smtp-settings';
import { OutboxList } from '../../settings/components/outbox-list';
import { useCampaignAction, useCampaigns } from '../api/campaigns';
import { CampaignFormModal } from './campaign-form-modal';
import { CampaignStatsModal } from './campaign-stats-modal';

const STATUS_COLORS: Record<string, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  paused: 'red',
  sent: 'green',
};

function CampaignCard({ campaign, onStats }: { campaign: EmailCampaign; onStats: () => void }) {
  const send = useCampaignAction('send');
  const resume = useCampaignAction('resume');
  const act = (mutation: typeof send, confirmText?: string) => {
    if (confirmText && !window.confirm(confirmText)) return;
    mutation.mutate(campaign.id, {
      // Toasts, not window.alert: the page goes on (the progress bar moves) while they show.
      onSuccess: (res) =>
        notifications.show({ color: 'green', title: campaign.name, message: res.message, role: 'status' }),
      onError: (err) =>
        notifications.show({
          color: 'red',
          title: campaign.name,
          message: errorText(err, 'Erro ao enviar campanha'),
          autoClose: 8000,
        }),
    });
  };
  const label = (campaignStatusLabels as Record<string, string>)[campaign.status] ?? campaign.status;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={campaign.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{campaign.name}</Text>
          <Badge color={STATUS_COLORS[campaign.status] ?? 'gray'} variant="light">
            {label}
          </Badge>
        </Group>
        <Text size="sm">Template: {campaign.template?.name ?? '—'}</Text>
        <Text size="sm">Segmento: {campaign.segment?.name ?? '—'}</Text>
        {campaign.status === 'scheduled' && campaign.scheduled_at && (
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
        {campaign.status === 'paused' && campaign.last_error && (
          <Text size="xs" c="red">
            Pausada por erros de envio: {campaign.last_error}
          </Text>
        )}
        {campaign.status === 'draft' && campaign.last_error && (
          // A scheduled campaign that could not start at its moment came back as a draft.
          <Text size="xs" c="red">
            O envio agendado não começou: {campaign.last_error}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" leftSection={<IconChartBar size={14} />} onClick={onStats}>
            Estatísticas
          </Button>
          {campaign.status === 'draft' && (
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              loading={send.isPending}
              onClick={() => act(send, campaignText.confirmSend)}
            >
              Enviar
            </Button>
          )}
          {campaign.status === 'paused' && (
            <Button
              size="xs"
              color="orange"
              leftSection={<IconPlayerPlay size={14} />}
              loading={resume.isPending}
              onClick={() => act(resume)}
            >
              Retomar
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** /campanhas-email (admin): the campaigns, 'Nova Campanha', sending and statistics; the outbox while SMTP is off. */
export function EmailCampaignsPage() {
  const campaigns = useCampaigns();
  const smtp = useSmtpSettings();
  const [creating, setCreating] = useState(false);
  const [statsOf, setStatsOf] = useState<EmailCampaign | null>(null);
  return (
    <>
      <PageHeader
        title="Campanhas de Email"
        description="Envie templates para segmentos de clientes e acompanhe aberturas, cliques e conversões"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Nova Campanha
          </Button>
        }
      />
      <Stack gap="md">
        {campaigns.isPending && (
          <Center py="xl">
            <Loader size="sm" aria-label="Carregando campanhas" />
          </Center>
        )}
        {campaigns.data && campaigns.data.length === 0 && (
          <Center py="xl">
            <Stack align="center" gap="xs">
              <IconMailForward size={32} />
              <Text c="dimmed">{campaignText.noCampaigns}</Text>
            </Stack>
          </Center>
        )}
        {campaigns.data && campaigns.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {campaigns.data.map((c) => (
              <CampaignCard key={c.id} campaign={c} onStats={() => setStatsOf(c)} />
            ))}
          </SimpleGrid>
        )}
        {smtp.data && !smtp.data.smtp_enabled && (
          <Card withBorder radius="md" padding="md">
            <Text size="sm" c="dimmed" mb="xs">
              Sem servidor SMTP configurado (Configurações → E-mail): os e-mails ficam na caixa de saída.
            </Text>
            <OutboxList />
          </Card>
        )}
      </Stack>
      {creating && <CampaignFormModal onClose={() => setCreating(false)} />}
      {statsOf && <CampaignStatsModal campaign={statsOf} onClose={() => setStatsOf(null)} />}
    </>
  );
}
