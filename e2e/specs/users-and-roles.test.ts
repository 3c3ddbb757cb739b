import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite } from '../lib/suite';

const { api, open, admin, adminPassword } = e2eSuite();

const STAFF_MENU = [
  'Dashboard',
  'Usuários',
  'Listas de Compras',
  'Vendas',
  'Comissões',
  'Atendimento',
  'Tarefas',
  'Respostas Rápidas',
];
const ADMIN_MENU = ['Painel de Atendimento', 'Gerenciar Usuários', 'Configurações', 'Meta Funil', 'Assinaturas'];

async function menuLinks(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  return nav.getByRole('link').allInnerTexts();
}

async function createThroughScreen(page: Page, username: string, roleLabel: string) {
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const form = page.getByRole('form', { name: 'Novo Usuário' });
  await form.getByLabel('Nome de usuário').fill(username);
  await form.getByLabel('Email').fill(`${username}@ponte.test`);
  await form.getByLabel(/^Senha/).fill('senha-e2e-1');
  await form.getByLabel('Confirmar Senha').fill('senha-e2e-1');
  await form.getByLabel('Perfil').click();
  await page.getByRole('option', { name: roleLabel }).click();
  await form.getByRole('button', { name: 'Criar Usuário' }).click();
  await page.getByRole('row', { name: new RegExp(username) }).waitFor();
}

describe('sign-in, system users and roles', () => {
  const stamp = Date.now().toString(36);
  const supervisor = `sup-${stamp}`;
  const trainee = `tra-${stamp}`;

  it('an admin signs in with the form, then creates a supervisor and a trainee on /gerenciar-usuarios', async () => {
    const { context, page } = await open();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Por favor, preencha todos os campos').waitFor();
    await page.getByLabel('Usuário').fill('onsolutions');
    await page.getByLabel('Senha', { exact: true }).fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Usuário ou senha inválidos').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByRole('link', { name: 'Gerenciar Usuários' }).click();
    await createThroughScreen(page, supervisor, 'Supervisor');
    await createThroughScreen(page, trainee, 'Trainee');
    const rows = await page.getByRole('row').allInnerTexts();
    expect(rows.find((r) => r.includes(trainee))).toContain('Trainee');
    expect(rows.find((r) => r.includes(supervisor))).toContain('Supervisor');
    await context.close();
  });

  it('each role sees its own sidebar', async () => {
    const expectations = [
      { user: admin, admin: true },
      { user: { username: supervisor, password: 'senha-e2e-1' }, admin: false },
      { user: { username: trainee, password: 'senha-e2e-1' }, admin: false },
    ];
    for (const { user, admin } of expectations) {
      const { context, page } = await open();
      await api.apiLogin(page, user);
      await page.goto('/');
      const links = await menuLinks(page);
      expect(links).toEqual(expect.arrayContaining(STAFF_MENU));
      for (const item of ADMIN_MENU) expect(links.includes(item)).toBe(admin);
      await context.close();
    }
  });

  it("a trainee's call to an admin-only endpoint gets 403, and typing the admin URL shows no data", async () => {
    const { context, page } = await open();
    await api.apiLogin(page, { username: trainee, password: 'senha-e2e-1' });
    await page.goto('/gerenciar-usuarios');
    await page.getByText('Acesso restrito a administradores').waitFor();
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/users-list', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return { code: res.status, body: await res.json() };
    });
    expect(status.code).toBe(403);
    expect(status.body).toEqual({
      success: false,
      error: 'Você não tem permissão para realizar esta ação',
      code: 'forbidden',
    });
    await context.close();
  });

  it('deactivating the trainee ends their open session', async () => {
    const traineeSide = await open();
    await api.apiLogin(traineeSide.page, { username: trainee, password: 'senha-e2e-1' });
    await traineeSide.page.goto('/');
    await traineeSide.page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    const adminSide = await open();
    await api.apiLogin(adminSide.page, admin);
    await adminSide.page.goto('/gerenciar-usuarios');
    adminSide.page.once('dialog', (d) => d.accept());
    await adminSide.page.getByRole('button', { name: `Desativar ${trainee}` }).click();
    await adminSide.page
      .getByRole('row', { name: new RegExp(trainee) })
      .getByText('Inativo')
      .waitFor();

    await traineeSide.page.reload();
    await traineeSide.page.waitForURL('**/login');
    expect(await traineeSide.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await traineeSide.context.close();
    await adminSide.context.close();
  });

  it('on a phone-sized screen the sidebar collapses behind a menu button', async () => {
    const { context, page } = await open({ width: 390, height: 844 });
    await api.apiLogin(page, { username: supervisor, password: 'senha-e2e-1' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const link = nav.getByRole('link', { name: 'Tarefas' });
    // The collapsed navbar is slid off-screen and out of reach: inert, hidden from screen readers.
    expect(await nav.count()).toBe(0);
    expect(await page.locator('#menu-principal').getAttribute('inert')).not.toBeNull();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const onScreen = async () => ((await link.boundingBox())?.x ?? -1) >= 0;
    await expect.poll(onScreen).toBe(true);
    expect(await page.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
    await link.click();
    await page.getByRole('heading', { name: 'Tarefas' }).waitFor();
    await context.close();
  });
});
