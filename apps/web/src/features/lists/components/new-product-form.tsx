import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { catalogueText, type StoreProduct } from '@ponte/domain/catalogue';
import { tooPreciseText } from '@ponte/domain/decimal-schema';
import { fitsDecimals, readTypedNumber } from '@ponte/domain/money';
import { errorText } from '../../../lib/api';
import { useFormError } from '../../../lib/use-form-error';
import { NumberField, numberOrText } from '../../../ui/number-field';
import { useCreateProduct } from '../api/create-product';

const EMPTY = { name: '', price: '', description: '', sku: '', weight: '' };

export type NewProductFormProps = { onCreated: (product: StoreProduct) => void };

/** Spec 2 §5: a product the store lacks; name and USD price required, the rest optional. */
export function NewProductForm({ onCreated }: NewProductFormProps) {
  const create = useCreateProduct();
  const [values, setValues] = useState(EMPTY);
  const { error, setError, clearing } = useFormError();
  const set = clearing(<K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setValues((v) => ({ ...v, [key]: value })),
  );

  const submit = (event: FormEvent) => {
    // The add-product form around this one must not submit too.
    event.preventDefault();
    event.stopPropagation();
    if (!values.name.trim()) return setError(catalogueText.nameRequired);
    const price = readTypedNumber(values.price);
    if (price === undefined || price <= 0) return setError(catalogueText.priceRequired);
    if (!fitsDecimals(price, 2)) return setError(`Preço: ${tooPreciseText(2).toLowerCase()}`);
    const weight = readTypedNumber(values.weight);
    if (weight !== undefined && !fitsDecimals(weight, 3)) return setError(`Peso: ${tooPreciseText(3).toLowerCase()}`);
    setError('');
    create.mutate(
      {
        name: values.name.trim(),
        regular_price: price,
        description: values.description.trim(),
        sku: values.sku.trim(),
        // Unreadable text goes as typed: the server names the field.
        weight: numberOrText(values.weight),
      },
      {
        onSuccess: (product) => {
          setValues(EMPTY);
          onCreated(product);
        },
        onError: (err) => setError(errorText(err, catalogueText.createFailed)),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Cadastrar novo produto"
    >
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Cadastrar novo produto
        </Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Nome do produto"
          withAsterisk
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NumberField
            label="Preço (USD)"
            withAsterisk
            decimals={2}
            fixed
            value={values.price}
            onChange={(text) => set('price', text)}
          />
          <TextInput label="SKU" value={values.sku} onChange={(e) => set('sku', e.currentTarget.value)} />
          <NumberField
            label="Peso (kg)"
            decimals={3}
            unit="kg"
            value={values.weight}
            onChange={(text) => set('weight', text)}
          />
        </SimpleGrid>
        <Textarea
          label="Descrição"
          autosize
          minRows={2}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Button type="submit" variant="light" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Criar Produto
        </Button>
      </Stack>
    </Paper>
  );
}
