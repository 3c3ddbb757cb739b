import type { Key, MouseEvent, ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Under Mantine's `sm` (768 px), where the shell collapses its menu too: a phone held upright. */
export const STACKED_TABLE_QUERY = '(max-width: 47.99em)';

export type ResponsiveColumn<Row> = {
  key: string;
  /** The column's header on a wide screen and the value's label in a stacked card. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /**
   * 'title': the card's first line, unlabelled (who or what the row is).
   * 'actions': on the title's line, at its right, unlabelled.
   * Wide screens show a visually hidden header for both when `hideHeader` is set.
   */
  role?: 'title' | 'actions';
  /** The header is read by screen readers but not shown (an actions column). */
  hideHeader?: boolean;
  /** What the card shows instead of `cell` (a title that gathers the image and the name). */
  cardCell?: (row: Row) => ReactNode;
  /** Left out of the cards: another column's `cardCell` already shows it. */
  hideInCard?: boolean;
};

export type ResponsiveTableProps<Row> = {
  rows: Row[];
  rowKey: (row: Row) => Key;
  columns: ResponsiveColumn<Row>[];
  /** Names the table (and its scrolling region), or the list of cards on a phone. */
  label: string;
  /** Below this width the wide table scrolls sideways inside its region. */
  minWidth: number;
  tableProps?: Omit<TableProps, 'children'>;
  /**
   * A click on the row (not on a button or link in it) opens it. Pointer only: the rows need a
   * button of their own for the keyboard (an 'actions' column).
   */
  onRowClick?: (row: Row) => void;
  /** A totals row: the table's footer on a wide screen, the last card (in bold) on a phone. */
  footerRow?: Row;
};

/** The row's click, unless it landed on something clickable of its own. */
const rowClick =
  <Row,>(onRowClick: ((row: Row) => void) | undefined, row: Row) =>
  (event: MouseEvent<HTMLElement>) => {
    if (!onRowClick || (event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
    onRowClick(row);
  };

function StackedRows<Row>({ rows, rowKey, columns, label, onRowClick, footerRow }: ResponsiveTableProps<Row>) {
  const shown = columns.filter((c) => !c.hideInCard);
  const title = shown.find((c) => c.role === 'title');
  const actions = shown.filter((c) => c.role === 'actions');
  const fields = shown.filter((c) => !c.role);
  const render = (column: ResponsiveColumn<Row>, row: Row) => (column.cardCell ?? column.cell)(row);
  return (
    <Stack component="ul" gap="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {[...rows, ...(footerRow !== undefined ? [footerRow] : [])].map((row) => (
        <Paper
          component="li"
          key={rowKey(row)}
          withBorder
          radius="md"
          p="sm"
          fw={row === footerRow ? 700 : undefined}
          onClick={row === footerRow ? undefined : rowClick(onRowClick, row)}
          style={onRowClick && row !== footerRow ? { cursor: 'pointer' } : undefined}
        >
          {/* The buttons share the title's line: in reach at once, and the card stays short. */}
          {(title || actions.length > 0) && (
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              {title && <div style={{ minWidth: 0 }}>{render(title, row)}</div>}
              {actions.map((column) => (
                <Group key={column.key} gap={4} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
                  {render(column, row)}
                </Group>
              ))}
            </Group>
          )}
          <Stack component="dl" gap={4} m={0} mt="xs">
            {fields.map((column) => (
              <Group key={column.key} justify="space-between" align="baseline" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm" c="dimmed" fw={600} style={{ flexShrink: 0 }}>
                  {column.header}
                </Text>
                <Text component="dd" size="sm" m={0} ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {render(column, row)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A table on a wide screen; on a phone each row becomes a card of 'label: value' lines with its
 * buttons underneath, so nothing needs a sideways scroll and no action is out of sight
 * (docs/0039). The cells are the same render functions in both forms.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  // Read on the first render: the SPA has no server render to match, and a phone never flashes the table.
  const stacked = useMediaQuery(STACKED_TABLE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  if (stacked) return <StackedRows {...props} />;
  const { rows, rowKey, columns, label, minWidth, tableProps, onRowClick, footerRow } = props;
  return (
    <Table.ScrollContainer minWidth={minWidth} aria-label={label}>
      <Table {...tableProps} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.hideHeader ? <span className="mantine-visually-hidden">{column.header}</span> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              onClick={rowClick(onRowClick, row)}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footerRow !== undefined && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.cell(footerRow)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
