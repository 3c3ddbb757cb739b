import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { focused, focusRing, hasFocus, tabTo } from '../lib/keyboard';
import { e2eSuite } from '../lib/suite';

// Issue 18: the sign-in, the customer's checkout, a chat message and the phone menu with the
// keyboard alone: Tab, typing, Enter, Space, arrows and Escape, never the mouse.
const { api, open } = e2eSuite();
const PHONE = { width: 390, height: 844 };

/** The focused control shows a ring: an outline or a shadow with some width. */
async function expectVisibleFocus(page: Page) {
  const ring = await focusRing(page);
  expect(ring.visible, `${await focused(page)} has no visible focus: ${JSON.stringify(ring)}`).toBe(true);
}

/** Tab once and check where it landed and that it shows. */
async function tabExpecting(page: Page, stop: string) {
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(stop);
  await expectVisibleFocus(page);
}

/** Replaces a field's text as a person would: select all, then type. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

let seq = 0;
/** A customer with a one-item list and a checkout link for it, made by staff through the API. */
async function customerWithCheckout() {
  seq += 1;
  const phone = `5511987651${String(seq).padStart(3, '0')}`;
  const customer = (await api.call('POST', '/api/customers', { phone, name: `Joana Prado ${seq}` })).body.data;
  const list = (
    await api.call('POST', '/api/shopping-lists', { user_id: customer.id, name: `Compras da Joana ${seq}` })
  ).body.data;
  await api.call('POST', '/api/shopping-lists/add-product', {
    list_id: list.id,
    product_name: 'Kindle Paperwhite',
    product_price: 149.99,
    quantity: 1,
  });
  const session = (await api.call('POST', '/api/checkout/create-session', { shopping_list_id: list.id })).body.data;
  return {
    customer: customer as { id: number; name: string },
    list: list as { id: number; name: string },
    token: session.token as string,
    url: new URL(session.checkout_url).pathname,
  };
}

beforeAll(async () => {
  // The PIX option is offered only with the shop's PIX key.
  const res = await api.call('POST', '/api/configurations', {
    pix_key: 'pix@ponte.com.br',
    pix_merchant_name: 'Ponte Compras',
    pix_merchant_city: 'Sao Paulo',
  });
  expect(res.status).toBe(200);
});

