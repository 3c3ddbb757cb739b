import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsText } from '@ponte/domain/settings';
import { ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { configurationRoutes, openSettingsForm } from '../../../test/settings';
import { retype } from '../../../test/user-input';

const saved = configurations({ shop_site_url: 'https://www.loja.com.br', meta_graph_version: 'v22.0' });
const routes = () => configurationRoutes(configurations({ shop_site_url: 'https://antiga.loja.com.br' }), ok(saved));

describe("'Funil da Meta' on /configuracoes, next to Meta Pixel", () => {
  it('sends only its own keys, trimmed, and shows the stored values after saving', async () => {
    const { user, server, form } = await openSettingsForm('Funil da Meta', routes());
    const site = within(form).getByLabelText('Site da loja');
    expect(site).toHaveValue('https://antiga.loja.com.br');
    await retype(user, site, ' https://www.loja.com.br ');
    await user.type(within(form).getByLabelText(/Versão da Graph API/), 'v22.0');
    await user.click(within(form).getByRole('button', { name: 'Salvar funil' }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toEqual({
      shop_site_url: 'https://www.loja.com.br',
      meta_graph_version: 'v22.0',
      meta_test_event_code: '',
    });
    expect(within(form).getByLabelText(/Versão da Graph API/)).toHaveValue('v22.0');
  });

  it('a site address with a path, or a version not like v21.0, is refused before any call', async () => {
    const { user, server, form } = await openSettingsForm('Funil da Meta', routes());
    const site = within(form).getByLabelText('Site da loja');
    await retype(user, site, 'https://www.loja.com.br/produtos');
    await user.type(within(form).getByLabelText(/Versão da Graph API/), '21');
    await user.click(within(form).getByRole('button', { name: 'Salvar funil' }));
    expect(await within(form).findByText(settingsText.invalidShopSiteUrl)).toBeInTheDocument();
    expect(within(form).getByText(settingsText.invalidGraphVersion)).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);
  });
});
