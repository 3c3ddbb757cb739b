import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commissionRule as rule } from '../../../test/commission-rule';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { expectAdminOnly } from '../../../test/admin-only';
import { renderApp } from '../../../test/render-app';

// Toasts live in a module-level store: past the limit of 5 on screen, a new one would wait in the queue.
afterEach(() => notifications.clean());

const bronze = rule();
const prata = rule({ id: 2, name: 'Prata', min_value: 500.01, max_value: 2000, percentage: 5.25, active: false });

const rulesApi = (extra: Routes = {}): Routes => ({ 'GET /api/commissions/rules': ok([bronze, prata]), ...extra });

const open = async (extra: Routes = {}) => {
  const app = renderApp('/configuracao-comissoes', { api: rulesApi(extra) });
  await screen.findByRole('table', { name: 'Regras de comissão' });
  return app;
};

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function fill(user: UserEvent, label: RegExp, text: string) {
  const form = screen.getByRole('form', { name: 'Nova Regra' });
  const field = within(form).getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}
const submit = (user: UserEvent) =>
  user.click(within(screen.getByRole('form', { name: 'Nova Regra' })).getByRole('button', { name: 'Adicionar Regra' }));

describe('commission configuration screen', () => {
  it("lists the rules with their range ('$0.00 – sem limite'), percentage and status badge", async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Configuração de Comissões' })).toBeInTheDocument();
    expect(rowOf('Bronze')).toHaveTextContent('$0.00 – sem limite');
    expect(rowOf('Bronze')).toHaveTextContent('3,00%');
    expect(within(rowOf('Bronze')).getByText('Ativa')).toBeInTheDocument();
    expect(rowOf('Prata')).toHaveTextContent('$500.01 – $2,000.00');
    expect(rowOf('Prata')).toHaveTextContent('5,25%');
    expect(within(rowOf('Prata')).getByText('Inativa')).toBeInTheDocument();
  });

  it('explains how rules apply: on sale creation, first match, only active ones, empty maximum is unlimited', async () => {
    await open();
    // A static explanation is a note, not an alert a screen reader would break in with.
    const box = screen.getByRole('note', { name: 'Como funcionam as regras' });
    expect(box).toHaveTextContent('aplicadas automaticamente quando uma venda é criada');
    expect(box).toHaveTextContent('primeira regra que corresponder');
    expect(box).toHaveTextContent('Apenas regras ativas são consideradas');
    expect(box).toHaveTextContent('Valor máximo vazio significa sem limite superior');
  });

  it("with no rule shows 'Nenhuma regra cadastrada'", async () => {
    renderApp('/configuracao-comissoes', { api: { 'GET /api/commissions/rules': ok([]) } });
    expect(await screen.findByText('Nenhuma regra cadastrada')).toBeInTheDocument();
  });

  it("a failed load is only logged: no rules table and no 'Nenhuma regra cadastrada'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/configuracao-comissoes', {
      api: { 'GET /api/commissions/rules': fail(500, 'Erro interno do servidor') },
    });
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Nenhuma regra cadastrada')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is an admin-only screen', () =>
    expectAdminOnly('/configuracao-comissoes', 'GET /api/commissions/rules', rulesApi()));
});

