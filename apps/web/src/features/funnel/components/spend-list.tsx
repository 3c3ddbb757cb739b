import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { campaignText, type CampaignSpend } from '@ponte/domain/funnel-campaigns';
import { formatBrl } from '@ponte/domain/money';
import { dayText } from '../../../ui/date-text';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';

type Props = {
  entries: CampaignSpend[];
  onEdit: (entry: CampaignSpend) => void;
  onDelete: (entry: CampaignSpend) => void;
  busyId: number | null;
};

/** The spend entries that touch the period, each with its whole amount and days. */
export function SpendList({ entries, onEdit, onDelete, busyId }: Props) {
  if (entries.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md">
        {campaignText.spendEmpty}
      </Text>
    );
  const columns: ResponsiveColumn<CampaignSpend>[] = [
    {
      key: 'campaign',
      header: 'Campanha',
      role: 'title',
      cell: (e) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {e.campaign}
        </Text>
      ),
    },
    { key: 'days', header: 'Período', cell: (e) => `${dayText(e.starts_on)} a ${dayText(e.ends_on)}` },
    { key: 'amount', header: 'Valor (R$)', align: 'right', cell: (e) => formatBrl(e.amount) },
    {
      key: 'actions',
      header: 'Ações',
      role: 'actions',
      hideHeader: true,
      align: 'right',
      cell: (e) => (
        <>
          <Tooltip label="Editar">
            <ActionIcon variant="subtle" aria-label={`Editar investimento de ${e.campaign}`} onClick={() => onEdit(e)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Excluir">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Excluir investimento de ${e.campaign}`}
              loading={busyId === e.id}
              onClick={() => onDelete(e)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={entries}
      rowKey={(e) => e.id}
      columns={columns}
      label="Investimentos por campanha"
      minWidth={560}
      tableProps={{ verticalSpacing: 'xs' }}
    />
  );
}
