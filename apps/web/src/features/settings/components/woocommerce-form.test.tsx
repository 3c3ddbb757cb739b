import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { configurationRoutes, openSettingsForm } from '../../../test/settings';
import { retype } from '../../../test/user-input';

const stored = configurations({
  woocommerce_url: 'https://loja.example',
  woocommerce_consumer_key: 'ck_abc',
  woocommerce_consumer_secret: '••••••••wxyz',
  woocommerce_consumer_secret_set: true,
});

const routes = (save = ok(stored)) => configurationRoutes(stored, save);

describe("'Loja (WooCommerce)' on /configuracoes", () => {
  it('shows the stored connection and sends the masked secret back unchanged', async () => {
    const { user, server, form } = await openSettingsForm('Loja (WooCommerce)', routes());
    expect(within(form).getByText('Conectada')).toBeInTheDocument();
    expect(within(form).getByLabelText('URL da loja')).toHaveValue('https://loja.example');
    expect(within(form).getByLabelText('Consumer Key')).toHaveValue('ck_abc');
    await user.click(within(form).getByRole('button', { name: 'Salvar loja' }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toEqual({
      woocommerce_url: 'https://loja.example',
      woocommerce_consumer_key: 'ck_abc',
      woocommerce_consumer_secret: '••••••••wxyz',
    });
  });

  it('a new secret typed over the masked one is sent', async () => {
    const { user, server, form } = await openSettingsForm('Loja (WooCommerce)', routes());
    const secret = within(form).getByLabelText('Consumer Secret');
    await retype(user, secret, 'cs_novo');
    await user.click(within(form).getByRole('button', { name: 'Salvar loja' }));
    await within(form).findByText('Configurações salvas com sucesso!');
    expect(server.callsTo('POST /api/configurations')[0].body).toMatchObject({
      woocommerce_consumer_secret: 'cs_novo',
    });
  });

  it('an address that is not http(s) is refused before any call', async () => {
    const { user, server, form } = await openSettingsForm('Loja (WooCommerce)', routes());
    const url = within(form).getByLabelText('URL da loja');
    await retype(user, url, 'loja.example');
    await user.click(within(form).getByRole('button', { name: 'Salvar loja' }));
    expect(await within(form).findByText('URL inválida (use http:// ou https://)')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);
  });

  it("clearing the keys shows 'Não configurada' after saving", async () => {
    const cleared = {
      ...stored,
      woocommerce_url: '',
      woocommerce_consumer_key: '',
      woocommerce_consumer_secret: '',
      woocommerce_consumer_secret_set: false,
    };
    const { user, form } = await openSettingsForm('Loja (WooCommerce)', routes(ok(cleared)));
    await user.clear(within(form).getByLabelText('URL da loja'));
    await user.clear(within(form).getByLabelText('Consumer Key'));
    await user.clear(within(form).getByLabelText('Consumer Secret'));
    await user.click(within(form).getByRole('button', { name: 'Salvar loja' }));
    expect(await within(form).findByText('Não configurada')).toBeInTheDocument();
  });

  it("shows the server's refusal with the field it names", async () => {
    const { user } = renderApp('/configuracoes', {
      api: routes(fail(400, 'Consumer Key muito longa', { woocommerce_consumer_key: 'Consumer Key muito longa' })),
    });
    const form = await screen.findByRole('form', { name: 'Loja (WooCommerce)' });
    await user.click(within(form).getByRole('button', { name: 'Salvar loja' }));
    expect(await within(form).findByText('Erro ao salvar configurações')).toBeInTheDocument();
    expect(within(form).getAllByText('Consumer Key muito longa')).toHaveLength(2);
  });
});
