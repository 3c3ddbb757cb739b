import { describe, expect, it } from 'vitest';
import { fakeGateway } from '../lib/gateway';
import { e2eSuite } from '../lib/suite';

const { api, open, baseURL } = e2eSuite();
const gateway = fakeGateway(api, baseURL);

const brl = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('shopping lists', () => {
  it('search a product, add it, see the totals change, complete with the store e-mail, send a payment link that lands in the chat', async () => {
    const seller = await api.create('operador');
    const customer = (await api.call('POST', '/api/customers', { phone: '5511981230001', name: 'Helena Prado' })).body
      .data;
    const product = await api.call('POST', '/api/woocommerce/create-product', {
      name: 'Mochila Herschel Classic',
      regular_price: '59.90',
      sku: `HER-${Date.now()}`,
      weight: '0,9',
    });
    expect(product.status).toBe(201);
    const list = await api.call('POST', '/api/shopping-lists', {
      user_id: customer.id,
      name: 'Volta às aulas da Helena',
    });
    expect(list.status).toBe(201);

    const { context, page } = await open();
    await api.apiLogin(page, seller);
    await page.goto('/listas');
    await page.getByRole('textbox', { name: 'Buscar listas' }).fill('volta as aulas');
    const card = page.getByRole('article', { name: 'Volta às aulas da Helena' });
    await card.getByRole('button', { name: 'Expandir' }).click();
    await card.getByText('$0.00').first().waitFor();

    // Add product: the search waits for 1.5 s of quiet and 2 characters.
    await card.getByRole('button', { name: 'Adicionar Produto' }).click();
    const modal = page.getByRole('dialog', { name: 'Adicionar produto a "Volta às aulas da Helena"' });
    await modal.getByRole('textbox', { name: 'Buscar produto na loja' }).pressSequentially('mochila herschel');
    await modal.getByRole('button', { name: 'Selecionar Mochila Herschel Classic' }).click();
    const qty = modal.getByRole('textbox', { name: 'Quantidade' });
    await qty.fill('2');
    await modal.getByRole('button', { name: 'Adicionar à lista' }).click();
    await modal.getByText('Produto cadastrado com sucesso!').waitFor();
    await modal.waitFor({ state: 'detached' });

    // 2 × $59.90 = $119.80, 1.8 kg → 2 kg × the kg rate (fallback $5) = $10 → $129.80.
    await card.getByRole('cell', { name: 'Mochila Herschel Classic', exact: true }).first().waitFor();
    await card.getByText('$129.80').first().waitFor();
    const server = (await api.call('GET', `/api/shopping-lists/${list.body.data.id}`)).body.data;
    expect(server.quote.summary.total_usd).toBe(129.8);

    // Payment link: sent on WhatsApp and kept in the chat.
    const before = gateway.evo.requests.length;
    await card.getByRole('button', { name: 'Link de Pagamento' }).click();
    await page.getByText('Link de pagamento criado com sucesso!').waitFor();
    const link = await page
      .getByRole('link', { name: /\/checkout\// })
      .first()
      .textContent();
    expect(link).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
    const sent = gateway.evo.requests.slice(before).find((r) => r.path === '/message/sendText/ponte')!;
    expect(sent.json).toMatchObject({ number: '5511981230001' });
    expect((sent.json as { text: string }).text).toContain(link!);
    expect(brl((sent.json as { text: string }).text.split('Total a pagar:')[1]!.split('\n')[0]!)).toBe(
      server.quote.summary.total_brl,
    );

    // Completing asks for the customer's store e-mail first.
    await card.getByRole('button', { name: 'Marcar como Concluída' }).click();
    const prompt = page.getByRole('dialog', { name: 'E-mail do cliente na loja' });
    const save = prompt.getByRole('button', { name: 'Salvar e concluir' });
    await prompt.getByRole('textbox', { name: 'E-mail na loja' }).fill('helena@');
    expect(await save.isDisabled()).toBe(true);
    await prompt.getByRole('textbox', { name: 'E-mail na loja' }).fill('  helena.prado@loja.com ');
    await save.click();
    await prompt.waitFor({ state: 'detached' });
    // The prompt closes once the e-mail is saved, as the list's update leaves, and the status
    // button reads 'Concluída' all along: the card locks its basket once it shows the completed list.
    await card.getByRole('button', { name: 'Adicionar Produto' }).waitFor({ state: 'detached' });
    const completed = (await api.call('GET', `/api/shopping-lists/${list.body.data.id}`)).body.data;
    expect(completed.status).toBe('completed');
    expect(completed.user.email_woocomerce).toBe('helena.prado@loja.com');
    // A completed list is settled, not paid: its basket is locked, and it is still charged by a link.
    expect(await card.getByRole('button', { name: 'Renomear' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Link de Pagamento' }).count()).toBe(1);

    await page.goto(`/usuarios/${customer.id}`);
    await page.getByRole('log', { name: 'Histórico de mensagens' }).getByText(link!, { exact: false }).waitFor();
    await context.close();
  });

  it('on a phone the lists fit the screen and the card opens', async () => {
    const customer = (await api.call('POST', '/api/customers', { phone: '5511981230002', name: 'Otávio Reis' })).body
      .data;
    await api.call('POST', '/api/shopping-lists', { user_id: customer.id, name: 'Lista do Otávio' });
    const seller = await api.create('trainee');
    const { context, page } = await open({ width: 390, height: 844 });
    await api.apiLogin(page, seller);
    await page.goto('/listas');
    await page.getByRole('textbox', { name: 'Buscar listas' }).fill('otavio');
    const card = page.getByRole('article', { name: 'Lista do Otávio' });
    await card.getByRole('button', { name: 'Expandir' }).click();
    await card.getByRole('button', { name: 'Link de Pagamento' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
