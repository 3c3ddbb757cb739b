import type { ReactNode } from 'react';
import { Paper, Table, Title } from '@mantine/core';

/** A titled box of a statistics screen. */
export function StatsPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export type RankingTableProps = {
  /** Names the table and its scrolling region. */
  label: string;
  /** Below this width the table scrolls sideways inside its region. */
  minWidth: number;
  /** The header row's cells. */
  head: ReactNode;
  children: ReactNode;
};

/** A ranking ('1º', '2º'…) that scrolls sideways on a narrow screen. */
export function RankingTable({ label, minWidth, head, children }: RankingTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} aria-label={label}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
