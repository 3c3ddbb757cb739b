import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, traineeUser } from '../../test/fixtures';
import { fail, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../test/viewport';

const sidebar = async () => screen.findByRole('navigation', { name: 'Menu principal' });

describe('shell', () => {
  it('admin sees the admin sidebar group, trainee does not', async () => {
    renderApp('/vendas', { user: adminUser });
    const adminNav = await sidebar();
    expect(within(adminNav).getByRole('group', { name: 'Administração' })).toBeInTheDocument();
    expect(within(adminNav).getByRole('link', { name: 'Gerenciar Usuários' })).toHaveAttribute(
      'href',
      '/gerenciar-usuarios',
    );
    expect(within(adminNav).getByRole('link', { name: 'Meta Funil' })).toHaveAttribute('href', '/meta-funil');
  });

  it('a trainee sees only the screens every user has', async () => {
    renderApp('/vendas', { user: traineeUser });
    const nav = await sidebar();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Usuários',
      'Listas de Compras',
      'Vendas',
      'Comissões',
      'Atendimento',
      'Tarefas',
      'Respostas Rápidas',
    ]);
    expect(within(nav).queryByRole('group', { name: 'Administração' })).not.toBeInTheDocument();
  });

  it("the top bar has the search box 'Buscar usuários, mensagens...' and a bell", async () => {
    renderApp('/vendas');
    expect(await screen.findByPlaceholderText('Buscar usuários, mensagens...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
  });

  it("'Sair' records the logout, forgets token and user and goes to /login", async () => {
    const { user, router, server } = renderApp('/vendas', { api: { 'POST /api/logout': ok(null) } });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.callsTo('POST /api/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("'Sair' still signs out when the logout call fails", async () => {
    const { user, router } = renderApp('/vendas', {
      api: { 'POST /api/logout': fail(500, 'Erro interno do servidor') },
    });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('calls carry the bearer token and send a JSON content type only with a body', async () => {
    const { server } = renderApp('/vendas');
    await screen.findByRole('button', { name: 'Clock-in' });
    const status = server.callsTo('GET /api/attendance/my-status')[0];
    expect(status.headers.Authorization).toBe('Bearer test-token');
    expect(status.headers['Content-Type']).toBeUndefined();
    expect(server.callsTo('POST /api/checkjwt')[0].headers['Content-Type']).toBe('application/json');
  });
});

describe('keyboard and screen readers', () => {
  it("the first link is 'Pular para o conteúdo', to the screen's main region", async () => {
    renderApp('/vendas');
    await sidebar();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Pular para o conteúdo');
    expect(links[0]).toHaveAttribute('href', '#conteudo');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
  });

  it("a modal's close button is named 'Fechar'", async () => {
    const { user } = renderApp('/campanhas-email', {
      api: {
        'GET /api/email/campaigns': ok([]),
        'GET /api/email/smtp': ok({ host: 'smtp.loja.test', smtp_enabled: true }),
        'GET /api/email/templates': ok([]),
        'GET /api/campaign-segments': ok([]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova Campanha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Campanha' });
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova Campanha' })).not.toBeInTheDocument());
  });

  it("after a navigation the new screen's heading takes focus; the first load leaves focus alone", async () => {
    const { router } = renderApp('/tarefas');
    await screen.findByRole('heading', { level: 1, name: 'Gestor de Tarefas' });
    expect(document.activeElement).toBe(document.body);
    await router.navigate('/vendas');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vendas' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('on a phone the collapsed menu is inert; the burger says so; opened, focus goes in and Escape closes it', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user } = renderApp('/vendas');
    const burger = await screen.findByRole('button', { name: 'Abrir menu' });
    const menu = document.getElementById('menu-principal')!;
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'menu-principal');
    expect(menu).toHaveAttribute('inert');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveAttribute('inert');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    await waitFor(() => expect(nav.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    const closed = await screen.findByRole('button', { name: 'Abrir menu' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('inert');
    expect(document.activeElement).toBe(closed);
  });
});
