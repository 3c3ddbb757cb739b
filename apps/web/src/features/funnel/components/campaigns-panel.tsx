import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { campaignText, type CampaignSpend } from '@ponte/domain/funnel-campaigns';
import { errorText } from '../../../lib/api';
import { useAttributionWindow } from '../api/attribution-window';
import { useDeleteSpend } from '../api/campaign-spend';
import { useCampaigns } from '../api/get-campaigns';
import type { FunnelPeriod } from '../api/query-keys';
import { AttributionWindowForm } from './attribution-window-form';
import { CampaignTable } from './campaign-table';
import { SpendForm } from './spend-form';
import { SpendList } from './spend-list';
import { CenteredLoader } from '../../../ui/load-state';

/**
 * Revenue per campaign of the filter's period, the spend an admin entered for it (added,
 * edited and deleted here), and the attribution window the conversions are counted with.
 */
export function CampaignsPanel({ period }: { period: FunnelPeriod }) {
  const report = useCampaigns(period);
  const attributionWindow = useAttributionWindow();
  const remove = useDeleteSpend();
  const [editing, setEditing] = useState<CampaignSpend | 'new' | null>(null);

  useEffect(() => {
    if (report.isError) console.error('Erro ao carregar as campanhas da Meta', report.error);
  }, [report.isError, report.error]);

  const campaigns = report.data?.campaigns ?? [];
  const names = campaigns.flatMap((c) => (c.campaign === null ? [] : [c.campaign]));

  const confirmDelete = (entry: CampaignSpend) => {
    if (!window.confirm(campaignText.confirmDeleteSpend)) return;
    remove.mutate(entry.id, {
      onSuccess: () => notifications.show({ color: 'green', message: campaignText.spendDeleted }),
      onError: (err) => {
        const reason = errorText(err, '');
        notifications.show({
          color: 'red',
          message: reason ? `${campaignText.spendDeleteFailed}: ${reason}` : campaignText.spendDeleteFailed,
        });
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" aria-label="Campanhas">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              Receita por campanha
            </Title>
            <Text size="sm" c="dimmed">
              Cliques do período por utm_campaign; cada venda conta para o último clique que converteu
              {report.data ? `, até ${report.data.attribution_window_days} dias depois dele` : ''}.
            </Text>
          </Stack>
        </Group>
        {report.isPending ? (
          <CenteredLoader label="Carregando campanhas" py="lg" />
        ) : (
          report.data && <CampaignTable campaigns={campaigns} />
        )}
        <Group justify="space-between" align="center" gap="xs" mt="sm">
          <Title order={3} size="h5">
            Investimento
          </Title>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            Novo investimento
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Um investimento que só em parte cai no período conta pelos dias em comum (ex.: R$ 300 em 30 dias contam R$ 10
          por dia).
        </Text>
        {report.data && (
          <SpendList
            entries={report.data.spend}
            onEdit={setEditing}
            onDelete={confirmDelete}
            busyId={remove.isPending ? (remove.variables ?? null) : null}
          />
        )}
        {attributionWindow.data && (
          <AttributionWindowForm key={attributionWindow.data.days} days={attributionWindow.data.days} />
        )}
      </Stack>
      {editing !== null && (
        <SpendForm spend={editing === 'new' ? undefined : editing} campaigns={names} onClose={() => setEditing(null)} />
      )}
    </Paper>
  );
}
