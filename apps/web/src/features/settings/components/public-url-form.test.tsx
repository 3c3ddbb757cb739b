import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsText } from '@ponte/domain/settings';
import { ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { configurationRoutes, openSettingsForm } from '../../../test/settings';

const none = configurations({ public_url: '', public_url_source: null, public_url_in_use: null });
const saved = configurations({
  public_url: 'https://ponte.loja.com.br',
  public_url_source: 'settings',
  public_url_in_use: 'https://ponte.loja.com.br',
});

const routes = (initial = none, answer = ok(saved)) => configurationRoutes(initial, answer);
const WARNING = 'Endereço público não definido';

describe("'Endereço público' on /configuracoes", () => {
  it('warns admins while no address is in use, and the warning goes once one is saved', async () => {
    const { user, server } = renderApp('/configuracoes', { api: routes() });
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Endereço público' });
    expect(within(form).getByText('Não definido')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Endereço público'), 'https://ponte.loja.com.br');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toEqual({ public_url: 'https://ponte.loja.com.br' });
    await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
    expect(within(form).getByText('Definido')).toBeInTheDocument();
  });

  it('an address with a path is refused before any call', async () => {
    const { user, server, form } = await openSettingsForm('Endereço público', routes());
    await user.type(within(form).getByLabelText('Endereço público'), 'https://ponte.loja.com.br/checkout');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    expect(await within(form).findByText(settingsText.invalidPublicUrl)).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);
  });

  it('with PUBLIC_URL set there is no warning, and the screen says which address is in use', async () => {
    renderApp('/configuracoes', {
      api: routes(configurations({ public_url_source: 'env', public_url_in_use: 'https://env.loja.com.br' })),
    });
    const form = await screen.findByRole('form', { name: 'Endereço público' });
    expect(within(form).getByText('https://env.loja.com.br')).toBeInTheDocument();
    expect(within(form).getByText(/variável PUBLIC_URL/)).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
