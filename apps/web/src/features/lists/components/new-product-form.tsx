import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { catalogueText, CreateProductSchema, type StoreProduct } from '@ponte/domain/catalogue';
import { useDomainForm } from '../../../lib/form';
import { FormRefusal } from '../../../ui/form-refusal';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useCreateProduct } from '../api/create-product';

/** The form's fields are the body's (POST /api/woocommerce/create-product), prices and weights as typed. */
type Values = { name: string; regular_price: string; description: string; sku: string; weight: string };
const EMPTY: Values = { name: '', regular_price: '', description: '', sku: '', weight: '' };

/** Numbers as they read; unreadable text goes as typed, and the schema names the field. */
const toBody = (v: Values) => ({
  name: v.name,
  regular_price: numberOrText(v.regular_price),
  description: v.description,
  sku: v.sku,
  weight: numberOrText(v.weight),
});

export type NewProductFormProps = { onCreated: (product: StoreProduct) => void };

/** Spec 2 §5: a product the store lacks; name and USD price required, the rest optional. */
export function NewProductForm({ onCreated }: NewProductFormProps) {
  const create = useCreateProduct();
  const { form, formRef, onSubmit, refuseWith, refusal } = useDomainForm({
    initialValues: EMPTY,
    schema: CreateProductSchema,
    toBody,
  });

  const submit = onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (product) => {
        form.setValues(EMPTY);
        onCreated(product);
      },
      onError: (err) => refuseWith(err, catalogueText.createFailed),
    }),
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      ref={formRef}
      onSubmit={(event) => {
        // The add-product form around this one must not submit too.
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-label="Cadastrar novo produto"
    >
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Cadastrar novo produto
        </Text>
        <FormRefusal message={refusal} />
        <TextInput label="Nome do produto" withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberField label="Preço (USD)" withAsterisk decimals={2} fixed {...form.getInputProps('regular_price')} />
          <TextInput label="SKU" {...form.getInputProps('sku')} />
          <NumberField label="Peso (kg)" decimals={3} unit="kg" {...form.getInputProps('weight')} />
        </SimpleGrid>
        <Textarea label="Descrição" autosize minRows={2} {...form.getInputProps('description')} />
        <Button type="submit" variant="light" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Criar Produto
        </Button>
      </Stack>
    </Paper>
  );
}
