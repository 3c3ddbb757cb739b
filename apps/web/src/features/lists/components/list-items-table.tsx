import { ActionIcon, Group, Image, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import type { ShoppingListItem } from '@ponte/domain/lists';
import { formatUsd } from '@ponte/domain/money';
import { ResponsiveTable, type ResponsiveColumn } from '../../../ui/responsive-table';

export type ListItemsTableProps = {
  items: ShoppingListItem[];
  /** Left out on a completed or paid list: the server refuses to change its items. */
  onDelete?: (itemId: number) => void;
  deletingId: number | null;
};

function ProductImage({ item }: { item: ShoppingListItem }) {
  return item.product_image ? (
    <Image src={item.product_image} alt={item.product_name} w={40} h={40} fit="contain" radius="sm" />
  ) : (
    <IconPhotoOff size={20} aria-hidden color="var(--mantine-color-dimmed)" />
  );
}

/** The products of a list (USD); on a phone each product is a card (ui/responsive-table). */
export function ListItemsTable({ items, onDelete, deletingId }: ListItemsTableProps) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum produto nesta lista.
      </Text>
    );
  }
  const columns: ResponsiveColumn<ShoppingListItem>[] = [
    { key: 'image', header: 'Imagem', hideInCard: true, cell: (item) => <ProductImage item={item} /> },
    {
      key: 'product',
      header: 'Produto',
      role: 'title',
      cell: (item) => <Text size="sm">{item.product_name}</Text>,
      // On a card the image has no column of its own: it leads the product's name.
      cardCell: (item) => (
        <Group gap="sm" wrap="nowrap">
          <ProductImage item={item} />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.product_name}
          </Text>
        </Group>
      ),
    },
    {
      key: 'sku',
      header: 'SKU',
      cell: (item) => (
        <Text span size="sm" c="dimmed">
          {item.product_sku || '-'}
        </Text>
      ),
    },
    { key: 'quantity', header: 'Qtd.', align: 'right', cell: (item) => item.quantity },
    { key: 'price', header: 'Preço', align: 'right', cell: (item) => formatUsd(item.product_price) },
    {
      key: 'subtotal',
      header: 'Subtotal',
      align: 'right',
      cell: (item) => formatUsd(item.product_price * item.quantity),
    },
  ];
  if (onDelete) {
    columns.push({
      key: 'actions',
      header: 'Ações',
      role: 'actions',
      hideHeader: true,
      cell: (item) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remover ${item.product_name}`}
          loading={deletingId === item.id}
          onClick={() => onDelete(item.id)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    });
  }
  return (
    <ResponsiveTable
      rows={items}
      rowKey={(item) => item.id}
      columns={columns}
      label="Produtos da lista"
      minWidth={620}
      tableProps={{ verticalSpacing: 'xs', striped: true }}
    />
  );
}
