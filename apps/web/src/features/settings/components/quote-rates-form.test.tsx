import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { configurations } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { retype } from '../../../test/user-input';

const stored = configurations();

describe('quote rates on /configuracoes', () => {
  it('shows the stored rates and saves a changed exchange rate with the other rates', async () => {
    const { user, server } = renderApp('/configuracoes', {
      api: {
        'GET /api/configurations': ok(stored),
        'POST /api/configurations': ok({ ...stored, exchange_rate: 5.45 }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Cotação' });
    const rate = within(form).getByLabelText('Câmbio (R$ por US$)');
    expect(rate).toHaveValue('5,9');
    await retype(user, rate, '5,45');
    await user.click(within(form).getByLabelText('Cobrar os impostos no pagamento'));
    await user.click(within(form).getByRole('button', { name: 'Salvar cotação' }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toMatchObject({
      exchange_rate: 5.45,
      service_fee_percent: 3.5,
      kg_fee_url: '',
      apply_taxes_on_payment: false,
    });
  });

  it("shows the server's field error", async () => {
    const { user } = renderApp('/configuracoes', {
      api: {
        'GET /api/configurations': ok(stored),
        'POST /api/configurations': fail(400, 'URL inválida (use http:// ou https://)', {
          kg_fee_url: 'URL inválida (use http:// ou https://)',
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Cotação' });
    await user.click(within(form).getByRole('button', { name: 'Salvar cotação' }));
    expect(await within(form).findByText('Erro ao salvar configurações')).toBeInTheDocument();
    expect(within(form).getAllByText('URL inválida (use http:// ou https://)').length).toBeGreaterThan(0);
  });
});