describe('adding a rule', () => {
  it("reads numbers typed the Brazilian way: '2,5' % and '1.234,56' (issue 28)", async () => {
    const { user, server } = await open({ 'POST /api/commissions/rules': ok(rule({ id: 3 }), 201) });
    await fill(user, /^Nome/, 'Ouro');
    await fill(user, /Valor Mínimo/, '1.234,56');
    await fill(user, /Valor Máximo/, '10000');
    await fill(user, /Porcentagem/, '2,5');
    // Left, each field shows what it understood.
    const form = screen.getByRole('form', { name: 'Nova Regra' });
    expect(within(form).getByLabelText(/Valor Máximo/)).toHaveValue('10.000,00');
    await submit(user);
    expect(await screen.findByText('Regra criada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/commissions/rules')[0]!.body).toEqual({
      name: 'Ouro',
      min_value: 1234.56,
      max_value: 10000,
      percentage: 2.5,
      starts_on: null,
      ends_on: null,
    });
  });

  it("the number inputs keep cents (step 0.01): '2,555' % is refused on the field, never rounded", async () => {
    const { user, server } = await open();
    await fill(user, /^Nome/, 'Ouro');
    await fill(user, /Valor Mínimo/, '0,005');
    await fill(user, /Porcentagem/, '2,555');
    await submit(user);
    const form = screen.getByRole('form', { name: 'Nova Regra' });
    expect(within(form).getByLabelText(/Porcentagem/)).toHaveAccessibleDescription('Use no máximo 2 casas decimais');
    expect(within(form).getByLabelText(/Valor Mínimo/)).toHaveAccessibleDescription('Use no máximo 2 casas decimais');
    expect(within(form).getByLabelText(/Porcentagem/)).toHaveValue('2,555');
    expect(server.callsTo('POST /api/commissions/rules')).toHaveLength(0);
  });

  it("sends name, minimum, an empty maximum as null and the percentage; shows 'Regra criada com sucesso!' and clears the form", async () => {
    const { user, server } = await open({ 'POST /api/commissions/rules': ok(rule({ id: 3, name: 'Ouro' }), 201) });
    await fill(user, /^Nome/, '  Ouro ');
    await fill(user, /Valor Mínimo/, '2000.01');
    await fill(user, /Porcentagem/, '7.5');
    await submit(user);
    expect(await screen.findByText('Regra criada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/commissions/rules')[0]!.body).toEqual({
      name: 'Ouro',
      min_value: 2000.01,
      max_value: null,
      percentage: 7.5,
      starts_on: null,
      ends_on: null,
    });
    expect(within(screen.getByRole('form', { name: 'Nova Regra' })).getByLabelText(/^Nome/)).toHaveValue('');
    // The list is read again after the change.
    await waitFor(() => expect(server.callsTo('GET /api/commissions/rules').length).toBeGreaterThan(1));
  });

  it('name, minimum and percentage are required: the messages show under the fields and nothing is sent', async () => {
    const { user, server } = await open();
    await submit(user);
    const form = screen.getByRole('form', { name: 'Nova Regra' });
    expect(within(form).getByText('Informe o nome da regra')).toBeInTheDocument();
    expect(within(form).getByText('Informe o valor mínimo')).toBeInTheDocument();
    expect(within(form).getByText('Informe a porcentagem')).toBeInTheDocument();
    expect(server.callsTo('POST /api/commissions/rules')).toHaveLength(0);
  });

  it('a maximum below the minimum and a percentage over 100 are refused on their fields', async () => {
    const { user, server } = await open();
    await fill(user, /^Nome/, 'Errada');
    await fill(user, /Valor Mínimo/, '500');
    await fill(user, /Valor Máximo/, '100');
    await fill(user, /Porcentagem/, '150');
    await submit(user);
    const form = screen.getByRole('form', { name: 'Nova Regra' });
    expect(within(form).getByLabelText(/Valor Máximo/)).toHaveAccessibleDescription(
      'O valor máximo deve ser maior ou igual ao mínimo',
    );
    expect(within(form).getByLabelText(/Porcentagem/)).toHaveAccessibleDescription(
      'A porcentagem deve estar entre 0 e 100',
    );
    expect(server.callsTo('POST /api/commissions/rules')).toHaveLength(0);
  });

  it("a refusal shows 'Erro ao criar regra' with the reason and puts its details on the fields", async () => {
    const { user } = await open({
      'POST /api/commissions/rules': fail(400, 'Valor muito alto', { min_value: 'Valor muito alto' }),
    });
    await fill(user, /^Nome/, 'Ouro');
    await fill(user, /Valor Mínimo/, '10');
    await fill(user, /Porcentagem/, '5');
    await submit(user);
    expect(await screen.findByText('Erro ao criar regra: Valor muito alto')).toBeInTheDocument();
    expect(
      within(screen.getByRole('form', { name: 'Nova Regra' })).getByLabelText(/Valor Mínimo/),
    ).toHaveAccessibleDescription('Valor muito alto');
  });
});

describe('switching a rule on and off by its badge', () => {
  it("sends only the active flag and shows 'Regra atualizada com sucesso!'", async () => {
    const { user, server } = await open({ 'PUT /api/commissions/rules/2': ok({ ...prata, active: true }) });
    await user.click(within(rowOf('Prata')).getByRole('button', { name: 'Inativa, ativar Prata' }));
    expect(await screen.findByText('Regra atualizada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/commissions/rules/2')[0]!.body).toEqual({ active: true });
  });

  it("a failure shows 'Erro ao atualizar regra'", async () => {
    const { user } = await open({ 'PUT /api/commissions/rules/1': fail(500, '') });
    await user.click(within(rowOf('Bronze')).getByRole('button', { name: 'Ativa, desativar Bronze' }));
    expect(await screen.findByText('Erro ao atualizar regra')).toBeInTheDocument();
  });
});

