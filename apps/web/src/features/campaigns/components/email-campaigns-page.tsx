import { useState } from 'react';
import { Button, Card, Center, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconMailForward, IconMailOff, IconPlus } from '@tabler/icons-react';
import { campaignText, type EmailCampaign } from '@ponte/domain/campaigns';
import { PageHeader } from '../../../ui/page-header';
import { useSmtpSettings } from '../../../lib/email-sources';
import { OutboxList } from '../../../ui/outbox-list';
import { useCampaigns } from '../api/campaigns';
import { CampaignCard } from './campaign-card';
import { CampaignFormModal } from './campaign-form-modal';
import { CampaignStatsModal } from './campaign-stats-modal';
import { PreviewModal } from './preview-modal';
import { TestSendModal } from './test-send-modal';
import { CenteredLoader } from '../../../ui/load-state';

/**
 * /campanhas-email (admin): the campaigns, 'Nova Campanha', what each one's status allows
 * (edit, duplicate, delete, cancel, test, send) and statistics; the outbox while SMTP is off.
 */
export function EmailCampaignsPage() {
  const campaigns = useCampaigns();
  const smtp = useSmtpSettings();
  const [creating, setCreating] = useState(false);
  const [statsOf, setStatsOf] = useState<EmailCampaign | null>(null);
  const [editing, setEditing] = useState<EmailCampaign | null>(null);
  const [testing, setTesting] = useState<EmailCampaign | null>(null);
  const [previewing, setPreviewing] = useState<EmailCampaign | null>(null);
  return (
    <>
      <PageHeader
        title="Campanhas de Email"
        description="Envie templates para segmentos de clientes e acompanhe aberturas, cliques e conversões"
        actions={
          <Group gap="sm">
            <Button component={Link} to="/descadastrados" variant="default" leftSection={<IconMailOff size={16} />}>
              Descadastrados
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Nova Campanha
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        {campaigns.isPending && <CenteredLoader label="Carregando campanhas" />}
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
              <CampaignCard
                key={c.id}
                campaign={c}
                onStats={() => setStatsOf(c)}
                onEdit={() => setEditing(c)}
                onTest={() => setTesting(c)}
                onPreview={() => setPreviewing(c)}
              />
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
      {editing && <CampaignFormModal campaign={editing} onClose={() => setEditing(null)} />}
      {testing && <TestSendModal campaign={testing} onClose={() => setTesting(null)} />}
      {previewing && <PreviewModal campaign={previewing} onClose={() => setPreviewing(null)} />}
      {statsOf && <CampaignStatsModal campaign={statsOf} onClose={() => setStatsOf(null)} />}
    </>
  );
}
