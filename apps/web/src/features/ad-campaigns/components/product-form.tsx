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
import { tooPreciseText } from '@ponte/domain/decimal-schema';
import { fitsDecimals, readTypedNumber } from '@ponte/domain/money';
import { useRefusal } from '../../../lib/use-refusal';
import { FormRefusal } from '../../../ui/form-refusal';
import { NumberField } from '../../../ui/number-field';

type Values = { name: string; price: string | number; image: string; description: string };

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
          price: product.price,
          image: product.image ?? '',
          description: product.description ?? '',
        }
      : { name: '', price: '', image: '', description: '' },
  );
  const refusal = useRefusal<keyof Values>();
  // A refusal answers the last attempt: it goes as soon as anything changes.
  const set = (key: keyof Values, value: string | number) => {
    refusal.clear();
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = typeof values.price === 'number' ? values.price : (readTypedNumber(values.price) ?? NaN);
    if (!values.name.trim() || !Number.isFinite(price)) {
      const missing: (keyof Values)[] = [];
      if (!values.name.trim()) missing.push('name');
      if (!Number.isFinite(price)) missing.push('price');
      refusal.refuse(adCampaignText.productRequired, missing);
      return;
    }
    if (price < 0) {
      refusal.refuse(adCampaignText.priceNegative, ['price']);
      return;
    }
    if (!fitsDecimals(price, 2)) {
      refusal.refuse(tooPreciseText(2), ['price']);
      return;
    }
    refusal.clear();
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
      (err: unknown) => refusal.refuseWith(err, adCampaignText.productSaveFailed),
    );
  };

  return (
    <form ref={refusal.formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <FormRefusal message={refusal.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label="Nome do Produto"
            withAsterisk
            size="sm"
            maxLength={AD_PRODUCT_NAME_MAX}
            value={values.name}
            error={refusal.fields.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <NumberField
            label="Preço"
            withAsterisk
            size="sm"
            decimals={2}
            fixed
            value={values.price}
            error={refusal.fields.price}
            onChange={(text) => set('price', text)}
          />
        </SimpleGrid>
        <TextInput
          label="URL da Imagem"
          type="url"
          size="sm"
          placeholder="https://"
          maxLength={AD_PRODUCT_IMAGE_MAX}
          value={values.image}
          error={refusal.fields.image}
          onChange={(e) => set('image', e.currentTarget.value)}
        />
        <Textarea
          label="Descrição do Produto"
          size="sm"
          autosize
          minRows={2}
          maxLength={AD_PRODUCT_DESCRIPTION_MAX}
          value={values.description}
          error={refusal.fields.description}
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
