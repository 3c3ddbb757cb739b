import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { traineeUser } from '../test/fixtures';
import { fail, NETWORK_ERROR } from '../test/mock-api';
import { renderApp, TEST_TOKEN } from '../test/render-app';
import { screenPages } from './router';
import { adminScreens, linkedAdminScreens, linkedStaffScreens, staffScreens } from './screens';

describe('route guard', () => {
  it("shows 'Carregando...' while the token is checked, then the page", async () => {
    // The shell is its own chunk (issue 17); the not-found page is not, so the check shows once the shell is in.
    const { server } = renderApp('/nao-existe');
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/checkjwt')[0].body).toEqual({ token: TEST_TOKEN });
  });

  it('without a stored token the visitor is sent to /login', async () => {
    const { router } = renderApp('/', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('a token the server calls invalid is forgotten and the visitor goes to /login', async () => {
    const { router } = renderApp('/', { api: { 'POST /api/checkjwt': { status: 200, body: { valid: false } } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a network error while checking the token goes to /login', async () => {
    const { router } = renderApp('/', { api: { 'POST /api/checkjwt': NETWORK_ERROR } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('the user returned by the token check replaces the stored one', async () => {
    renderApp('/vendas', {
      api: {
        'POST /api/checkjwt': { status: 200, body: { valid: true, user: { ...traineeUser, name: 'ana.souza' } } },
      },
    });
    await screen.findByRole('heading', { name: 'Vendas' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('ana.souza');
  });

  it('a 401 from any call clears the session and goes to /login', async () => {
    const { router } = renderApp('/vendas', {
      api: { 'GET /api/attendance/my-status': fail(401, 'Sessão inválida ou expirada. Faça login novamente.') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("a trainee opening an admin screen reads 'Acesso restrito a administradores'", async () => {
    const { server } = renderApp('/gerenciar-usuarios', { user: traineeUser });
    expect(await screen.findByText('Acesso restrito a administradores')).toBeInTheDocument();
    expect(server.callsTo('GET /api/users-list')).toHaveLength(0);
  });

  it('every screen of the menu has its page: none is left saying "Em breve"', () => {
    for (const { path } of [...staffScreens, ...adminScreens, ...linkedStaffScreens, ...linkedAdminScreens]) {
      expect(path === '/' || screenPages[path] !== undefined, path).toBe(true);
    }
  });

  it("an unknown staff path shows 'Página não encontrada' inside the shell", async () => {
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Ponte'));
  });

  it('an unknown path still needs a session: signed out, it goes to /login', async () => {
    const { router } = renderApp('/nao-existe', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
