import { useState } from 'react';
import { Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { adCampaignText, type AdCampaign, type AdProductBody } from '@ponte/domain/ad-campaigns';
import { formatUsd } from '@ponte/domain/money';
import { errorText } from '../../../lib/api';
import { useAddAdProduct, useDeleteAdProduct, useUpdateAdProduct } from '../api/campaign-writes';
import { FormRefusal } from '../../../ui/form-refusal';
import { ProductForm } from './product-form';
import { DeleteAction, EditAction } from '../../../ui/row-actions';

/** The expanded part of a campaign card: its products, each editable and deletable, and the add-product form. */
export function ProductList({ campaign }: { campaign: AdCampaign }) {
  const add = useAddAdProduct();
  const update = useUpdateAdProduct();
  const remove = useDeleteAdProduct();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState('');

  // A refused save rejects: the product's form shows why and stays open.
  const submitAdd = (body: AdProductBody) => add.mutateAsync({ campaignId: campaign.id, body });

  const submitEdit = (productId: number, body: AdProductBody) =>
    update.mutateAsync({ campaignId: campaign.id, productId, body }).then(() => setEditingId(null));

  const confirmDelete = (productId: number) => {
    setDeleteError('');
    if (!window.confirm(adCampaignText.confirmDeleteProduct)) return;
    remove.mutate(
      { campaignId: campaign.id, productId },
      { onError: (err) => setDeleteError(errorText(err, adCampaignText.productDeleteFailed)) },
    );
  };

  return (
    <Stack gap="sm" aria-label={`Produtos de ${campaign.name}`} role="region">
      <FormRefusal message={deleteError} onClose={() => setDeleteError('')} />
      {campaign.products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {adCampaignText.noProducts}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {campaign.products.map((product) => (
            <Paper component="li" key={product.id} withBorder radius="sm" p="xs" aria-label={product.name}>
              {editingId === product.id ? (
                <ProductForm
                  product={product}
                  label={`Editar ${product.name}`}
                  submitLabel="Salvar Produto"
                  pending={update.isPending}
                  onSubmit={(body) => submitEdit(product.id, body)}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  {product.image && (
                    <Image src={product.image} alt={product.name} w={56} h={56} radius="sm" fit="cover" />
                  )}
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={600} size="sm" truncate>
                        {product.name}
                      </Text>
                      <Text fw={600} size="sm">
                        {formatUsd(product.price)}
                      </Text>
                    </Group>
                    {product.description && (
                      <Text size="xs" c="dimmed">
                        {product.description}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    <EditAction label={`Editar produto ${product.name}`} onClick={() => setEditingId(product.id)} />
                    <DeleteAction
                      label={`Excluir produto ${product.name}`}
                      loading={remove.isPending && remove.variables?.productId === product.id}
                      onClick={() => confirmDelete(product.id)}
                    />
                  </Group>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <Divider />
      <Title order={3} size="h6">
        Adicionar Produto
      </Title>
      <ProductForm
        label={`Adicionar produto a ${campaign.name}`}
        submitLabel="Adicionar Produto"
        pending={add.isPending}
        onSubmit={submitAdd}
      />
    </Stack>
  );
}
