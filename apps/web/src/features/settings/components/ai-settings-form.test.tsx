import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { configurations as adminConfigurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// A fresh install's settings as an admin reads them.
const configurations = adminConfigurations();
const ai = { ai_enabled: false, ai_base_url: '', ai_model: '', ai_api_key: '••••••••wxyz', ai_api_key_set: true };

describe('AI settings on /configuracoes', () => {
  it('saves the model settings and sends the masked key back unchanged', async () => {
    const { user, server } = renderApp('/configuracoes', {
      api: {
        'GET /api/configurations': ok(configurations),
        'GET /api/ai/settings': ok(ai),
        'PUT /api/ai/settings': ok({ ...ai, ai_enabled: true }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Inteligência Artificial' });
    await user.click(within(form).getByLabelText('Usar um modelo compatível com a API da OpenAI'));
    await user.type(within(form).getByLabelText('URL da API'), 'http://localhost:11434/v1');
    await user.type(within(form).getByLabelText('Modelo'), 'llama3.1');
    await user.click(within(form).getByRole('button', { name: 'Salvar IA' }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/ai/settings')[0].body).toEqual({
      ai_enabled: true,
      ai_base_url: 'http://localhost:11434/v1',
      ai_model: 'llama3.1',
      ai_api_key: '••••••••wxyz',
    });
  });

  it("shows the server's field error and 'Erro ao salvar configurações'", async () => {
    const { user } = renderApp('/configuracoes', {
      api: {
        'GET /api/configurations': ok(configurations),
        'GET /api/ai/settings': ok(ai),
        'PUT /api/ai/settings': fail(400, 'URL inválida', { ai_base_url: 'URL inválida' }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Inteligência Artificial' });
    await user.click(within(form).getByRole('button', { name: 'Salvar IA' }));
    expect(await within(form).findByText('Erro ao salvar configurações')).toBeInTheDocument();
    expect(within(form).getAllByText('URL inválida').length).toBeGreaterThan(0);
  });
});
