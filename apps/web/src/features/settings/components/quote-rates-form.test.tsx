import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const stored = {
  exchange_rate: 5.9,
  service_fee_percent: 3.5,
  taxes_percent: 8.5,
  import_tax_percent: 60,
  icms_percent: 20,
  brazil_taxes_percent: 80,
  shipping_per_kg: 5,
  kg_fee_fallback: 5,
  kg_fee_url: '',
  meta_pixel_id: '',
  meta_access_token: '',
  meta_access_token_set: false,
  apply_taxes_on_payment: true,
  woocommerce_url: '',
  woocommerce_consumer_key: '',
  woocommerce_consumer_secret: '',
  woocommerce_consumer_secret_set: false,
  pix_key: '',
  pix_merchant_name: '',
  pix_merchant_city: '',
  appmax_access_token: '',
  appmax_access_token_set: false,
  appmax_url: '',
};

describe('quote rates on /configuracoes', () => {
  it('shows the stored rates and saves a changed exchange rate with the other rates', async () => {
    const { user, server } = renderApp('/configuracoes', {
      api: { 'GET /api/configurations': ok(stored), 'POST /api/configurations': ok({ ...stored, exchange_rate: 5.45 }) },
    });
    const form = await screen.findByRole('form', { name: 'Cotação' });
    const rate = within(form).getByLabelText('Câmbio (R$ por US$)');
    expect(rate).toHaveValue('5,9');
    await user.clear(rate);
    await user.type(rate, '5,45');
    await user.click(within(form).getByLabelText('Cobrar os impostos no pagamento'));
    await user.click(within(form).getByRole('button', { name: 'Salvar cotação' }));
    expect(await within(form).findByText('Configurações salvas com sucesso!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/configurations')[0].body).toMatchObject({ exchange_rate: 5.45, service_fee_percent: 3.5, kg_fee_url: '', apply_taxes_on_payment: false });
  });

  it("shows the server's field error", async () => {
    const { user } = renderApp('/configuracoes', {
      api: { 'GET /api/configurations': ok(stored), 'POST /api/configurations': fail(400, 'URL inválida (use http:// ou https://)', { kg_fee_url: 'URL inválida (use http:// ou https://)' }) },
    });
    const form = await screen.findByRole('form', { name: 'Cotação' });
    await user.click(within(form).getByRole('button', { name: 'Salvar cotação' }));
    expect(await within(form).findByText('Erro ao salvar configurações')).toBeInTheDocument();
    expect(within(form).getAllByText('URL inválida (use http:// ou https://)').length).toBeGreaterThan(0);
  });
});
