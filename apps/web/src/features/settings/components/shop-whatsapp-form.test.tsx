import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsText } from '@ponte/domain/settings';
import { ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { configurationRoutes, openSettingsForm } from '../../../test/settings';
import { retype } from '../../../test/user-input';

const routes = (initial = configurations()) =>
  configurationRoutes(initial, ok(configurations({ shop_whatsapp: '5511988887777' })));

describe("'WhatsApp da loja' on /configuracoes", () => {
  it('shows the saved number formatted and sends what the admin typed', async () => {
    const { user, server } = renderApp('/configuracoes', {
      api: routes(configurations({ shop_whatsapp: '552133334444' })),
    });
    const form = await screen.findByRole('form', { name: 'WhatsApp da loja' });
    const input = within(form).getByLabelText('WhatsApp da loja');
    expect(input).toHaveValue('+55 (21) 3333-4444');
    await retype(user, input, '(11) 98888-7777');
    await user.click(within(form).getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toEqual({ shop_whatsapp: '(11) 98888-7777' });
  });

  it('a number that is not Brazilian is refused before any call', async () => {
    const { user, server, form } = await openSettingsForm('WhatsApp da loja', routes());
    await user.type(within(form).getByLabelText('WhatsApp da loja'), '123');
    await user.click(within(form).getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(await within(form).findByText(settingsText.invalidShopWhatsapp)).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);
  });
});
