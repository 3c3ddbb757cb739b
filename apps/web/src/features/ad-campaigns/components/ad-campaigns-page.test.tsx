import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdCampaign, AdCampaignPage } from '@ponte/domain/ad-campaigns';
import { fail, ok, type Reply, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';
import { pasteOver } from '../../../test/user-input';

const campaign = (overrides: Partial<AdCampaign> = {}): AdCampaign => ({
  id: 1,
  name: 'Black Friday',
  description: 'Anúncio no Instagram',
  campaign_id: '120210000001',
  trigger_phrase: 'Quero a Black Friday',
  active: true,
  products: [
    { id: 11, name: 'Tênis Nike', price: 99.9, image: 'https://cdn.test/t.jpg', description: 'Tamanhos 38 a 44' },
  ],
  customers_count: 3,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

const blackFriday = campaign();
const natal = campaign({
  id: 2,
  name: 'Natal',
  campaign_id: 'natal-2026',
  trigger_phrase: null,
  active: false,
  products: [],
  customers_count: 1,
});

const pageOf = (data: AdCampaign[], pages = 1): Reply => ({
  status: 200,
  body: { success: true, data, pagination: { page: 1, limit: 20, total: data.length, pages } } satisfies AdCampaignPage,
});

const campaignsApi = (extra: Routes = {}): Routes => ({
  'GET /api/ad-campaigns': pageOf([blackFriday, natal]),
  ...extra,
});

const card = (name: string) => screen.findByRole('article', { name });

const fill = pasteOver;

async function openCreateForm(extra: Routes = {}) {
  const app = renderApp('/campanhas', { api: campaignsApi(extra) });
  await app.user.click(await screen.findByRole('button', { name: 'Nova Campanha' }));
  return { ...app, form: screen.getByRole('form', { name: 'Nova Campanha' }) };
}

async function openProducts(user: UserEvent, name = 'Black Friday') {
  const c = await card(name);
  await user.click(within(c).getByRole('button', { name: /^Produtos \(/ }));
  return screen.getByRole('region', { name: `Produtos de ${name}` });
}

describe('campaigns screen (/campanhas)', () => {
  it("is titled 'Campanhas' and lists server campaigns with id, trigger phrase, status and customers count; no demo banner", async () => {
    renderApp('/campanhas', { api: campaignsApi() });
    expect(await screen.findByRole('heading', { name: 'Campanhas' })).toBeInTheDocument();
    const bf = await card('Black Friday');
    expect(bf).toHaveTextContent('ID: 120210000001');
    expect(bf).toHaveTextContent('Frase gatilho: Quero a Black Friday');
    expect(within(bf).getByText('Ativa')).toBeInTheDocument();
    expect(within(bf).getByRole('button', { name: /3 clientes vieram desta campanha/ })).toBeInTheDocument();
    const n = await card('Natal');
    expect(within(n).getByText('Inativa')).toBeInTheDocument();
    expect(within(n).getByRole('button', { name: /1 cliente veio desta campanha/ })).toBeInTheDocument();
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
  });

  it('the search asks the server by name or campaign id', async () => {
    const { user, server } = renderApp('/campanhas', { api: campaignsApi() });
    await card('Black Friday');
    await user.type(screen.getByRole('textbox', { name: 'Buscar campanhas' }), 'natal');
    await waitFor(() =>
      expect(server.callsTo('GET /api/ad-campaigns').some((c) => c.query.get('search') === 'natal')).toBe(true),
    );
  });

  it("no campaign shows 'Nenhuma campanha encontrada'", async () => {
    renderApp('/campanhas', { api: { 'GET /api/ad-campaigns': pageOf([]) } });
    expect(await screen.findByText('Nenhuma campanha encontrada')).toBeInTheDocument();
  });

  it('is an admin-only screen', () => expectAdminOnly('/campanhas', 'GET /api/ad-campaigns', campaignsApi()));
});

describe('creating and editing a campaign', () => {
  it("without name or campaign id alerts 'Nome da campanha e ID da campanha são obrigatórios' and makes no call", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, form, server } = await openCreateForm();
    await fill(user, within(form).getByLabelText(/Nome da Campanha/), 'Verão');
    await user.click(within(form).getByRole('button', { name: 'Criar Campanha' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Nome da campanha e ID da campanha são obrigatórios');
    expect(alert).not.toHaveBeenCalled();
    expect(server.callsTo('POST /api/ad-campaigns')).toHaveLength(0);
    // The missing field is marked and takes the focus; the filled one is not.
    const id = within(form).getByLabelText(/ID da Campanha/);
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(within(form).getByLabelText(/Nome da Campanha/)).not.toHaveAttribute('aria-invalid');
    await user.type(id, 'v');
    expect(id).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends name, description, campaign id, trigger phrase and active, then closes the form', async () => {
    const { user, form, server } = await openCreateForm({
      'POST /api/ad-campaigns': ok(campaign({ id: 9, name: 'Verão' }), 201),
    });
    await fill(user, within(form).getByLabelText(/Nome da Campanha/), ' Verão ');
    await fill(user, within(form).getByLabelText(/ID da Campanha/), 'verao-1');
    await fill(user, within(form).getByLabelText(/Frase Gatilho/), 'quero o verão');
    await fill(user, within(form).getByLabelText(/^Descrição/), 'Anúncio');
    await user.click(within(form).getByRole('checkbox', { name: 'Campanha ativa' }));
    await user.click(within(form).getByRole('button', { name: 'Criar Campanha' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nova Campanha' })).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/ad-campaigns')[0].body).toEqual({
      name: 'Verão',
      campaign_id: 'verao-1',
      trigger_phrase: 'quero o verão',
      description: 'Anúncio',
      active: false,
    });
  });

  it("a duplicate campaign id shows the server's message in the form (role=alert) and keeps the form", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, form } = await openCreateForm({
      'POST /api/ad-campaigns': fail(409, 'Já existe uma campanha com este ID', {
        campaign_id: 'Este ID já pertence a outra campanha',
      }),
    });
    await fill(user, within(form).getByLabelText(/Nome da Campanha/), 'Verão');
    await fill(user, within(form).getByLabelText(/ID da Campanha/), '120210000001');
    await user.click(within(form).getByRole('button', { name: 'Criar Campanha' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Já existe uma campanha com este ID');
    expect(alert).not.toHaveBeenCalled();
    // The server's details go under their field, which is invalid, described by them and focused.
    const id = within(form).getByLabelText(/ID da Campanha/);
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription(/Este ID já pertence a outra campanha/);
    await waitFor(() => expect(id).toHaveFocus());
    expect(screen.getByRole('form', { name: 'Nova Campanha' })).toBeInTheDocument();
  });

  it('edits a campaign inline', async () => {
    const { user, server } = renderApp('/campanhas', {
      api: campaignsApi({ 'PUT /api/ad-campaigns/1': ok(campaign({ name: 'Black Friday 2' })) }),
    });
    await user.click(within(await card('Black Friday')).getByRole('button', { name: 'Editar Black Friday' }));
    const form = screen.getByRole('form', { name: 'Editar Black Friday' });
    expect(within(form).getByLabelText(/ID da Campanha/)).toHaveValue('120210000001');
    await fill(user, within(form).getByLabelText(/Nome da Campanha/), 'Black Friday 2');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar Black Friday' })).not.toBeInTheDocument());
    expect(server.callsTo('PUT /api/ad-campaigns/1')[0].body).toMatchObject({
      name: 'Black Friday 2',
      campaign_id: '120210000001',
      active: true,
    });
  });

  it('the active checkbox on the card turns the campaign off on the server', async () => {
    const { user, server } = renderApp('/campanhas', {
      api: campaignsApi({ 'PUT /api/ad-campaigns/1/active': ok(campaign({ active: false })) }),
    });
    await user.click(within(await card('Black Friday')).getByRole('checkbox', { name: /Campanha ativa/ }));
    await waitFor(() => expect(server.callsTo('PUT /api/ad-campaigns/1/active')).toHaveLength(1));
    expect(server.callsTo('PUT /api/ad-campaigns/1/active')[0].body).toEqual({ active: false });
  });
});

describe('deleting a campaign', () => {
  it('asks for confirmation; refusing makes no call, accepting deletes it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/campanhas', {
      api: campaignsApi({ 'DELETE /api/ad-campaigns/1': ok(null) }),
    });
    const button = within(await card('Black Friday')).getByRole('button', { name: 'Excluir Black Friday' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja deletar esta campanha?');
    expect(server.callsTo('DELETE /api/ad-campaigns/1')).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(button);
    await waitFor(() => expect(server.callsTo('DELETE /api/ad-campaigns/1')).toHaveLength(1));
  });
});

describe('products of a campaign', () => {
  it('the product list expands with name, price, description and image', async () => {
    const { user } = renderApp('/campanhas', { api: campaignsApi() });
    const region = await openProducts(user);
    const item = within(region).getByRole('listitem', { name: 'Tênis Nike' });
    expect(item).toHaveTextContent('$99.90');
    expect(item).toHaveTextContent('Tamanhos 38 a 44');
    expect(within(item).getByRole('img', { name: 'Tênis Nike' })).toHaveAttribute('src', 'https://cdn.test/t.jpg');
  });

  it("adding without name or price alerts 'Nome e preço do produto são obrigatórios' and makes no call", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, server } = renderApp('/campanhas', { api: campaignsApi() });
    const region = await openProducts(user);
    const form = within(region).getByRole('form', { name: 'Adicionar produto a Black Friday' });
    const price = within(form).getByLabelText(/Preço/);
    await fill(user, within(form).getByLabelText(/Nome do Produto/), 'Bolsa');
    await user.click(within(form).getByRole('button', { name: 'Adicionar Produto' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Nome e preço do produto são obrigatórios');
    expect(alert).not.toHaveBeenCalled();
    expect(server.callsTo('POST /api/ad-campaigns/1/products')).toHaveLength(0);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(within(form).getByLabelText(/Nome do Produto/)).not.toHaveAttribute('aria-invalid');
  });

  it("the price is min 0 in steps of 0.01, typed the pt-BR way: '-1' and '0,005' are refused, '1.234,5' is 1234.5", async () => {
    const { user, server } = renderApp('/campanhas', {
      api: campaignsApi({
        'POST /api/ad-campaigns/1/products': ok(
          { id: 12, name: 'Bolsa', price: 1234.5, image: null, description: null },
          201,
        ),
      }),
    });
    const region = await openProducts(user);
    const form = within(region).getByRole('form', { name: 'Adicionar produto a Black Friday' });
    const price = within(form).getByLabelText(/Preço/);
    await fill(user, within(form).getByLabelText(/Nome do Produto/), 'Bolsa');
    await fill(user, price, '-1');
    await user.click(within(form).getByRole('button', { name: 'Adicionar Produto' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('O preço não pode ser negativo');
    await fill(user, price, '0,005');
    await user.click(within(form).getByRole('button', { name: 'Adicionar Produto' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Use no máximo 2 casas decimais');
    expect(server.callsTo('POST /api/ad-campaigns/1/products')).toHaveLength(0);
    await fill(user, price, '1.234,5');
    await user.click(within(form).getByRole('button', { name: 'Adicionar Produto' }));
    await waitFor(() => expect(server.callsTo('POST /api/ad-campaigns/1/products')).toHaveLength(1));
    expect(server.callsTo('POST /api/ad-campaigns/1/products')[0]!.body).toMatchObject({ price: 1234.5 });
  });

  it('adds a product with name, price, image URL and description, then empties the form', async () => {
    const { user, server } = renderApp('/campanhas', {
      api: campaignsApi({
        'POST /api/ad-campaigns/1/products': ok(
          { id: 12, name: 'Bolsa', price: 49.99, image: null, description: null },
          201,
        ),
      }),
    });
    const region = await openProducts(user);
    const form = within(region).getByRole('form', { name: 'Adicionar produto a Black Friday' });
    await fill(user, within(form).getByLabelText(/Nome do Produto/), 'Bolsa');
    await fill(user, within(form).getByLabelText(/Preço/), '49.99');
    await fill(user, within(form).getByLabelText(/URL da Imagem/), 'https://cdn.test/b.jpg');
    await fill(user, within(form).getByLabelText(/Descrição do Produto/), 'Couro');
    await user.click(within(form).getByRole('button', { name: 'Adicionar Produto' }));
    await waitFor(() => expect(within(form).getByLabelText(/Nome do Produto/)).toHaveValue(''));
    expect(server.callsTo('POST /api/ad-campaigns/1/products')[0].body).toEqual({
      name: 'Bolsa',
      price: 49.99,
      image: 'https://cdn.test/b.jpg',
      description: 'Couro',
    });
  });

  it('deleting a product asks for confirmation first', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/campanhas', {
      api: campaignsApi({ 'DELETE /api/ad-campaigns/1/products/11': ok(null) }),
    });
    const region = await openProducts(user);
    const button = within(region).getByRole('button', { name: 'Excluir produto Tênis Nike' });
    await user.click(button);
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja deletar este produto?');
    expect(server.callsTo('DELETE /api/ad-campaigns/1/products/11')).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(button);
    await waitFor(() => expect(server.callsTo('DELETE /api/ad-campaigns/1/products/11')).toHaveLength(1));
  });

  it("an empty campaign says 'Nenhum produto cadastrado'", async () => {
    const { user } = renderApp('/campanhas', { api: campaignsApi() });
    const region = await openProducts(user, 'Natal');
    expect(within(region).getByText('Nenhum produto cadastrado')).toBeInTheDocument();
  });
});

describe('customers who came from a campaign', () => {
  it('lists them on demand with a link to each customer', async () => {
    const { user } = renderApp('/campanhas', {
      api: campaignsApi({
        'GET /api/ad-campaigns/1/customers': {
          status: 200,
          body: {
            success: true,
            data: [
              {
                customer_id: 7,
                name: 'Ana',
                phone: '5511977771111',
                first_message: 'Quero a Black Friday',
                created_at: '2026-11-02T15:00:00.000Z',
              },
            ],
            pagination: { page: 1, limit: 50, total: 1, pages: 1 },
          },
        },
      }),
    });
    await user.click(within(await card('Black Friday')).getByRole('button', { name: /3 clientes vieram/ }));
    expect(await screen.findByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/usuarios/7');
    expect(screen.getByText('+55 (11) 97777-1111')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
