import { Table, Text } from '@mantine/core';
import { formatDateTimeBR } from '@ponte/domain/dates';
import type { LogEntry } from '@ponte/domain/logs';
import { LevelBadge } from './level-badge';

export function LogTable({ entries }: { entries: LogEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={720} aria-label="Logs">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Logs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>IP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.timestamp}>{formatDateTimeBR(entry.timestamp)}</time>
              </Table.Td>
              <Table.Td>
                <LevelBadge level={entry.level} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {entry.category}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
                  {entry.message}
                </Text>
                {entry.details && (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
                    {entry.details}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{entry.user_name ?? (entry.user_id === null ? '—' : `#${entry.user_id}`)}</Table.Td>
              <Table.Td>{entry.ip_address ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
