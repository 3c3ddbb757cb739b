import { Stack, Text } from '@mantine/core';
import { formatDecimalBR } from '@ponte/domain/dates';
import { campaignText, type CampaignResult } from '@ponte/domain/funnel-campaigns';
import { formatBrl } from '@ponte/domain/money';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';

const count = (n: number) => n.toLocaleString('pt-BR');

/** '2,35x' and, under it, what the campaign earned beyond what it cost; '—' without spend. */
function Return({ row }: { row: CampaignResult }) {
  if (row.net === null) return <>—</>;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600}>
        {row.roas === null ? '—' : `${formatDecimalBR(row.roas, 2)}x`}
      </Text>
      <Text size="xs" c={row.net < 0 ? 'red.8' : 'green.8'}>
        {formatBrl(row.net)}
      </Text>
    </Stack>
  );
}

const COLUMNS: ResponsiveColumn<CampaignResult>[] = [
  {
    key: 'campaign',
    header: 'Campanha',
    role: 'title',
    cell: (row) => (
      <Text size="sm" fw={600} c={row.campaign === null ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {row.campaign ?? campaignText.noCampaign}
      </Text>
    ),
  },
  { key: 'clicks', header: 'Cliques', align: 'right', cell: (row) => count(row.clicks) },
  { key: 'purchases', header: 'Compras', align: 'right', cell: (row) => count(row.purchases) },
  { key: 'revenue', header: 'Receita (R$)', align: 'right', cell: (row) => formatBrl(row.revenue) },
  {
    key: 'spend',
    header: 'Investimento (R$)',
    align: 'right',
    cell: (row) => (row.spend === null ? '—' : formatBrl(row.spend)),
  },
  { key: 'return', header: 'Retorno', align: 'right', cell: (row) => <Return row={row} /> },
];

/** Revenue per campaign of the period and, where spend was entered, the return on it. */
export function CampaignTable({ campaigns }: { campaigns: CampaignResult[] }) {
  if (campaigns.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {campaignText.campaignsEmpty}
      </Text>
    );
  return (
    <ResponsiveTable
      rows={campaigns}
      rowKey={(row) => row.campaign ?? ''}
      columns={COLUMNS}
      label="Receita por campanha"
      minWidth={720}
      tableProps={{ striped: true, verticalSpacing: 'sm' }}
    />
  );
}
