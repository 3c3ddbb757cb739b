import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { configurationRoutes, openSettingsForm } from '../../../test/settings';
import { retype } from '../../../test/user-input';

const stored = configurations({
  pix_key: 'loja@ponte.com.br',
  pix_merchant_name: 'Ponte Importados',
  pix_merchant_city: 'Sao Paulo',
  appmax_access_token: '••••••••9f3a',
  appmax_access_token_set: true,
});

const testMode = { ...stored, appmax_access_token: '', appmax_access_token_set: false };

const routes = (initial = stored, save = ok(initial)) => configurationRoutes(initial, save);

const SAVE = { name: 'Salvar pagamentos' };

describe("'Pagamentos' on /configuracoes", () => {
  it("with an Appmax token shows 'Appmax' and sends only its keys, the masked token unchanged", async () => {
    const { user, server, form } = await openSettingsForm('Pagamentos', routes());
    expect(within(form).getByText('Appmax')).toBeInTheDocument();
    expect(within(form).getByLabelText('Chave PIX')).toHaveValue('loja@ponte.com.br');
    expect(within(form).getByLabelText('Nome do recebedor')).toHaveValue('Ponte Importados');
    expect(within(form).getByLabelText('Cidade do recebedor')).toHaveValue('Sao Paulo');
    expect(within(form).getByPlaceholderText('https://homolog.sandboxappmax.com.br/api/v3')).toHaveValue('');
    await user.click(within(form).getByRole('button', SAVE));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toEqual({
      pix_key: 'loja@ponte.com.br',
      pix_merchant_name: 'Ponte Importados',
      pix_merchant_city: 'Sao Paulo',
      appmax_access_token: '••••••••9f3a',
      appmax_url: '',
    });
  });

  it("without a token shows 'Modo de teste' and the three test cards", async () => {
    const { form } = await openSettingsForm('Pagamentos', routes(testMode));
    expect(within(form).getByText('Modo de teste')).toBeInTheDocument();
    expect(within(form).queryByText('Appmax')).not.toBeInTheDocument();
    const cards = within(form).getByRole('list', { name: 'Cartões de teste' });
    expect(within(cards).getByText('4111 1111 1111 1111 (aprovado)')).toBeInTheDocument();
    expect(within(cards).getByText('4000 0000 0000 0002 (recusado)')).toBeInTheDocument();
    expect(within(cards).getByText('5555 5555 5555 4444 (pendente)')).toBeInTheDocument();
  });

  it("a token typed over the masked one is sent, and the badge turns to 'Appmax' once saved", async () => {
    const { user, server, form } = await openSettingsForm('Pagamentos', routes(testMode, ok(stored)));
    await user.type(within(form).getByLabelText('Token de acesso (Appmax)'), 'tok_live_123');
    await user.click(within(form).getByRole('button', SAVE));
    expect(await within(form).findByText('Appmax')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toMatchObject({ appmax_access_token: 'tok_live_123' });
  });

  it('editing the masked token starts a new one instead of appending to the mask', async () => {
    const { user, server, form } = await openSettingsForm('Pagamentos', routes());
    const token = within(form).getByLabelText('Token de acesso (Appmax)');
    await user.type(token, 'X');
    expect(token).toHaveValue('X');
    await user.click(within(form).getByRole('button', SAVE));
    await within(form).findByText('Configurações salvas com sucesso!');
    expect(server.callsTo('POST /api/configurations')[0].body).toMatchObject({ appmax_access_token: 'X' });
  });

  it('an invalid PIX key is flagged on leaving the field and refused before any call', async () => {
    const { user, server, form } = await openSettingsForm('Pagamentos', routes());
    const key = within(form).getByLabelText('Chave PIX');
    await retype(user, key, '11 98888-7777');
    await user.tab();
    const message = 'Chave PIX inválida (CPF, CNPJ, e-mail, telefone +55 ou chave aleatória)';
    expect(await within(form).findByText(message)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', SAVE));
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);

    await retype(user, key, '+5511988887777');
    await user.tab();
    expect(within(form).queryByText(message)).not.toBeInTheDocument();
  });

  it('a receiver name over 25 characters is refused before any call', async () => {
    const { user, server, form } = await openSettingsForm('Pagamentos', routes());
    const name = within(form).getByLabelText('Nome do recebedor');
    await retype(user, name, 'Ponte Importados e Exportados');
    await user.click(within(form).getByRole('button', SAVE));
    expect(await within(form).findByText('Nome do recebedor: no máximo 25 caracteres')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')).toHaveLength(0);
  });

  it("shows the server's refusal with the field it names", async () => {
    const message = 'Chave PIX inválida (CPF, CNPJ, e-mail, telefone +55 ou chave aleatória)';
    const { user, form } = await openSettingsForm(
      'Pagamentos',
      routes(stored, fail(400, message, { pix_key: message })),
    );
    await user.click(within(form).getByRole('button', SAVE));
    expect(await within(form).findByText('Erro ao salvar configurações')).toBeInTheDocument();
    // Once in the alert, once under the field it is about.
    expect(within(form).getAllByText(message)).toHaveLength(2);
  });
});
