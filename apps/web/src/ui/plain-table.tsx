import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

export type PlainTableProps = {
  /** Names the table and its scrolling region. */
  label: string;
  /** Below this width the table scrolls sideways inside its region. */
  minWidth: number;
  columns: readonly string[];
  /** Said across the whole table when there are no rows. */
  empty: ReactNode;
  /** The body's rows; none shows `empty`. */
  rows: ReactNode[];
};

/** A striped table of plain column headers whose body says `empty` in one row when it has nothing to list. */
export function PlainTable({ label, minWidth, columns, empty, rows }: PlainTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} aria-label={label}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="lg">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
