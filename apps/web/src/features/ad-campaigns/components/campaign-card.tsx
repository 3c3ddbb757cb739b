import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconUsers } from '@tabler/icons-react';
import { adCampaignStatusLabel, type AdCampaign } from '@ponte/domain/ad-campaigns';
import { CampaignCustomers } from './campaign-customers';
import { ProductList } from './product-list';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

export type CampaignCardProps = {
  campaign: AdCampaign;
  onEdit: (campaign: AdCampaign) => void;
  onDelete: (campaign: AdCampaign) => void;
  onToggleActive: (campaign: AdCampaign, active: boolean) => void;
  deleting?: boolean;
  toggling?: boolean;
};

const customersLabel = (n: number) =>
  n === 1 ? '1 cliente veio desta campanha' : `${n} clientes vieram desta campanha`;

/** A campaign in view mode: ids, trigger phrase, status, customers it brought and its expandable products. */
export function CampaignCard({
  campaign,
  onEdit,
  onDelete,
  onToggleActive,
  deleting = false,
  toggling = false,
}: CampaignCardProps) {
  const [productsOpen, setProductsOpen] = useState(false);
  const [customersOpen, setCustomersOpen] = useState(false);
  const productsLabel = `Produtos (${campaign.products.length})`;

  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={campaign.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {campaign.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              ID: {campaign.campaign_id}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <Badge color={campaign.active ? 'green' : 'gray'} variant="light">
              {adCampaignStatusLabel(campaign.active)}
            </Badge>
            <EditAction label={`Editar ${campaign.name}`} onClick={() => onEdit(campaign)} />
            <DeleteAction label={`Excluir ${campaign.name}`} loading={deleting} onClick={() => onDelete(campaign)} />
          </Group>
        </Group>
        {campaign.trigger_phrase && (
          <Text size="sm">
            Frase gatilho: <q>{campaign.trigger_phrase}</q>
          </Text>
        )}
        {campaign.description && (
          <Text size="sm" c="dimmed">
            {campaign.description}
          </Text>
        )}
        <Checkbox
          label="Campanha ativa"
          aria-label={`Campanha ativa: ${campaign.name}`}
          checked={campaign.active}
          disabled={toggling}
          onChange={(e) => onToggleActive(campaign, e.currentTarget.checked)}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={productsOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            aria-expanded={productsOpen}
            onClick={() => setProductsOpen((o) => !o)}
          >
            {productsLabel}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconUsers size={14} />}
            aria-expanded={customersOpen}
            onClick={() => setCustomersOpen((o) => !o)}
          >
            {customersLabel(campaign.customers_count)}
          </Button>
        </Group>
        {customersOpen && <CampaignCustomers campaignId={campaign.id} />}
        {productsOpen && <ProductList campaign={campaign} />}
      </Stack>
    </Paper>
  );
}
