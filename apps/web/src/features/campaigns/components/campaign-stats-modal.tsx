import { Center, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDecimalBR } from '@ponte/domain/dates';
import type { EmailCampaign } from '@ponte/domain/campaigns';
import { StatCard } from '../../../ui/stat-card';
import { IconClick, IconMail, IconMailOpened, IconShoppingCart } from '@tabler/icons-react';
import { useCampaignStats } from '../api/campaigns';

const percent = (n: number) => `${formatDecimalBR(n)}%`;

/** The spec's statistics: sent, opened, clicked and converted with their rates (of the messages sent). */
export function CampaignStatsModal({ campaign, onClose }: { campaign: EmailCampaign; onClose: () => void }) {
  const stats = useCampaignStats(campaign.id);
  const s = stats.data;
  return (
    <Modal opened onClose={onClose} title={`Estatísticas: ${campaign.name}`} size="lg" centered>
      {!s ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Carregando estatísticas" />
        </Center>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <StatCard title="Total Enviados" value={s.sent.toLocaleString('pt-BR')} icon={<IconMail size={22} />} />
            <StatCard
              title="Abertos"
              value={s.opened.toLocaleString('pt-BR')}
              hint={`Taxa de abertura: ${percent(s.openRate)}`}
              icon={<IconMailOpened size={22} />}
              color="teal"
            />
            <StatCard
              title="Cliques"
              value={s.clicked.toLocaleString('pt-BR')}
              hint={`Taxa de cliques: ${percent(s.clickRate)}`}
              icon={<IconClick size={22} />}
              color="violet"
            />
            <StatCard
              title="Conversões"
              value={s.converted.toLocaleString('pt-BR')}
              hint={`Taxa de conversão: ${percent(s.conversionRate)}`}
              icon={<IconShoppingCart size={22} />}
              color="orange"
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {s.total.toLocaleString('pt-BR')} destinatários · {s.pending.toLocaleString('pt-BR')} na fila ·{' '}
            {s.failed.toLocaleString('pt-BR')} com falha · {s.unsubscribed.toLocaleString('pt-BR')} cancelaram a
            inscrição
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