describe('deleting a rule', () => {
  it("asks 'Tem certeza que deseja deletar esta regra?'; cancelling sends nothing", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = await open();
    await user.click(screen.getByRole('button', { name: 'Deletar Bronze' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja deletar esta regra?');
    expect(server.callsTo('DELETE /api/commissions/rules/1')).toHaveLength(0);
  });

  it("confirmed, deletes and shows 'Regra deletada com sucesso!'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = await open({ 'DELETE /api/commissions/rules/1': ok(null) });
    await user.click(screen.getByRole('button', { name: 'Deletar Bronze' }));
    expect(await screen.findByText('Regra deletada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/commissions/rules/1')).toHaveLength(1);
  });

  it("a failure shows 'Erro ao deletar regra' with the server's reason", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await open({ 'DELETE /api/commissions/rules/1': fail(404, 'Regra não encontrada') });
    await user.click(screen.getByRole('button', { name: 'Deletar Bronze' }));
    expect(await screen.findByText('Erro ao deletar regra: Regra não encontrada')).toBeInTheDocument();
  });
});

describe('the order, edits and campaigns (issue 28)', () => {
  const base = { ...bronze, max_value: 500 };
  const ouro = rule({ id: 3, name: 'Ouro', min_value: 2000.01, max_value: null, percentage: 7, position: 3 });
  const vip = rule({ id: 4, name: 'VIP', min_value: 10000, max_value: null, percentage: 9.5, position: 4 });
  const ordered = (extra: Routes = {}) =>
    renderApp('/configuracao-comissoes', {
      api: { 'GET /api/commissions/rules': ok([base, { ...prata, active: true }, ouro, vip]), ...extra },
    });

  it('a rule the ones above cover entirely says it never applies, and names them', async () => {
    ordered();
    const note = await screen.findByRole('note', { name: 'VIP: Nunca se aplica' });
    expect(note).toHaveTextContent('Regras acima cobrem toda esta faixa (Ouro)');
    expect(screen.queryByRole('note', { name: 'Ouro: Nunca se aplica' })).not.toBeInTheDocument();
  });

  it('the arrows send every id in the new order', async () => {
    const { user, server } = ordered({
      'PUT /api/commissions/rules/order': ok([base, prata, vip, ouro]),
    });
    await screen.findByRole('table', { name: 'Regras de comissão' });
    expect(screen.getByRole('button', { name: 'Mover Bronze para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover VIP para baixo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mover VIP para cima' }));
    expect(await screen.findByText('Ordem das regras atualizada')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/commissions/rules/order')[0]!.body).toEqual({ ids: [1, 2, 4, 3] });
  });

  it('a rule is edited in a form of its own, campaign days included', async () => {
    const { user, server } = ordered({
      'PUT /api/commissions/rules/4': ok({ ...vip, percentage: 10, starts_on: '2026-11-27', ends_on: '2026-11-30' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar VIP' }));
    const form = await screen.findByRole('form', { name: 'Editar regra: VIP' });
    expect(within(form).getByLabelText(/Valor Mínimo/)).toHaveValue('10.000,00');
    const percent = within(form).getByLabelText(/Porcentagem/);
    await user.clear(percent);
    await user.type(percent, '10');
    await user.type(within(form).getByLabelText('Início da campanha (opcional)'), '27/11/2026');
    await user.type(within(form).getByLabelText('Fim da campanha (opcional)'), '30/11/2026');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Regra atualizada com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/commissions/rules/4')[0]!.body).toEqual({
      name: 'VIP',
      min_value: 10000,
      max_value: null,
      percentage: 10,
      starts_on: '2026-11-27',
      ends_on: '2026-11-30',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar regra: VIP' })).not.toBeInTheDocument());
  });

  it('an end before the start is refused on the field, with no call', async () => {
    const { user, server } = ordered();
    await user.click(await screen.findByRole('button', { name: 'Editar VIP' }));
    const form = await screen.findByRole('form', { name: 'Editar regra: VIP' });
    await user.type(within(form).getByLabelText('Início da campanha (opcional)'), '30/11/2026');
    await user.type(within(form).getByLabelText('Fim da campanha (opcional)'), '27/11/2026');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByLabelText('Fim da campanha (opcional)')).toHaveAccessibleDescription(
      'A data final deve ser igual ou posterior à inicial',
    );
    expect(server.callsTo('PUT /api/commissions/rules/4')).toHaveLength(0);
  });
});
