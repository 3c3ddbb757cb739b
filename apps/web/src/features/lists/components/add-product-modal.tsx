import { useEffect, useState } from 'react';
import { Alert, Button, Center, Divider, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconSearch } from '@tabler/icons-react';
import {
  ADD_PRODUCT_CLOSE_MS,
  catalogueText,
  PRODUCT_SEARCH_DEBOUNCE_MS,
  PRODUCT_SEARCH_MIN_CHARS,
  type StoreProduct,
} from '@ponte/domain/catalogue';
import { listText } from '@ponte/domain/lists';
import { readTypedNumber } from '@ponte/domain/money';
import { ApiError, errorText } from '../../../lib/api';
import { useForm } from '@mantine/form';
import { FORM_REFUSAL } from '../../../lib/form';
import { NumberField } from '../../../ui/number-field';
import { useAddProduct } from '../api/add-product';
import { useProductSearch } from '../api/search-products';
import { NewProductForm } from './new-product-form';
import { ProductResults } from './product-results';

/** Spec 2 §5: quantity is required, a whole number, at least 1. */
function quantityError(text: string): string | null {
  if (text.trim() === '') return listText.quantityRequired;
  const value = readTypedNumber(text);
  if (value === undefined || !Number.isInteger(value)) return listText.quantityInteger;
  if (value < 1) return listText.quantityMin;
  return null;
}

/** No server message: a network failure is 'Erro ao adicionar produto', a refusal 'Erro ao adicionar produto à lista'. */
const addErrorText = (err: unknown) =>
  errorText(
    err,
    err instanceof ApiError && err.isNetworkError ? catalogueText.addFailed : catalogueText.addToListFailed,
  );

export type AddProductModalProps = { listId: number; listName: string; onClose: () => void };

/** Spec 2 §2 'Add-product modal': search the store, pick a product and a quantity, or create the product first. */
export function AddProductModal({ listId, listName, onClose }: AddProductModalProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { search: '', quantity: '1' },
    // The refusal answers the last attempt: it goes with the next change.
    onValuesChange: () => form.clearFieldError(FORM_REFUSAL),
  });
  const refuse = (message: string) => form.setFieldError(FORM_REFUSAL, message);
  const error = String(form.errors[FORM_REFUSAL] ?? '');
  const search = form.values.search;
  // Spec 2 §5: the store is asked only after a 1.5 s pause, and only for 2 or more characters.
  const [term] = useDebouncedValue(search.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const results = useProductSearch(term);
  const [created, setCreated] = useState<StoreProduct[]>([]);
  const [selected, setSelected] = useState<StoreProduct | null>(null);
  const add = useAddProduct();
  const done = add.isSuccess;

  useEffect(() => {
    if (!done) return;
    // Spec 2 §4: the success message shows for 1.5 s, then the modal closes (the lists reload on success).
    const timer = setTimeout(onClose, ADD_PRODUCT_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  const searching = term.length >= PRODUCT_SEARCH_MIN_CHARS;
  const found = searching ? (results.data ?? []) : [];
  const products = [...created, ...found.filter((p) => !created.some((c) => c.id === p.id))];

  const submit = form.onSubmit(({ quantity }) => {
    if (!selected) return refuse(catalogueText.selectProduct);
    const invalid = quantityError(quantity);
    if (invalid) return refuse(invalid);
    add.mutate(
      {
        list_id: listId,
        woocommerce_product_id: selected.id,
        product_name: selected.name,
        product_price: selected.price,
        quantity: readTypedNumber(quantity)!,
        product_sku: selected.sku || null,
        product_weight: selected.weight || null,
        product_image: selected.images[0]?.src ?? null,
      },
      { onError: (err) => refuse(addErrorText(err)) },
    );
  });

  /** A product picked (or just created): the refusal about the last choice goes. */
  const choose = (product: StoreProduct) => {
    form.clearFieldError(FORM_REFUSAL);
    setSelected(product);
  };

  const onCreated = (product: StoreProduct) => {
    setCreated((list) => [product, ...list]);
    choose(product);
  };

  return (
    <Modal opened onClose={onClose} title={`Adicionar produto a "${listName}"`} size="lg" centered>
      <Stack gap="md">
        {done ? (
          <Alert color="green" icon={<IconCheck size={18} />} role="status">
            {catalogueText.created}
          </Alert>
        ) : (
          <>
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Buscar produto na loja"
                  placeholder="Nome ou SKU do produto"
                  leftSection={<IconSearch size={16} />}
                  rightSection={results.isFetching ? <Loader size={14} aria-label="Buscando produtos" /> : null}
                  description={
                    search.trim().length > 0 && search.trim().length < PRODUCT_SEARCH_MIN_CHARS
                      ? catalogueText.searchTooShort
                      : undefined
                  }
                  {...form.getInputProps('search')}
                  data-autofocus
                />
                {searching && results.isError && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                    {errorText(results.error, catalogueText.searchFailed)}
                  </Alert>
                )}
                {products.length > 0 ? (
                  <ProductResults products={products} selectedId={selected?.id ?? null} onSelect={choose} />
                ) : (
                  searching &&
                  results.isSuccess && (
                    <Center py="xs">
                      <Text size="sm" c="dimmed">
                        Nenhum produto encontrado
                      </Text>
                    </Center>
                  )
                )}
                {selected && (
                  <Text size="sm">
                    Selecionado: <strong>{selected.name}</strong>
                  </Text>
                )}
                {error && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                    {error}
                  </Alert>
                )}
                <Group align="flex-end" gap="sm">
                  <NumberField
                    label="Quantidade"
                    withAsterisk
                    decimals={0}
                    {...form.getInputProps('quantity')}
                    w={140}
                  />
                  <Button type="submit" loading={add.isPending}>
                    Adicionar à lista
                  </Button>
                </Group>
              </Stack>
            </form>
            <Divider label="ou" labelPosition="center" />
            <NewProductForm onCreated={onCreated} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
