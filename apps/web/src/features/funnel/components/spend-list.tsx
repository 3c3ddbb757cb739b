import { Text } from '@mantine/core';
import { campaignText, type CampaignSpend } from '@ponte/domain/funnel-campaigns';
import { formatBrl } from '@ponte/domain/money';
import { dayText } from '../../../ui/date-text';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

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
          <EditAction label={`Editar investimento de ${e.campaign}`} tooltip="Editar" onClick={() => onEdit(e)} />
          <DeleteAction
            label={`Excluir investimento de ${e.campaign}`}
            tooltip="Excluir"
            loading={busyId === e.id}
            onClick={() => onDelete(e)}
          />
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
