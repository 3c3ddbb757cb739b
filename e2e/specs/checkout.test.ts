import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { hasError, parsePix } from 'pix-utils';
import type { Page } from 'playwright-core';
import { e2eSuite } from '../lib/suite';

const { api, open } = e2eSuite();

let seq = 0;
/** A customer, a list with one item and a checkout link, made by staff through the API. */
async function checkoutLink() {
  seq += 1;
  const customer = (
    await api.call('POST', '/api/customers', { phone: `55119876500${seq}${seq}`, name: `Paula Menezes ${seq}` })
  ).body.data;
  const list = (
    await api.call('POST', '/api/shopping-lists', { user_id: customer.id, name: `Compras da Paula ${seq}` })
  ).body.data;
  await api.call('POST', '/api/shopping-lists/add-product', {
    list_id: list.id,
    product_name: 'Kindle Paperwhite',
    product_price: 149.99,
    quantity: 1,
  });
  const session = (await api.call('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).body.data;
  return {
    customer,
    list,
    token: session.token as string,
    url: new URL(session.checkout_url).pathname,
    amount: session.amount_brl as number,
  };
}

/** Types like a person: digits only, and the page's masks shape them. */
async function fillForm(page: Page) {
  await page.getByRole('textbox', { name: 'Nome Completo' }).fill('Paula Menezes');
  await page.getByRole('textbox', { name: 'Email' }).fill('paula@exemplo.com');
  const phone = page.getByRole('textbox', { name: 'Telefone' });
  await phone.fill('');
  await phone.pressSequentially('11987650011');
  await expect.poll(() => phone.inputValue()).toBe('(11) 98765-0011');
  const cpf = page.getByRole('textbox', { name: 'CPF' });
  await cpf.pressSequentially('52998224725');
  await expect.poll(() => cpf.inputValue()).toBe('529.982.247-25');
  const cep = page.getByRole('textbox', { name: 'CEP' });
  await cep.pressSequentially('01310100');
  await expect.poll(() => cep.inputValue()).toBe('01310-100');
  await page.getByRole('textbox', { name: 'Rua' }).fill('Avenida Paulista');
  await page.getByRole('textbox', { name: 'Número', exact: true }).fill('1000');
  await page.getByRole('textbox', { name: 'Bairro' }).fill('Bela Vista');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('São Paulo');
  const uf = page.getByRole('textbox', { name: 'Estado' });
  await uf.pressSequentially('sp');
  await expect.poll(() => uf.inputValue()).toBe('SP');
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Cartão/ }).click();
  const field = page.getByRole('textbox', { name: 'Número do Cartão' });
  await field.pressSequentially(number);
  await expect.poll(() => field.inputValue()).toBe(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByRole('textbox', { name: 'Nome no Cartão' }).fill('paula menezes');
  await page.getByRole('textbox', { name: 'Mês' }).fill('12');
  await page.getByRole('textbox', { name: 'Ano' }).fill(String(new Date().getFullYear() + 2));
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
}

const submit = (page: Page) => page.getByRole('button', { name: /Finalizar Compra/ }).click();

describe('public checkout', () => {
  it('PIX: the customer fills the masked form and gets a QR code that decodes to a valid BR Code for the amount', async () => {
    const res = await api.call('POST', '/api/configurations', {
      pix_key: 'pix@ponte.com.br',
      pix_merchant_name: 'Ponte Compras',
      pix_merchant_city: 'Sao Paulo',
    });
    expect(res.status).toBe(200);
    const link = await checkoutLink();
    const { context, page } = await open({ width: 390, height: 844 });
    await page.goto(link.url);
    await page.getByText('Kindle Paperwhite').first().waitFor();
    await fillForm(page);
    await page.getByRole('radio', { name: /PIX/ }).click();
    await submit(page);
    await page.getByRole('heading', { name: 'Pague com PIX' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/checkout-success/${link.token}`);

    const src = await page.getByRole('img', { name: 'QR Code PIX' }).getAttribute('src');
    const png = PNG.sync.read(Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)!.data;
    const pix = parsePix(decoded);
    expect(hasError(pix)).toBe(false);
    expect(pix).toMatchObject({
      pixKey: 'pix@ponte.com.br',
      merchantName: 'Ponte Compras',
      transactionAmount: link.amount,
    });
    expect(await page.getByRole('textbox', { name: 'PIX Copia e Cola' }).inputValue()).toBe(decoded);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('test card approved: the success page, and the sale on the server; declined: the error page with the reason', async () => {
    const link = await checkoutLink();
    const { context, page } = await open();
    await page.goto(link.url);
    await fillForm(page);
    await page.getByText('4000 0000 0000 0002').first().waitFor(); // the test-mode notice lists the cards
    await fillCard(page, '4000000000000002');
    await submit(page);
    await page.getByRole('heading', { name: 'Pagamento Não Aprovado' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/checkout-error/${link.token}`);
    await page.getByText('Pagamento recusado', { exact: false }).first().waitFor();

    await page.getByRole('link', { name: 'Tentar Novamente' }).click();
    await page.getByRole('textbox', { name: 'Nome Completo' }).waitFor();
    await fillForm(page);
    await fillCard(page, '4111111111111111');
    await page.getByLabel('Bandeira: Visa').waitFor();
    await submit(page);
    await page.getByRole('heading', { name: 'Pagamento Aprovado!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/checkout-success/${link.token}`);

    const list = (await api.call('GET', `/api/shopping-lists/${link.list.id}`)).body.data;
    expect(list.status).toBe('completed');
    expect(list.woocommerce_order_id).toBeTruthy();
    const session = (await fetch(new URL(`/api/checkout/${link.token}`, page.url())).then((r) => r.json())).data;
    expect(session).toMatchObject({
      status: 'paid',
      payment: { status: 'approved', payment_method: 'credit_card', card_last4: '1111', amount: link.amount },
    });
    await context.close();
  });
});
