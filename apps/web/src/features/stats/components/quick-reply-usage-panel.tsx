import { Badge, EmptyState, Table, Text } from '@mantine/core';
import { IconMessageBolt } from '@tabler/icons-react';
import { quickReplyText } from '@ponte/domain/quick-replies';
import { errorText } from '../../../lib/api';
import { useQuickReplyUsage } from '../api/get-quick-reply-usage';
import type { StatsQueryInput } from '../api/query-keys';
import { StatsPanel } from './stats-panel';

/** The quick replies used most in the period, with how often (issue 32). */
export function QuickReplyUsagePanel({ period }: { period: StatsQueryInput }) {
  const usage = useQuickReplyUsage(period);
  const replies = usage.data?.replies;
  return (
    <StatsPanel title={quickReplyText.usageTitle}>
      {usage.error ? (
        <Text c="red.8" role="alert">
          {errorText(usage.error, quickReplyText.loadFailed)}
        </Text>
      ) : replies && replies.length > 0 ? (
        <Table striped verticalSpacing="xs" aria-label={quickReplyText.usageTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{quickReplyText.usageShortcut}</Table.Th>
              <Table.Th ta="right">{quickReplyText.usageUses}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {replies.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Text span fw={600} mr={6} style={{ overflowWrap: 'anywhere' }}>
                    /{r.shortcut}
                  </Text>
                  <Badge size="xs" variant="light" color={r.shared ? 'teal' : 'gray'}>
                    {r.shared ? quickReplyText.shared : (r.owner_name ?? quickReplyText.personal)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{r.uses.toLocaleString('pt-BR')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : replies ? (
        <EmptyState
          icon={<IconMessageBolt size={28} />}
          withIndicatorBackground
          title={quickReplyText.usageEmpty}
          py="lg"
        />
      ) : null}
    </StatsPanel>
  );
}
