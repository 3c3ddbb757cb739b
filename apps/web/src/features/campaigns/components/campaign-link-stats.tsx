import { Anchor, Text } from '@mantine/core';
import type { CampaignLinkStat } from '@ponte/domain/campaign-stats';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';

const columns: ResponsiveColumn<CampaignLinkStat>[] = [
  {
    key: 'url',
    header: 'Link',
    role: 'title',
    cell: (l) => (
      <Anchor href={l.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
        {l.url}
      </Anchor>
    ),
  },
  { key: 'clicks', header: 'Cliques', align: 'right', cell: (l) => l.clicks.toLocaleString('pt-BR') },
  {
    key: 'unique',
    header: 'Pessoas que clicaram',
    align: 'right',
    cell: (l) => l.unique_clicks.toLocaleString('pt-BR'),
  },
];

/** Each tracked link of the message with its clicks (docs/0050). */
export function CampaignLinkStats({ links }: { links: CampaignLinkStat[] }) {
  if (links.length === 0)
    return (
      <Text size="sm" c="dimmed">
        A mensagem não tem links rastreados.
      </Text>
    );
  return (
    <ResponsiveTable rows={links} rowKey={(l) => l.url} columns={columns} label="Cliques por link" minWidth={480} />
  );
}
