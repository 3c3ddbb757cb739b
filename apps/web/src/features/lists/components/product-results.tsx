import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { StoreProduct } from '@ponte/domain/catalogue';
import { formatUsd } from '@ponte/domain/money';

export type ProductResultsProps = {
  products: StoreProduct[];
  selectedId: number | null;
  onSelect: (product: StoreProduct) => void;
};

/** Store products found by the search; one is picked for the list. */
export function ProductResults({ products, selectedId, onSelect }: ProductResultsProps) {
  return (
    <Stack gap={4} role="list" aria-label="Produtos encontrados" mah={280} style={{ overflowY: 'auto' }}>
      {products.map((product) => {
        const selected = product.id === selectedId;
        const image = product.images[0]?.src;
        return (
          <div role="listitem" key={product.id}>
            <UnstyledButton
              onClick={() => onSelect(product)}
              aria-pressed={selected}
              aria-label={`Selecionar ${product.name}`}
              p="xs"
              w="100%"
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: `1px solid ${selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-default-border)'}`,
                background: selected ? 'var(--mantine-color-blue-light)' : undefined,
              }}
            >
              <Group gap="sm" wrap="nowrap">
                {image ? (
                  <Image src={image} alt="" w={40} h={40} fit="contain" radius="sm" />
                ) : (
                  <IconPhotoOff size={24} aria-hidden />
                )}
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {product.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatUsd(product.price)}
                    {product.sku ? ` · SKU ${product.sku}` : ''}
                  </Text>
                </div>
              </Group>
            </UnstyledButton>
          </div>
        );
      })}
    </Stack>
  );
}
