import { userErrorText } from '@ponte/domain/users';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { systemUser } from '../../../test/fixtures';
import { fail, NETWORK_ERROR, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

const mainAdmin = systemUser({
  id: 1,
  username: 'onsolutions',
  email: 'admin@ponte.local',
  role: 'admin',
  last_activity: '2025-03-10T12:00:00Z',
});
const maria = systemUser();
const joao = systemUser({ id: 3, username: 'joao', email: 'joao@loja.com', role: 'trainee', ativo: false });

const usersApi = (extra: Routes = {}): Routes => ({
  'GET /api/users-list': { status: 200, body: { success: true, users: [mainAdmin, maria, joao] } },
  ...extra,
});

/** Pasting is as real as typing for these fields and much faster than key-by-key input. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const row = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

async function openCreateForm() {
  const app = renderApp('/gerenciar-usuarios', { api: usersApi({ 'POST /api/users-list': ok(maria, 201) }) });
  await app.user.click(await screen.findByRole('button', { name: 'Novo Usuário' }));
  return { ...app, form: screen.getByRole('form', { name: 'Novo Usuário' }) };
}

describe('system user management', () => {
  it("lists users with created date, role badge and 'Nunca' without activity", async () => {
    renderApp('/gerenciar-usuarios', { api: usersApi() });
    const mariaRow = await row('maria');
    expect(
      within(mariaRow).getByText(`Criado em ${new Date('2025-01-15T13:00:00Z').toLocaleDateString('pt-BR')}`),
    ).toBeInTheDocument();
    expect(within(mariaRow).getByText('Supervisor')).toBeInTheDocument();
    expect(within(mariaRow).getByText('Nunca')).toBeInTheDocument();
    expect(within(await row('onsolutions')).getByText('Administrador')).toBeInTheDocument();
    expect(within(await row('joao')).getByText('Trainee')).toBeInTheDocument();
    expect(within(await row('joao')).getByText('Inativo')).toBeInTheDocument();
  });

  it('the search filters by username or email', async () => {
    const { user } = renderApp('/gerenciar-usuarios', { api: usersApi() });
    const search = await screen.findByRole('textbox', { name: 'Buscar usuários' });
    await user.type(search, 'LOJA.COM');
    expect(screen.getByText('joao')).toBeInTheDocument();
    expect(screen.queryByText('maria')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'mar');
    expect(screen.getByText('maria')).toBeInTheDocument();
    expect(screen.queryByText('joao')).not.toBeInTheDocument();
  });

  it("no match shows 'Nenhum usuário encontrado'", async () => {
    const { user } = renderApp('/gerenciar-usuarios', { api: usersApi() });
    await user.type(await screen.findByRole('textbox', { name: 'Buscar usuários' }), 'ninguém');
    expect(screen.getByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });

  it('a list load failure silently gives an empty list', async () => {
    renderApp('/gerenciar-usuarios', { api: { 'GET /api/users-list': fail(500, 'Erro interno do servidor') } });
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("create user with different passwords marks the confirmation invalid, described by 'As senhas não coincidem', and makes no call", async () => {
    const { user, form, server } = await openCreateForm();
    await fill(user, within(form).getByLabelText(/Nome de usuário/), 'pedro');
    await fill(user, within(form).getByLabelText(/Email/), 'pedro@ponte.local');
    await fill(user, within(form).getByLabelText(/^Senha/), 'segredo1');
    await fill(user, within(form).getByLabelText(/Confirmar Senha/), 'segredo2');
    await user.click(within(form).getByRole('button', { name: 'Criar Usuário' }));
    const confirmation = within(form).getByLabelText(/Confirmar Senha/);
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem');
    // The first field at fault takes the focus, so its message is read at once.
    expect(confirmation).toHaveFocus();
    expect(within(form).getByLabelText(/^Senha/)).not.toHaveAttribute('aria-invalid');
    expect(server.callsTo('POST /api/users-list')).toHaveLength(0);
  });

  it("create without email or password marks those fields invalid with 'Nome, email e senha são obrigatórios'", async () => {
    const { user, form, server } = await openCreateForm();
    await fill(user, within(form).getByLabelText(/Nome de usuário/), 'pedro');
    await user.click(within(form).getByRole('button', { name: 'Criar Usuário' }));
    for (const label of [/Email/, /^Senha/]) {
      const field = within(form).getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Nome, email e senha são obrigatórios');
    }
    expect(within(form).getByLabelText(/Email/)).toHaveFocus();
    expect(within(form).getByLabelText(/Nome de usuário/)).not.toHaveAttribute('aria-invalid');
    // Not a refusal of the server: the fields say it, no alert repeats it.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/users-list')).toHaveLength(0);
  });

  it("the domain's rules are checked before any call: a short password shows its message once, under the field", async () => {
    const { user, form, server } = await openCreateForm();
    await fill(user, within(form).getByLabelText(/Nome de usuário/), 'pedro');
    await fill(user, within(form).getByLabelText(/Email/), 'pedro@ponte.local');
    await fill(user, within(form).getByLabelText(/^Senha/), 'abc');
    await fill(user, within(form).getByLabelText(/Confirmar Senha/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Criar Usuário' }));
    expect(within(form).getByLabelText(/^Senha/)).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(within(form).getAllByText('A senha deve ter pelo menos 6 caracteres')).toHaveLength(1);
    expect(server.callsTo('POST /api/users-list')).toHaveLength(0);
  });

  it('a username with markup or spaces is refused under the field, before any call (issue 29)', async () => {
    const { user, form, server } = await openCreateForm();
    await fill(user, within(form).getByLabelText(/Nome de usuário/), '<b>pedro</b>');
    await fill(user, within(form).getByLabelText(/Email/), 'pedro@ponte.local');
    await fill(user, within(form).getByLabelText(/^Senha/), 'segredo1');
    await fill(user, within(form).getByLabelText(/Confirmar Senha/), 'segredo1');
    await user.click(within(form).getByRole('button', { name: 'Criar Usuário' }));
    expect(within(form).getByLabelText(/Nome de usuário/)).toHaveAccessibleDescription(userErrorText.nameInvalid);
    expect(server.callsTo('POST /api/users-list')).toHaveLength(0);
  });

  it('create sends nome, email, senha, the default role operador and ativo true, then closes the form', async () => {
    const { user, form, server } = await openCreateForm();
    expect(within(form).getByRole('checkbox', { name: 'Ativo' })).toBeChecked();
    await fill(user, within(form).getByLabelText(/Nome de usuário/), 'pedro');
    await fill(user, within(form).getByLabelText(/Nome completo/), 'Pedro Alves');
    await fill(user, within(form).getByLabelText(/Email/), 'pedro@ponte.local');
    await fill(user, within(form).getByLabelText(/^Senha/), 'segredo1');
    await fill(user, within(form).getByLabelText(/Confirmar Senha/), 'segredo1');
    await user.click(within(form).getByRole('button', { name: 'Criar Usuário' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Novo Usuário' })).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/users-list')[0].body).toEqual({
      nome: 'pedro',
      nome_completo: 'Pedro Alves',
      email: 'pedro@ponte.local',
      senha: 'segredo1',
      role: 'operador',
      ativo: true,
    });
  });

  it('a create refused by the server shows its error in the form, in a role=alert box, not a browser dialog', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, server } = renderApp('/gerenciar-usuarios', {
      api: usersApi({ 'POST /api/users-list': fail(409, 'Este nome de usuário já está em uso') }),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo Usuário' }));
    const form = screen.getByRole('form', { name: 'Novo Usuário' });
    await fill(user, within(form).getByLabelText(/Nome de usuário/), 'maria');
    await fill(user, within(form).getByLabelText(/Email/), 'outra@ponte.local');
    await fill(user, within(form).getByLabelText(/^Senha/), 'segredo1');
    await fill(user, within(form).getByLabelText(/Confirmar Senha/), 'segredo1');
    await user.click(within(form).getByRole('combobox', { name: 'Perfil' }));
    await user.click(await screen.findByRole('option', { name: 'Trainee' }));
    await user.click(within(form).getByRole('button', { name: 'Criar Usuário' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Este nome de usuário já está em uso');
    expect(server.callsTo('POST /api/users-list')[0].body).toMatchObject({ role: 'trainee' });
    expect(alert).not.toHaveBeenCalled();
    // A new name is a new attempt: the old refusal goes.
    await fill(user, within(form).getByLabelText(/Nome de usuário/), 'maria2');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a refusal's details go under their fields: the email is invalid and described by the server's words", async () => {
    const { user } = renderApp('/gerenciar-usuarios', {
      api: usersApi({
        'POST /api/users-list': fail(409, 'Este email já está em uso', { email: 'Este email já está em uso' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Novo Usuário' }));
    const form = screen.getByRole('form', { name: 'Novo Usuário' });
    await fill(user, within(form).getByLabelText(/Nome de usuário/), 'pedro');
    await fill(user, within(form).getByLabelText(/Email/), 'maria@ponte.local');
    await fill(user, within(form).getByLabelText(/^Senha/), 'segredo1');
    await fill(user, within(form).getByLabelText(/Confirmar Senha/), 'segredo1');
    await user.click(within(form).getByRole('button', { name: 'Criar Usuário' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Este email já está em uso');
    const email = within(form).getByLabelText(/Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Este email já está em uso');
  });

  it('at 390 px each user is a card with its labelled fields and all three actions', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderApp('/gerenciar-usuarios', { api: usersApi() });
    const cards = within(await screen.findByRole('list', { name: 'Usuários do sistema' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const maria = cards.find((card) => within(card).queryByText('maria'))!;
    expect(
      within(maria)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Email', 'Perfil', 'Última atividade']);
    expect(within(maria).getByText('maria@ponte.local')).toBeInTheDocument();
    for (const name of ['Editar maria', 'Desativar maria', 'Excluir maria']) {
      expect(within(maria).getByRole('button', { name })).toBeEnabled();
    }
  });

  it('onsolutions delete button is disabled', async () => {
    renderApp('/gerenciar-usuarios', { api: usersApi() });
    expect(within(await row('onsolutions')).getByRole('button', { name: 'Excluir onsolutions' })).toBeDisabled();
    expect(within(await row('maria')).getByRole('button', { name: 'Excluir maria' })).toBeEnabled();
  });

  it('deactivating asks for confirmation and sends ativo false; an inactive user can be activated again', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/gerenciar-usuarios', {
      api: usersApi({ 'PUT /api/users/2': ok(maria), 'PUT /api/users/3': ok(joao) }),
    });
    expect(within(await row('onsolutions')).getByRole('button', { name: 'Desativar onsolutions' })).toBeDisabled();
    await user.click(within(await row('maria')).getByRole('button', { name: 'Desativar maria' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(server.callsTo('PUT /api/users/2')).toHaveLength(1));
    expect(server.callsTo('PUT /api/users/2')[0].body).toMatchObject({ nome: 'maria', ativo: false });
    await user.click(within(await row('joao')).getByRole('button', { name: 'Ativar joao' }));
    await waitFor(() => expect(server.callsTo('PUT /api/users/3')).toHaveLength(1));
    expect(server.callsTo('PUT /api/users/3')[0].body).toMatchObject({ nome: 'joao', ativo: true });
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('delete asks for confirmation and does nothing when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, server } = renderApp('/gerenciar-usuarios', { api: usersApi({ 'DELETE /api/users/2': ok(null) }) });
    await user.click(within(await row('maria')).getByRole('button', { name: 'Excluir maria' }));
    expect(confirm).toHaveBeenCalledWith('Tem certeza que deseja excluir este usuário?');
    expect(server.callsTo('DELETE /api/users/2')).toHaveLength(0);
  });

  it("a failed delete shows the server's error in the page with role=alert, not in a browser dialog", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/gerenciar-usuarios', {
      api: usersApi({ 'DELETE /api/users/2': fail(409, 'Você não pode excluir a sua própria conta') }),
    });
    await user.click(within(await row('maria')).getByRole('button', { name: 'Excluir maria' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não pode excluir a sua própria conta');
    expect(alert).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failed (de)activation shows 'Erro ao atualizar usuário' in the page with role=alert", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderApp('/gerenciar-usuarios', { api: usersApi({ 'PUT /api/users/2': NETWORK_ERROR }) });
    await user.click(within(await row('maria')).getByRole('button', { name: 'Desativar maria' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar usuário');
    expect(alert).not.toHaveBeenCalled();
  });

  it('a confirmed delete removes the user and reloads the list', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, server } = renderApp('/gerenciar-usuarios', { api: usersApi({ 'DELETE /api/users/2': ok(null) }) });
    await user.click(within(await row('maria')).getByRole('button', { name: 'Excluir maria' }));
    await waitFor(() => expect(server.callsTo('GET /api/users-list')).toHaveLength(2));
    expect(server.callsTo('DELETE /api/users/2')).toHaveLength(1);
  });

  it('edit shows the password confirmation only once a new password is typed, and it must match', async () => {
    const { user, server } = renderApp('/gerenciar-usuarios', { api: usersApi({ 'PUT /api/users/2': ok(maria) }) });
    await user.click(within(await row('maria')).getByRole('button', { name: 'Editar maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    expect(within(dialog).queryByLabelText('Confirmar Nova Senha')).not.toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Nova Senha'), 'novaSenha1');
    await fill(user, within(dialog).getByLabelText('Confirmar Nova Senha'), 'outraSenha');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const confirmation = within(dialog).getByLabelText('Confirmar Nova Senha');
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem');
    expect(server.callsTo('PUT /api/users/2')).toHaveLength(0);
  });

  it('edit sends name, email, role and the current ativo, without senha when left blank', async () => {
    const { user, server } = renderApp('/gerenciar-usuarios', { api: usersApi({ 'PUT /api/users/3': ok(joao) }) });
    await user.click(within(await row('joao')).getByRole('button', { name: 'Editar joao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    const email = within(dialog).getByLabelText(/Email/);
    await user.clear(email);
    await fill(user, email, 'joao@ponte.local');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PUT /api/users/3')[0].body).toEqual({
      nome: 'joao',
      // Blank clears it: the sign-in name stands for the name.
      nome_completo: '',
      email: 'joao@ponte.local',
      role: 'trainee',
      ativo: false,
    });
  });

  it("edit without a name marks it invalid with 'Nome e email são obrigatórios'; a server refusal shows in the dialog's alert", async () => {
    const { user } = renderApp('/gerenciar-usuarios', {
      api: usersApi({ 'PUT /api/users/2': fail(409, 'Este email já está em uso') }),
    });
    await user.click(within(await row('maria')).getByRole('button', { name: 'Editar maria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    const name = within(dialog).getByLabelText(/Nome de usuário/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Nome e email são obrigatórios');
    await fill(user, name, 'maria');
    // Typing again clears the old verdict before the next attempt.
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Este email já está em uso'));
    // A new attempt clears the refusal.
    await fill(user, within(dialog).getByLabelText(/Email/), 'x');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the main admin's role cannot be changed in the edit dialog", async () => {
    const { user } = renderApp('/gerenciar-usuarios', { api: usersApi() });
    await user.click(within(await row('onsolutions')).getByRole('button', { name: 'Editar onsolutions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Usuário' });
    expect(within(dialog).getByRole('combobox', { name: 'Perfil' })).toBeDisabled();
  });
});

describe("a member's sessions (issue 33)", () => {
  it("'Sessões' lists where the member is signed in; the admin ends one after confirming, then all", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const session = (id: number, device: string) => ({
      id,
      device,
      ip: `10.0.0.${id}`,
      created_at: '2026-11-28T10:00:00.000Z',
      last_used_at: new Date().toISOString(),
      current: false,
    });
    const { user, server } = renderApp('/gerenciar-usuarios', {
      api: usersApi({
        [`GET /api/users/${maria.id}/sessions`]: ok([session(4, 'Chrome no Windows'), session(5, 'Safari no iPhone')]),
        [`DELETE /api/users/${maria.id}/sessions/4`]: ok(null),
        [`POST /api/users/${maria.id}/sessions/end-all`]: ok({ ended: 1 }),
        [`DELETE /api/users/${maria.id}/two-factor`]: ok(null),
      }),
    });
    await user.click(within(await row(maria.username)).getByRole('button', { name: `Sessões de ${maria.username}` }));
    const dialog = await screen.findByRole('dialog', { name: /^Sessões de/ });
    const list = await within(dialog).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Chrome no Windows, 10.0.0.4', 'Safari no iPhone, 10.0.0.5']);
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar: Chrome no Windows, 10.0.0.4' }));
    await waitFor(() => expect(server.callsTo(`DELETE /api/users/${maria.id}/sessions/4`)).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar todas' }));
    expect(confirm).toHaveBeenLastCalledWith('Encerrar todas as sessões deste usuário? Ele precisará entrar de novo.');
    await waitFor(() => expect(server.callsTo(`POST /api/users/${maria.id}/sessions/end-all`)).toHaveLength(1));
    // A lost phone: the member's second factor is reset after confirming.
    await user.click(within(dialog).getByRole('button', { name: 'Redefinir verificação em duas etapas' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Redefinir a verificação em duas etapas deste usuário? As sessões dele serão encerradas, e ele entrará só com a senha até ativar de novo.',
    );
    await waitFor(() => expect(server.callsTo(`DELETE /api/users/${maria.id}/two-factor`)).toHaveLength(1));
  });
});
