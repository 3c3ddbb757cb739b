import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { fail, NETWORK_ERROR } from '../../../test/mock-api';
import { renderApp, shellRoutes } from '../../../test/render-app';

/** Types onsolutions / `password` and presses 'Entrar'. */
async function signIn(user: UserEvent, password: string) {
  await user.type(await screen.findByLabelText('Usuário'), 'onsolutions');
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

/** The sign-in page, whose login the server refuses with 'Usuário ou senha inválidos'. */
const refusedLogin = () =>
  renderApp('/login', { user: null, api: { 'POST /api/login': fail(401, 'Usuário ou senha inválidos') } });

describe('login screen', () => {
  it("login with empty fields shows 'Por favor, preencha todos os campos' and makes no call", async () => {
    const { user, server } = renderApp('/login', { user: null });
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos');
    expect(server.calls).toHaveLength(0);
  });

  it("a wrong password shows the server's error", async () => {
    const { user } = refusedLogin();
    await signIn(user, 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the error goes as soon as the user types again', async () => {
    const { user } = refusedLogin();
    await signIn(user, 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos');
    await user.type(screen.getByLabelText('Senha'), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a network failure shows 'Erro ao conectar com o servidor'", async () => {
    const { user } = renderApp('/login', { user: null, api: { 'POST /api/login': NETWORK_ERROR } });
    await signIn(user, 'admin123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao conectar com o servidor');
  });

  it("signing in sends the username as email, shows 'Entrando...', stores token and user and opens '/'", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user, router, server } = renderApp('/login', {
      user: null,
      api: {
        ...shellRoutes(adminUser),
        'POST /api/login': async () => {
          await answered;
          return { status: 200, body: { success: true, token: 'new-token', user: adminUser } };
        },
      },
    });
    await signIn(user, 'admin123');
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(adminUser);
    expect(server.callsTo('POST /api/login')[0].body).toEqual({ email: 'onsolutions', password: 'admin123' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("after signing in, the dashboard's heading takes focus (the 'Entrar' button it was on is gone)", async () => {
    const { user } = renderApp('/login', {
      user: null,
      api: {
        ...shellRoutes(adminUser),
        'POST /api/login': () => ({ status: 200, body: { success: true, token: 'new-token', user: adminUser } }),
      },
    });
    await user.type(await screen.findByLabelText('Usuário'), 'onsolutions');
    await user.type(screen.getByLabelText('Senha'), 'admin123{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
