import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listPage, plan, shoppingList, storeProduct } from '../../../test/fixtures';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

beforeEach(() => notifications.clean());

const productsReply = (products = [storeProduct()]) => ({ status: 200, body: { success: true, products } });

const api = (extra: Routes = {}): Routes => ({
  'GET /api/shopping-lists': { status: 200, body: listPage([shoppingList()]) },
  'GET /api/subscriptions': ok([plan()]),
  'GET /api/woocommerce/search-products': productsReply(),
  ...extra,
});

/** Opens the add-product modal of the only list. */
async function openModal(extra: Routes = {}) {
  const view = renderApp('/listas', { api: api(extra) });
  const card = within(await screen.findByRole('article', { name: 'Compras de março' }));
  await view.user.click(card.getByRole('button', { name: 'Expandir' }));
  await view.user.click(card.getByRole('button', { name: 'Adicionar Produto' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar produto a "Compras de março"' }));
  return { view, dialog };
}

/**
 * Puts `text` in the search box and lets the 1.5 s debounce pass on a fake clock (the first test
 * shows the debounce itself, keystroke by keystroke).
 */
async function search(dialog: Awaited<ReturnType<typeof openModal>>['dialog'], text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.change(dialog.getByLabelText('Buscar produto na loja'), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(1500));
  // The mock server answers on a timer too.
  await act(() => vi.advanceTimersByTimeAsync(50));
  vi.useRealTimers();
}

/** Searches and waits for the product found. */
async function searchFor(dialog: Awaited<ReturnType<typeof openModal>>['dialog'], text: string) {
  await search(dialog, text);
  return dialog.findByRole('button', { name: 'Selecionar Tênis Nike Air' });
}

describe('add-product modal', () => {
  it('searches only with 2 or more characters, 1.5 s after the last keystroke', async () => {
    const { view, dialog } = await openModal();
    const input = dialog.getByLabelText('Buscar produto na loja');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(input, { target: { value: 't' } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(view.server.callsTo('GET /api/woocommerce/search-products')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'tê' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(input, { target: { value: 'tên' } });
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(view.server.callsTo('GET /api/woocommerce/search-products')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(view.server.callsTo('GET /api/woocommerce/search-products')).toHaveLength(1);
    expect(view.server.callsTo('GET /api/woocommerce/search-products')[0].query.get('search')).toBe('tên');
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    const result = await dialog.findByRole('button', { name: 'Selecionar Tênis Nike Air' });
    expect(result).toHaveTextContent('$100.00');
    expect(result).toHaveTextContent('SKU NIKE-AIR');
  });

  it("a failed search shows the server's message, or 'Erro ao buscar produtos'", async () => {
    const { dialog } = await openModal({
      'GET /api/woocommerce/search-products': fail(502, 'Erro ao conectar com WooCommerce'),
    });
    await search(dialog, 'tênis');
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao conectar com WooCommerce');
  });

  /** A product picked, its quantity emptied and 'Adicionar à lista' refused with 'Informe a quantidade'. */
  async function refusedBlankQuantity() {
    const { view, dialog } = await openModal();
    await view.user.click(await searchFor(dialog, 'tênis'));
    const quantity = dialog.getByLabelText(/Quantidade/);
    await view.user.clear(quantity);
    await view.user.click(dialog.getByRole('button', { name: 'Adicionar à lista' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Informe a quantidade');
    return { view, dialog, quantity };
  }

  it("adding without a product says 'Selecione um produto primeiro'", async () => {
    const { view, dialog } = await openModal();
    await view.user.click(dialog.getByRole('button', { name: 'Adicionar à lista' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Selecione um produto primeiro');
    expect(view.server.callsTo('POST /api/shopping-lists/add-product')).toHaveLength(0);
  });

  it("'Selecione um produto primeiro' goes once a product is picked (a stale error reads as a verdict on the new choice)", async () => {
    const { view, dialog } = await openModal();
    await view.user.click(dialog.getByRole('button', { name: 'Adicionar à lista' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Selecione um produto primeiro');
    await view.user.click(await searchFor(dialog, 'tênis'));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a quantity error goes as soon as the quantity is typed again', async () => {
    const { view, dialog, quantity } = await refusedBlankQuantity();
    await view.user.type(quantity, '2');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the quantity must be a whole number of at least 1', async () => {
    const { view, dialog, quantity } = await refusedBlankQuantity();

    await view.user.type(quantity, '1.5');
    await view.user.click(dialog.getByRole('button', { name: 'Adicionar à lista' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('A quantidade deve ser um número inteiro');
    expect(view.server.callsTo('POST /api/shopping-lists/add-product')).toHaveLength(0);
  });

  it("a success shows 'Produto cadastrado com sucesso!', closes after 1.5 s and reloads the lists", async () => {
    const { view, dialog } = await openModal({
      'POST /api/shopping-lists/add-product': { status: 200, body: { success: true } },
    });
    await view.user.click(await searchFor(dialog, 'tênis'));
    const quantity = dialog.getByLabelText(/Quantidade/);
    await view.user.clear(quantity);
    await view.user.type(quantity, '3');
    const loads = view.server.callsTo('GET /api/shopping-lists').length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(dialog.getByRole('button', { name: 'Adicionar à lista' }));
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(dialog.getByText('Produto cadastrado com sucesso!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.useRealTimers();

    expect(view.server.callsTo('POST /api/shopping-lists/add-product')[0].body).toEqual({
      list_id: 7,
      woocommerce_product_id: 501,
      product_name: 'Tênis Nike Air',
      product_price: 100,
      quantity: 3,
      product_sku: 'NIKE-AIR',
      product_weight: '1',
      product_image: 'https://loja.test/tenis.jpg',
    });
    await waitFor(() => expect(view.server.callsTo('GET /api/shopping-lists').length).toBeGreaterThan(loads));
  });

  it("a refused add shows the server's message, or 'Erro ao adicionar produto à lista'", async () => {
    const { view, dialog } = await openModal({
      'POST /api/shopping-lists/add-product': { status: 400, body: { success: false } },
    });
    await view.user.click(await searchFor(dialog, 'tênis'));
    await view.user.click(dialog.getByRole('button', { name: 'Adicionar à lista' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Erro ao adicionar produto à lista');
  });

  it('a new product is created in the store and selected', async () => {
    const created = storeProduct({ id: 900, name: 'Boné Yankees', price: 25.5, sku: 'BONE-NY', images: [] });
    const { view, dialog } = await openModal({
      'POST /api/woocommerce/create-product': { status: 201, body: { success: true, product: created } },
    });
    const form = within(dialog.getByRole('form', { name: 'Cadastrar novo produto' }));
    await view.user.click(form.getByRole('button', { name: 'Criar Produto' }));
    const name = form.getByLabelText(/Nome do produto/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('O nome do produto é obrigatório'));
    expect(form.getByLabelText(/Preço \(USD\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(view.server.callsTo('POST /api/woocommerce/create-product')).toHaveLength(0);

    await view.user.type(name, 'Boné Yankees');
    // Typing the name answers 'O nome do produto é obrigatório': it does not stay.
    expect(form.queryByText('O nome do produto é obrigatório')).not.toBeInTheDocument();
    await view.user.type(form.getByLabelText(/Preço \(USD\)/), '25.5');
    await view.user.type(form.getByLabelText('SKU'), 'BONE-NY');
    await view.user.type(form.getByLabelText('Peso (kg)'), '0.2');
    await view.user.click(form.getByRole('button', { name: 'Criar Produto' }));

    expect(await dialog.findByText('Boné Yankees', { selector: 'strong' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Selecionar Boné Yankees' })).toHaveAttribute('aria-pressed', 'true');
    expect(view.server.callsTo('POST /api/woocommerce/create-product')[0].body).toEqual({
      name: 'Boné Yankees',
      regular_price: 25.5,
      description: '',
      sku: 'BONE-NY',
      weight: 0.2,
    });
  });

  it("a refused product shows the server's message, or 'Erro ao criar produto'", async () => {
    const { view, dialog } = await openModal({
      'POST /api/woocommerce/create-product': { status: 500, body: { success: false } },
    });
    const form = within(dialog.getByRole('form', { name: 'Cadastrar novo produto' }));
    await view.user.type(form.getByLabelText(/Nome do produto/), 'Boné');
    await view.user.type(form.getByLabelText(/Preço \(USD\)/), '10');
    await view.user.click(form.getByRole('button', { name: 'Criar Produto' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Erro ao criar produto');
  });
});
