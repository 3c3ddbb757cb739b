import { ActionIcon, Image, Table, Text } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import type { ShoppingListItem } from '@ponte/domain/lists';
import { formatUsd } from '@ponte/domain/money';

export type ListItemsTableProps = {
  items: ShoppingListItem[];
  /** Left out on a completed or paid list: the server refuses to change its items. */
  onDelete?: (itemId: number) => void;
  deletingId: number | null;
};

/** The products of a list (USD). On a phone the table scrolls sideways inside the card. */
export function ListItemsTable({ items, onDelete, deletingId }: ListItemsTableProps) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum produto nesta lista.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={620} aria-label="Produtos da lista">
      <Table verticalSpacing="xs" striped aria-label="Produtos da lista">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Imagem</Table.Th>
            <Table.Th>Produto</Table.Th>
            <Table.Th>SKU</Table.Th>
            <Table.Th ta="right">Qtd.</Table.Th>
            <Table.Th ta="right">Preço</Table.Th>
            <Table.Th ta="right">Subtotal</Table.Th>
            {onDelete && (
              <Table.Th>
                <span className="mantine-visually-hidden">Ações</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                {item.product_image ? (
                  <Image src={item.product_image} alt={item.product_name} w={40} h={40} fit="contain" radius="sm" />
                ) : (
                  <IconPhotoOff size={20} aria-hidden color="var(--mantine-color-dimmed)" />
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.product_name}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {item.product_sku || '-'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{formatUsd(item.product_price)}</Table.Td>
              <Table.Td ta="right">{formatUsd(item.product_price * item.quantity)}</Table.Td>
              {onDelete && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remover ${item.product_name}`}
                    loading={deletingId === item.id}
                    onClick={() => onDelete(item.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