describe('keyboard only (issue 18)', () => {
  it('sign-in: Usuário → Senha → Mostrar senha → Entrar, each ringed; Enter shows the errors, then opens the dashboard with focus on its heading', async () => {
    const seller = await api.create('operador');
    const { context, page } = await open();
    await page.goto('/login');
    const username = page.getByRole('textbox', { name: 'Usuário' });
    await username.waitFor();
    // The sign-in has nothing to skip: its first field takes focus, and is also the first Tab
    // stop: nothing comes before it, and from the top of the page Tab lands on it.
    expect(await focused(page)).toBe('textbox "Usuário"');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('body');
    await tabExpecting(page, 'textbox "Usuário"');
    await tabExpecting(page, 'textbox "Senha"');
    await tabExpecting(page, 'button "Mostrar senha"');
    await tabExpecting(page, 'button "Entrar"');

    // Space on the eye shows the password, and again hides it.
    const password = page.getByLabel('Senha', { exact: true });
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('button "Mostrar senha"');
    await page.keyboard.press('Space');
    expect(await password.getAttribute('type')).toBe('text');
    await page.keyboard.press('Space');
    expect(await password.getAttribute('type')).toBe('password');

    // Enter on the empty form.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('textbox "Usuário"');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Por favor, preencha todos os campos').waitFor();

    await page.keyboard.type(seller.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type('senha-errada');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Usuário ou senha inválidos').waitFor();
    expect(await focused(page)).toBe('textbox "Senha"');

    await retype(page, seller.password);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('checkout by card: Tab through the form, type it, arrows pick the method and installments, Enter pays and the result heading takes focus', async () => {
    const link = await customerWithCheckout();
    const { context, page } = await open();
    await page.goto(link.url);
    await page.getByRole('textbox', { name: 'Nome Completo' }).waitFor();

    // The name comes from the customer; the rest is typed, every stop ringed.
    await tabExpecting(page, 'textbox "Nome Completo"');
    await tabExpecting(page, 'textbox "Email"');
    await page.keyboard.type('joana@exemplo.com');
    await tabExpecting(page, 'textbox "Telefone"');
    await retype(page, '11987651001');
    await tabExpecting(page, 'textbox "CPF"');
    await page.keyboard.type('52998224725');
    await tabExpecting(page, 'textbox "CEP"');
    await page.keyboard.type('01310100');
    await tabExpecting(page, 'textbox "Rua"');
    await page.keyboard.type('Avenida Paulista');
    await tabExpecting(page, 'textbox "Número"');
    await page.keyboard.type('1000');
    await tabExpecting(page, 'textbox "Complemento"');
    await tabExpecting(page, 'textbox "Bairro"');
    await page.keyboard.type('Bela Vista');
    await tabExpecting(page, 'textbox "Cidade"');
    await page.keyboard.type('São Paulo');
    await tabExpecting(page, 'textbox "Estado"');
    await page.keyboard.type('sp');
    expect(await page.getByRole('textbox', { name: 'CPF' }).inputValue()).toBe('529.982.247-25');
    expect(await page.getByRole('textbox', { name: 'Estado' }).inputValue()).toBe('SP');

    // One stop for the payment methods, on the chosen one; the arrows move the choice.
    await tabExpecting(page, 'radio "Cartão"');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('radio "Boleto"');
    expect(await page.getByRole('radio', { name: 'Boleto' }).isChecked()).toBe(true);
    await page.getByText('O boleto será gerado após a confirmação', { exact: false }).waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('radio "Cartão"');
    expect(await page.getByRole('radio', { name: 'Cartão' }).isChecked()).toBe(true);

    await tabExpecting(page, 'textbox "Número do Cartão"');
    await page.keyboard.type('4111111111111111');
    expect(await page.getByRole('textbox', { name: 'Número do Cartão' }).inputValue()).toBe('4111 1111 1111 1111');
    await tabExpecting(page, 'textbox "Nome no Cartão"');
    await page.keyboard.type('joana prado');
    await tabExpecting(page, 'textbox "Mês"');
    await page.keyboard.type('12');
    await tabExpecting(page, 'textbox "Ano"');
    await page.keyboard.type(String(new Date().getFullYear() + 2));
    await tabExpecting(page, 'textbox "CVV"');
    await page.keyboard.type('123');
    await tabExpecting(page, 'combobox "Parcelas"');
    const installments = page.getByRole('combobox', { name: 'Parcelas' });
    await expect.poll(() => installments.locator('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    expect(await installments.inputValue()).toBe('2');

    await tabExpecting(page, `button "Finalizar Compra - ${await submitTotal(page)}"`);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Pagamento Aprovado!' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/checkout-success/${link.token}`);
    await context.close();
  });

  it('checkout errors and PIX on a phone: Enter with empty card fields focuses the card number (aria-invalid); PIX by arrows, then the first wrong field, then the QR heading', async () => {
    const link = await customerWithCheckout();
    const { context, page } = await open(PHONE);
    await page.goto(link.url);
    await page.getByRole('textbox', { name: 'Nome Completo' }).waitFor();

    await tabExpecting(page, 'textbox "Nome Completo"');
    await page.keyboard.press('Enter');
    const cardNumber = page.getByRole('textbox', { name: 'Número do Cartão' });
    await page.getByRole('alert').getByText('Por favor, preencha os dados do cartão').waitFor();
    expect(await focused(page)).toBe('textbox "Número do Cartão"');
    expect(await cardNumber.getAttribute('aria-invalid')).toBe('true');
    await expectVisibleFocus(page);

    // Back to the methods: the chosen one is the stop; Up from the first wraps to PIX.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('radio "Cartão"');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('radio "PIX"');
    expect(await page.getByRole('radio', { name: 'PIX' }).isChecked()).toBe(true);
    await page.getByText('O QR Code PIX será gerado após a confirmação', { exact: false }).waitFor();
    expect(await cardNumber.count()).toBe(0);

    // Space on the button submits too; the e-mail, still empty, is the first field to fix.
    await tabExpecting(page, `button "Finalizar Compra - ${await submitTotal(page)}"`);
    await page.keyboard.press('Space');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect.poll(() => hasFocus(email)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expectVisibleFocus(page);

    await page.keyboard.type('joana@exemplo.com');
    await tabExpecting(page, 'textbox "Telefone"');
    await retype(page, '11987651002');
    await tabExpecting(page, 'textbox "CPF"');
    await page.keyboard.type('52998224725');
    await tabExpecting(page, 'textbox "CEP"');
    await page.keyboard.type('01310100');
    await tabExpecting(page, 'textbox "Rua"');
    await page.keyboard.type('Avenida Paulista');
    await tabExpecting(page, 'textbox "Número"');
    await page.keyboard.type('1000');
    await tabExpecting(page, 'textbox "Complemento"');
    await tabExpecting(page, 'textbox "Bairro"');
    await page.keyboard.type('Bela Vista');
    await tabExpecting(page, 'textbox "Cidade"');
    await page.keyboard.type('São Paulo');
    await tabExpecting(page, 'textbox "Estado"');
    await page.keyboard.type('SP');
    // Enter in a field sends the form.
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Pague com PIX' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    await page.getByRole('img', { name: 'QR Code PIX' }).waitFor();
    await context.close();
  });

  it('chat: the skip link, Tab to the send box, Enter sends and the box stays empty and focused; a modal closes with Escape and focus returns to its button', async () => {
    const seller = await api.create('operador');
    const { customer } = await customerWithCheckout();
    const { context, page } = await open();
    await api.apiLogin(page, seller);
    await page.goto(`/usuarios/${customer.id}`);
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    await box.waitFor();

    await tabExpecting(page, 'link "Pular para o conteúdo"');
    const skip = await page.getByRole('link', { name: 'Pular para o conteúdo' }).boundingBox();
    expect(skip!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('conteudo');
    // From the screen itself, not the top bar and the menu, to the box in a few stops.
    const stops = await tabTo(page, box, { max: 8 });
    expect(stops[0]).toBe('link "Voltar para usuários"');
    expect(stops).toContain('log "Histórico de mensagens"');
    await expectVisibleFocus(page);

    const text = `Bom dia, ${customer.name}! Seu pedido já está a caminho.`;
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await page.getByText('Mensagem aprovada pela IA').waitFor();
    await page.getByRole('log', { name: 'Histórico de mensagens' }).getByText(text).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    expect(await hasFocus(box)).toBe(true);

    // The lists tab by arrows, the card opened with Enter, its 'Renomear' modal, Escape.
    const listsTab = page.getByRole('tab', { name: /^Listas/ });
    await tabTo(page, page.getByRole('tab', { name: /^Mensagens/ }), { backwards: true, max: 10 });
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(listsTab)).toBe(true);
    expect(await listsTab.getAttribute('aria-selected')).toBe('true');
    await tabTo(page, page.getByRole('button', { name: 'Expandir' }), { max: 5 });
    await page.keyboard.press('Enter');
    const rename = page.getByRole('button', { name: 'Renomear' });
    await tabTo(page, rename, { max: 5 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Renomear lista' });
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe('textbox "Nome da lista"');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(rename)).toBe(true);
    await context.close();
  });

  it('phone menu: Tab to the burger, Enter opens it with focus inside, Escape closes it and focus returns to the burger', async () => {
    const seller = await api.create('operador');
    const { context, page } = await open(PHONE);
    await api.apiLogin(page, seller);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await tabExpecting(page, 'link "Pular para o conteúdo"');
    await tabExpecting(page, 'button "Abrir menu"');
    const burger = page.locator('[aria-controls="menu-principal"]');
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await burger.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.poll(() => menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('button "Abrir menu"');
    await expectVisibleFocus(page);

    // Opened again, Tab walks the links and Enter on one goes there, landing on its heading.
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Usuários' }), { max: 5 });
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Usuários' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

/** The total as the submit button spells it ('R$ 914,44'). */
async function submitTotal(page: Page) {
  return (await page.getByTestId('checkout-total').innerText()).replace(/\s/g, ' ');
}
