import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { retype } from '../../../test/user-input';

const stored = configurations({
  meta_pixel_id: '123456789012345',
  meta_access_token: '••••••••abcd',
  meta_access_token_set: true,
});

const settingsApi = (save = ok(stored)) => ({
  'GET /api/configurations': ok(stored),
  'POST /api/configurations': save,
});

describe('Meta Pixel settings', () => {
  it('settings save shows success text and sends the masked token back unchanged', async () => {
    const { user, server } = renderApp('/configuracoes', { api: settingsApi() });
    expect(await screen.findByLabelText('Pixel ID')).toHaveValue('123456789012345');
    await user.click(screen.getByRole('button', { name: 'Salvar Meta Pixel' }));
    expect(await screen.findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toEqual({
      meta_pixel_id: '123456789012345',
      meta_access_token: '••••••••abcd',
    });
  });

  it('a new token pasted over the masked one is sent', async () => {
    const { user, server } = renderApp('/configuracoes', { api: settingsApi() });
    const token = await screen.findByLabelText('Access Token');
    await retype(user, token, 'EAAnewtoken');
    await user.click(screen.getByRole('button', { name: 'Salvar Meta Pixel' }));
    await screen.findByText('Configurações salvas com sucesso!');
    expect(server.callsTo('POST /api/configurations')[0].body).toMatchObject({ meta_access_token: 'EAAnewtoken' });
  });

  it('a Pixel ID that is not 15 or 16 digits is refused before any call', async () => {
    const { user, server } = renderApp('/configuracoes', { api: settingsApi() });
    const pixel = await screen.findByLabelText('Pixel ID');
    await retype(user, pixel, '12345');
    await user.click(screen.getByRole('button', { name: 'Salvar Meta Pixel' }));
    expect(await screen.findByText('O Pixel ID deve ter 15 ou 16 dígitos numéricos')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);
  });

  it("a refused save shows 'Erro ao salvar configurações' with the server's message", async () => {
    const { user } = renderApp('/configuracoes', {
      api: settingsApi(fail(400, 'Access Token muito longo', { meta_access_token: 'Access Token muito longo' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Salvar Meta Pixel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao salvar configurações');
    expect(alert).toHaveTextContent('Access Token muito longo');
    // Once in the alert, once under the field it is about.
    expect(screen.getAllByText('Access Token muito longo')).toHaveLength(2);
  });

  it('the setup instructions are shown', async () => {
    renderApp('/configuracoes', { api: settingsApi() });
    expect(await screen.findByRole('heading', { name: 'Como configurar' })).toBeInTheDocument();
    expect(screen.getByText(/Gerar token de acesso/)).toBeInTheDocument();
  });
});
