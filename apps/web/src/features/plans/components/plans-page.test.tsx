import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '@ponte/domain/plans';
import { plan as fixturePlan } from '../../../test/fixtures';
import { fail, NETWORK_ERROR, ok, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';
import { pasteOver } from '../../../test/user-input';

/** The fixture plan with this screen's benefits, limitation and dates. */
const plan = (overrides: Partial<Plan> = {}): Plan =>
  fixturePlan({
    benefits: ['Frete fixo de $10.00'],
    limitations: ['Até 3 kg por envio'],
    created_at: '2025-01-15T13:00:00.000Z',
    updated_at: '2025-01-15T13:00:00.000Z',
    ...overrides,
  });

const justOne = plan();
const premium = plan({
  id: 3,
  name: 'Premium Plus',
  price_monthly: 12.99,
  max_weight_kg: 10,
  shipping_discount: 25,
  handling_discount: 60,
  benefits: ['Atendimento prioritário'],
  limitations: [],
  active: false,
});

const plansApi = (extra: Routes = {}): Routes => ({ 'GET /api/subscriptions': ok([justOne, premium]), ...extra });

const fill = pasteOver;

const card = async (name: string) => screen.findByRole('article', { name });

async function openCreateForm(extra: Routes = {}) {
  const app = renderApp('/assinaturas', { api: plansApi(extra) });
  await app.user.click(await screen.findByRole('button', { name: 'Nova Assinatura' }));
  return { ...app, form: screen.getByRole('form', { name: 'Nova Assinatura' }) };
}

async function fillRequired(user: UserEvent, form: HTMLElement) {
  await fill(user, within(form).getByLabelText(/^Nome/), 'Básico');
  await fill(user, within(form).getByLabelText(/Preço mensal/), '4.5');
  await fill(user, within(form).getByLabelText(/Peso máximo/), '2.5');
}

describe('subscription plans screen', () => {
  it("lists the plans with '$1.99/mês', max weight, fees, benefits and limitations", async () => {
    renderApp('/assinaturas', { api: plansApi() });
    expect(await screen.findByRole('heading', { name: 'Assinaturas' })).toBeInTheDocument();
    const one = await card('Just One');
    expect(one).toHaveTextContent('$1.99/mês');
    expect(within(one).getByText('Peso máximo: 3 kg')).toBeInTheDocument();
    expect(within(one).getByText('Taxa de frete: $10.00')).toBeInTheDocument();
    expect(within(one).getByText('Taxa de manuseio: $15.00')).toBeInTheDocument();
    expect(within(one).getByText('Frete fixo de $10.00')).toBeInTheDocument();
    expect(within(one).getByText('Até 3 kg por envio')).toBeInTheDocument();
    expect(await card('Premium Plus')).toHaveTextContent('$12.99/mês');
  });

  it('shows Ativo and Inativo badges', async () => {
    renderApp('/assinaturas', { api: plansApi() });
    expect(within(await card('Just One')).getByText('Ativo')).toBeInTheDocument();
    expect(within(await card('Premium Plus')).getByText('Inativo')).toBeInTheDocument();
  });

  it('the search filters by name, ignoring case and accents', async () => {
    const { user } = renderApp('/assinaturas', { api: plansApi() });
    await card('Just One');
    await user.type(screen.getByRole('textbox', { name: 'Buscar assinaturas' }), 'PRÊMIUM');
    expect(screen.getByRole('article', { name: 'Premium Plus' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Just One' })).not.toBeInTheDocument();
  });

  it("no match shows 'Nenhuma assinatura encontrada' with 'Tente outro nome.'", async () => {
    const { user } = renderApp('/assinaturas', { api: plansApi() });
    await card('Just One');
    await user.type(screen.getByRole('textbox', { name: 'Buscar assinaturas' }), 'ouro');
    expect(screen.getByText('Nenhuma assinatura encontrada')).toBeInTheDocument();
    expect(screen.getByText('Tente outro nome.')).toBeInTheDocument();
  });

  it("no plan at all shows 'Nenhuma assinatura encontrada' with the 'Nova Assinatura' hint", async () => {
    renderApp('/assinaturas', { api: { 'GET /api/subscriptions': ok([]) } });
    expect(await screen.findByText('Nenhuma assinatura encontrada')).toBeInTheDocument();
    expect(screen.getByText('Crie a primeira com “Nova Assinatura”.')).toBeInTheDocument();
  });

  it('a list load failure shows an error and no sample plans', async () => {
    renderApp('/assinaturas', { api: { 'GET /api/subscriptions': fail(500, 'Erro interno do servidor') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno do servidor');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('is an admin-only screen', () => expectAdminOnly('/assinaturas', 'GET /api/subscriptions', plansApi()));
});

describe('creating a plan', () => {
  it("without name, price or max weight alerts 'Nome, preço mensal e peso máximo são obrigatórios' in the form and makes no call", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, form, server } = await openCreateForm();
    await fill(user, within(form).getByLabelText(/^Nome/), 'Básico');
    await fill(user, within(form).getByLabelText(/Preço mensal/), '0');
    await fill(user, within(form).getByLabelText(/Peso máximo/), '2');
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Nome, preço mensal e peso máximo são obrigatórios');
    expect(alert).not.toHaveBeenCalled();
    expect(server.callsTo('POST /api/subscriptions')).toHaveLength(0);
  });

  it('the fields at fault are aria-invalid and described by their message; the first takes the focus', async () => {
    const { user, form } = await openCreateForm();
    await fill(user, within(form).getByLabelText(/Peso máximo/), '2');
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    const name = within(form).getByLabelText(/^Nome/);
    const price = within(form).getByLabelText(/Preço mensal/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nome, preço mensal e peso máximo são obrigatórios');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Nome, preço mensal e peso máximo são obrigatórios');
    expect(within(form).getByLabelText(/Peso máximo/)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(name).toHaveFocus());
    // Any change is a new attempt: the verdict goes.
    await fill(user, name, 'Básico');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a negative fee alerts 'O valor não pode ser negativo' and marks that field", async () => {
    const { user, form, server } = await openCreateForm();
    await fillRequired(user, form);
    await fill(user, within(form).getByLabelText(/Taxa de frete/), '-1');
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('O valor não pode ser negativo');
    expect(within(form).getByLabelText(/Taxa de frete/)).toHaveAccessibleDescription('O valor não pode ser negativo');
    expect(server.callsTo('POST /api/subscriptions')).toHaveLength(0);
  });

  it("the number fields read pt-BR numbers ('1.234,5' is US$ 1,234.50, '2,5' kg) and keep cents and grams, refusing more and past the bounds (issue 28)", async () => {
    const { user, form, server } = await openCreateForm({
      'POST /api/subscriptions': ok(plan({ id: 9, name: 'Básico' }), 201),
    });
    await fill(user, within(form).getByLabelText(/^Nome/), 'Básico');
    await fill(user, within(form).getByLabelText(/Preço mensal/), '2,555');
    await fill(user, within(form).getByLabelText(/Peso máximo/), '0,1234');
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    expect(within(form).getByLabelText(/Preço mensal/)).toHaveAccessibleDescription('Use no máximo 2 casas decimais');
    expect(within(form).getByLabelText(/Peso máximo/)).toHaveAccessibleDescription('Use no máximo 3 casas decimais');
    expect(server.callsTo('POST /api/subscriptions')).toHaveLength(0);

    // The schema's bounds hold before any call: a weight over 1.000 kg.
    await fill(user, within(form).getByLabelText(/Peso máximo/), '1.000,5');
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    expect(within(form).getByLabelText(/Peso máximo/)).toHaveAccessibleDescription('Valor muito alto');
    expect(server.callsTo('POST /api/subscriptions')).toHaveLength(0);

    await fill(user, within(form).getByLabelText(/Preço mensal/), '1.234,5');
    await fill(user, within(form).getByLabelText(/Peso máximo/), '2,5');
    await fill(user, within(form).getByLabelText(/Taxa de frete/), '1234,56');
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    await waitFor(() => expect(server.callsTo('POST /api/subscriptions')).toHaveLength(1));
    expect(server.callsTo('POST /api/subscriptions')[0].body).toMatchObject({
      price_monthly: 1234.5,
      max_weight_kg: 2.5,
      shipping_discount: 1234.56,
    });
  });

  it('sends the body (benefits added by button or Enter, blanks ignored, removable) and closes the form', async () => {
    const { user, form, server } = await openCreateForm({
      'POST /api/subscriptions': ok(plan({ id: 9, name: 'Básico' }), 201),
    });
    await fillRequired(user, form);
    await fill(user, within(form).getByLabelText(/Taxa de frete/), '0.3');
    const benefit = within(form).getByRole('textbox', { name: 'Novo benefício' });
    await user.type(benefit, '  Frete fixo  {Enter}');
    await user.type(benefit, '   {Enter}');
    await user.type(benefit, 'Apagar');
    await user.click(within(form).getByRole('button', { name: 'Adicionar novo benefício' }));
    await user.click(within(form).getByRole('button', { name: 'Remover Apagar' }));
    await user.type(within(form).getByRole('textbox', { name: 'Nova limitação' }), 'Até 2,5 kg');
    await user.click(within(form).getByRole('button', { name: 'Adicionar nova limitação' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Ativo' }));
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Nova Assinatura' })).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/subscriptions')[0].body).toEqual({
      name: 'Básico',
      price_monthly: 4.5,
      max_weight_kg: 2.5,
      shipping_discount: 0.3,
      handling_discount: 0,
      benefits: ['Frete fixo'],
      limitations: ['Até 2,5 kg'],
      active: false,
    });
    // The list is read again from the server.
    await waitFor(() => expect(server.callsTo('GET /api/subscriptions').length).toBeGreaterThan(1));
  });

  it("a failed create shows the server's error in the form (role=alert), its details on the fields, keeps the form open and adds nothing locally", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, form } = await openCreateForm({
      'POST /api/subscriptions': fail(400, 'Valor muito alto', { price_monthly: 'Valor muito alto' }),
    });
    await fillRequired(user, form);
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Valor muito alto');
    expect(within(form).getByLabelText(/Preço mensal/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Preço mensal/)).toHaveAccessibleDescription('Valor muito alto');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Nova Assinatura' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Básico' })).not.toBeInTheDocument();
  });

  it("a network failure alerts 'Erro ao criar assinatura' in the form", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, form } = await openCreateForm({ 'POST /api/subscriptions': NETWORK_ERROR });
    await fillRequired(user, form);
    await user.click(within(form).getByRole('button', { name: 'Criar Assinatura' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Erro ao criar assinatura');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('editing a plan inline', () => {
  it('the card switches to an edit form; save sends the edited plan and returns to view mode', async () => {
    const { user, server } = renderApp('/assinaturas', {
      api: plansApi({ 'PUT /api/subscriptions/1': ok(plan({ price_monthly: 2.49 })) }),
    });
    await user.click(within(await card('Just One')).getByRole('button', { name: 'Editar Just One' }));
    const form = screen.getByRole('form', { name: 'Editar Just One' });
    expect(within(form).getByLabelText(/Preço mensal/)).toHaveValue('1,99');
    await fill(user, within(form).getByLabelText(/Preço mensal/), '2.49');
    await user.click(within(form).getByRole('button', { name: 'Remover Até 3 kg por envio' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar Just One' })).not.toBeInTheDocument());
    expect(server.callsTo('PUT /api/subscriptions/1')[0].body).toEqual({
      name: 'Just One',
      price_monthly: 2.49,
      max_weight_kg: 3,
      shipping_discount: 10,
      handling_discount: 15,
      benefits: ['Frete fixo de $10.00'],
      limitations: [],
      active: true,
    });
  });

  it('cancel returns to view mode without a call', async () => {
    const { user, server } = renderApp('/assinaturas', { api: plansApi() });
    await user.click(within(await card('Just One')).getByRole('button', { name: 'Editar Just One' }));
    const form = screen.getByRole('form', { name: 'Editar Just One' });
    await fill(user, within(form).getByLabelText(/^Nome/), 'Outro nome');
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(await card('Just One')).toHaveTextContent('$1.99/mês');
    expect(server.callsTo('PUT /api/subscriptions/1')).toHaveLength(0);
  });

  it("a failed update alerts 'Erro ao atualizar assinatura', stays in edit mode and changes nothing locally", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/assinaturas', { api: plansApi({ 'PUT /api/subscriptions/1': NETWORK_ERROR }) });
    await user.click(within(await card('Just One')).getByRole('button', { name: 'Editar Just One' }));
    const form = screen.getByRole('form', { name: 'Editar Just One' });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Erro ao atualizar assinatura');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Editar Just One' })).toBeInTheDocument();
  });

  it('editing with an empty name alerts the required-fields message and makes no call', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, server } = renderApp('/assinaturas', { api: plansApi() });
    await user.click(within(await card('Just One')).getByRole('button', { name: 'Editar Just One' }));
    const form = screen.getByRole('form', { name: 'Editar Just One' });
    await user.clear(within(form).getByLabelText(/^Nome/));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Nome, preço mensal e peso máximo são obrigatórios');
    expect(within(form).getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(alert).not.toHaveBeenCalled();
    expect(server.callsTo('PUT /api/subscriptions/1')).toHaveLength(0);
  });
});

describe('deleting a plan', () => {
  it("asks 'Tem certeza que deseja excluir esta assinatura?'; refusing makes no call", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/assinaturas', { api: plansApi() });
    await user.click(within(await card('Just One')).getByRole('button', { name: 'Excluir Just One' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja excluir esta assinatura?');
    expect(server.callsTo('DELETE /api/subscriptions/1')).toHaveLength(0);
  });

  it('accepting deletes it and reads the list again', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let deleted = false;
    const { user, server } = renderApp('/assinaturas', {
      api: {
        'GET /api/subscriptions': () => ok(deleted ? [premium] : [justOne, premium]),
        'DELETE /api/subscriptions/1': () => {
          deleted = true;
          return ok(null);
        },
      },
    });
    await user.click(within(await card('Just One')).getByRole('button', { name: 'Excluir Just One' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Just One' })).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/subscriptions/1')).toHaveLength(1);
  });

  it("a failed delete alerts 'Erro ao excluir assinatura' in the page (role=alert) and keeps the plan", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/assinaturas', { api: plansApi({ 'DELETE /api/subscriptions/1': NETWORK_ERROR }) });
    await user.click(within(await card('Just One')).getByRole('button', { name: 'Excluir Just One' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao excluir assinatura');
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Just One' })).toBeInTheDocument();
  });
});
