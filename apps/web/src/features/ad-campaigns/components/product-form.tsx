import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  AD_PRODUCT_DESCRIPTION_MAX,
  AD_PRODUCT_IMAGE_MAX,
  AD_PRODUCT_NAME_MAX,
  adCampaignText,
  type AdProduct,
  type AdProductBody,
} from '@ponte/domain/ad-campaigns';
import { errorText } from '../../../lib/api';
import { FormRefusal } from '../../../ui/form-refusal';

type Values = { name: string; price: string; image: string; description: string };

export type ProductFormProps = {
  /** The product being edited; without it the form adds one. */
  product?: AdProduct;
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Resolves once the server accepted it (the add form empties then); a rejection is its refusal. */
  onSubmit: (body: AdProductBody) => Promise<unknown>;
  onCancel?: () => void;
};

/** Add or edit a campaign's product: name and price required, price from 0 in steps of 0.01 (spec 3 §5). */
export function ProductForm({ product, label, submitLabel, pending, onSubmit, onCancel }: ProductFormProps) {
  const [values, setValues] = useState<Values>(() =>
    product
      ? {
          name: product.name,
          price: String(product.price),
          image: product.image ?? '',
          description: product.description ?? '',
        }
      : { name: '', price: '', image: '', description: '' },
  );
  const [refusal, setRefusal] = useState('');
  // A refusal answers the last attempt: it goes as soon as anything changes.
  const set = (key: keyof Values, value: string) => {
    setRefusal('');
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = values.price.trim() === '' ? NaN : Number(values.price);
    if (!values.name.trim() || !Number.isFinite(price)) {
      setRefusal(adCampaignText.productRequired);
      return;
    }
    if (price < 0) {
      setRefusal(adCampaignText.priceNegative);
      return;
    }
    setRefusal('');
    const body = {
      name: values.name.trim(),
      price,
      image: values.image.trim(),
      description: values.description.trim(),
    };
    onSubmit(body).then(
      () => {
        if (!product) setValues({ name: '', price: '', image: '', description: '' });
      },
      (err: unknown) => setRefusal(errorText(err, adCampaignText.productSaveFailed)),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <FormRefusal message={refusal} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label="Nome do Produto"
            withAsterisk
            size="sm"
            maxLength={AD_PRODUCT_NAME_MAX}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label="Preço"
            withAsterisk
            size="sm"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={values.price}
            onChange={(e) => set('price', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="URL da Imagem"
          type="url"
          size="sm"
          placeholder="https://"
          maxLength={AD_PRODUCT_IMAGE_MAX}
          value={values.image}
          onChange={(e) => set('image', e.currentTarget.value)}
        />
        <Textarea
          label="Descrição do Produto"
          size="sm"
          autosize
          minRows={2}
          maxLength={AD_PRODUCT_DESCRIPTION_MAX}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
