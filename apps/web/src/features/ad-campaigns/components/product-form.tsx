import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  AD_PRODUCT_DESCRIPTION_MAX,
  AD_PRODUCT_IMAGE_MAX,
  AD_PRODUCT_NAME_MAX,
  AdProductBodySchema,
  adCampaignText,
  type AdProduct,
  type AdProductBody,
} from '@ponte/domain/ad-campaigns';
import { useDomainForm } from '../../../lib/form';
import { InlineFormButtons } from '../../../ui/form-buttons';
import { FormRefusal } from '../../../ui/form-refusal';
import { NumberField, numberOrText } from '../../../ui/number-field';

type Values = { name: string; price: string | number; image: string; description: string };

/** The price as it reads (unreadable text goes as typed: the schema names the field). */
const toBody = (v: Values): AdProductBody => ({
  name: v.name.trim(),
  price: numberOrText(v.price),
  image: v.image.trim(),
  description: v.description.trim(),
});

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
  const empty: Values = { name: '', price: '', image: '', description: '' };
  const {
    form,
    formRef,
    onSubmit: submitting,
    refuseWith,
    refusal,
  } = useDomainForm({
    initialValues: product
      ? { name: product.name, price: product.price, image: product.image ?? '', description: product.description ?? '' }
      : empty,
    schema: AdProductBodySchema,
    toBody,
    // Spec 3 §5 alerts the missing name or price (or id) above the form.
    alertInvalid: true,
  });
  const submit = submitting((body) =>
    onSubmit(body).then(
      () => {
        if (!product) form.setValues(empty);
      },
      (err: unknown) => refuseWith(err, adCampaignText.productSaveFailed),
    ),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <FormRefusal message={refusal} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label="Nome do Produto"
            withAsterisk
            size="sm"
            maxLength={AD_PRODUCT_NAME_MAX}
            {...form.getInputProps('name')}
          />
          <NumberField label="Preço" withAsterisk size="sm" decimals={2} fixed {...form.getInputProps('price')} />
        </SimpleGrid>
        <TextInput
          label="URL da Imagem"
          type="url"
          size="sm"
          placeholder="https://"
          maxLength={AD_PRODUCT_IMAGE_MAX}
          {...form.getInputProps('image')}
        />
        <Textarea
          label="Descrição do Produto"
          size="sm"
          autosize
          minRows={2}
          maxLength={AD_PRODUCT_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <InlineFormButtons submitLabel={submitLabel} pending={pending} size="xs" onCancel={onCancel} />
      </Stack>
    </form>
  );
}
