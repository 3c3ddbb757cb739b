import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from '../lib/suite';

const { api, open, baseURL } = e2eSuite();

const form = {
  customer_name: 'Rita Lopes',
  customer_email: 'rita@exemplo.com',
  customer_phone: '11987651234',
  customer_cpf: '52998224725',
  customer_address: {
    street: 'Av. Paulista',
    number: '900',
    complement: '',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zipcode: '01310100',
  },
  payment_method: 'credit_card',
  card_data: {
    number: '4111111111111111',
    holder_name: 'RITA LOPES',
    expiry_month: '12',
    expiry_year: String(new Date().getFullYear() + 2),
    cvv: '123',
  },
  installments: 1,
};

describe('a paid checkout is a sale with its commission', () => {
  it('the seller sees the test-mode card sale on /vendas and its commission on /comissoes, and exports both as CSV', async () => {
    const rule = (
      await api.call('POST', '/api/commissions/rules', { name: 'Faixa Venda E2E', min_value: 0, percentage: 7.5 })
    ).body.data;
    const seller = await api.create('operador');
    const customer = (await api.call('POST', '/api/customers', { phone: '5511987651234', name: 'Rita Lopes' })).body
      .data;
    await api.call('POST', '/api/chats/assign', { user_id: customer.id, seller_id: seller.id });
    const list = (await api.call('POST', '/api/shopping-lists', { user_id: customer.id, name: 'Presentes' })).body.data;
    await api.call('POST', '/api/shopping-lists/add-product', {
      list_id: list.id,
      product_name: 'Fone de ouvido',
      product_price: 199.9,
      quantity: 1,
    });
    const session = (await api.call('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).body.data;
    const paid = await fetch(`${baseURL}/api/checkout/${session.token}/process-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect((await paid.json()).data.status).toBe('approved');

    const { context, page } = await open({ width: 390, height: 844 });
    const signed = await api.apiLogin(page, seller);
    const report = (await api.call('GET', '/api/commissions/report', undefined, signed.token)).body.data;
    expect(report.sellers).toHaveLength(1);
    const row = report.sellers[0];
    expect(row).toMatchObject({ seller_id: seller.id, sales_count: 1 });
    expect(row.total_commission).toBeCloseTo(row.total_revenue * 0.075, 2);

    const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const sales = (await api.call('GET', '/api/sales', undefined, signed.token)).body.data;
    expect(sales.total).toBe(1);
    const sale = sales.sales[0];
    expect(sale).toMatchObject({ status: 'confirmed', payment_method: 'credit_card', user: { name: 'Rita Lopes' } });

    // /vendas: the sale (at 390 px a card of the sales list, docs/0039), the cards counting it, and its CSV line.
    await page.goto('/vendas');
    const saleRow = page.getByRole('list', { name: 'Vendas' }).getByRole('listitem').filter({ hasText: 'Rita Lopes' });
    await expect.poll(() => saleRow.textContent()).toContain(usd(sale.commission_amount));
    const saleText = await saleRow.textContent();
    for (const text of [usd(sale.total_usd), 'Cartão de Crédito', 'Confirmada', seller.username])
      expect(saleText).toContain(text);
    // The cards have their own request: '—' until it answers.
    await expect.poll(() => page.getByRole('group', { name: 'Total de Vendas' }).textContent()).toContain('1');
    const [salesDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const salesCsv = await readFile((await salesDownload.path())!, 'utf8');
    expect(salesCsv.startsWith('\uFEFF')).toBe(true);
    const saleLine = salesCsv
      .split('\r\n')
      .find((l) => l.includes('Rita Lopes'))!
      .split(';');
    expect(saleLine.slice(2)).toEqual([
      'Rita Lopes',
      sale.user.email ?? '',
      seller.username,
      sale.total_usd.toFixed(2).replace('.', ','),
      sale.total_brl.toFixed(2).replace('.', ','),
      sale.commission_amount.toFixed(2).replace('.', ','),
      'Cartão de Crédito',
      'Confirmada',
    ]);

    // 'Ver Pedido' on /listas leads to the same sale.
    expect(sale.order_number).toBeTruthy();
    await page.goto(`/vendas?pedido=${encodeURIComponent(sale.order_number)}`);
    const drawer = page.getByRole('dialog', { name: `Pedido ${sale.order_number}` });
    await expect.poll(() => drawer.textContent()).toContain('Presentes');

    await page.goto('/comissoes');
    // At 390 px each seller is a card too (issue 28).
    const sellerRow = page
      .getByRole('list', { name: 'Comissões por vendedor' })
      .getByRole('listitem')
      .filter({ hasText: seller.username });
    await expect.poll(() => sellerRow.textContent()).toContain(usd(row.total_commission));
    expect(await sellerRow.textContent()).toContain('7,50%');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const line = csv.split('\r\n').find((l) => l.startsWith(seller.username))!;
    expect(line.split(';')).toEqual([
      seller.username,
      seller.email,
      '1',
      row.total_revenue.toFixed(2).replace('.', ','),
      row.total_commission.toFixed(2).replace('.', ','),
      '7,50',
    ]);
    await context.close();
    await api.call('DELETE', `/api/commissions/rules/${rule.id}`);
  });
});
