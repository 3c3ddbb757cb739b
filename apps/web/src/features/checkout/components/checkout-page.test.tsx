import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fail, NETWORK_ERROR, ok, type ApiRequest } from '../../../test/mock-api';
import { renderCheckout } from '../test-render';
import * as leavePageModule from '../hooks/leave-page';
import {
  CHECKOUT_TOKEN,
  checkoutApi,
  checkoutSession,
  PAY_KEY,
  paymentResult,
  pixResult,
  VALID_CPF,
} from '../test-fixtures';

const PATH = `/checkout/${CHECKOUT_TOKEN}`;
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const LAST_YEAR = String(new Date().getFullYear() - 1);

type App = ReturnType<typeof renderCheckout>;
// Required labels end in Mantine's ' *'.
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

async function open(api = checkoutApi()) {
  const app = renderCheckout(PATH, { api });
  await screen.findByRole('form', { name: 'Checkout' });
  return app;
}

/** Pasting is one change per field: the masks still apply, the test just does not type key by key. */
async function put({ user }: App, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

async function fillCustomer(app: App, cpf = VALID_CPF) {
  await put(app, 'CPF', cpf.replace(/\D/g, ''));
  await put(app, 'CEP', '01310100');
  await put(app, 'Rua', 'Av. Paulista');
  await put(app, 'Número', '1000');
  await put(app, 'Bairro', 'Bela Vista');
  await put(app, 'Cidade', 'São Paulo');
  await put(app, 'Estado', 'sp');
}

async function fillCard(app: App, number = '4111111111111111') {
  await put(app, 'Número do Cartão', number);
  await put(app, 'Nome no Cartão', 'maria souza');
  await put(app, 'Mês', '12');
  await put(app, 'Ano', NEXT_YEAR);
  await put(app, 'CVV', '123');
}

const submit = (app: App) => app.user.click(screen.getByRole('button', { name: /^Finalizar Compra/ }));
const choose = (app: App, method: string) => app.user.click(screen.getByRole('radio', { name: method }));

describe('checkout page /checkout/:token', () => {
  let alert: ReturnType<typeof vi.fn>;
  let leavePage: MockInstance<typeof leavePageModule.leavePage>;
  beforeEach(() => {
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
    // A spy rather than vi.mock: test files share the module cache, so checkout-form may already
    // hold the real module (another file opened /checkout first); the spy replaces its export.
    leavePage = vi.spyOn(leavePageModule, 'leavePage').mockImplementation(() => {});
  });

  it('shows the order summary and prefills name, store e-mail and phone from the session', async () => {
    await open();
    const summary = screen.getByRole('region', { name: 'Resumo do Pedido' });
    expect(within(summary).getByText('2x Tênis Nike Air')).toBeInTheDocument();
    expect(within(summary).getByText('1x Perfume Dior')).toBeInTheDocument();
    expect(within(summary).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(field('Nome Completo')).toHaveValue('Maria Souza');
    expect(field('Email')).toHaveValue('maria.loja@cliente.com');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Telefone')).toHaveValue('(11) 98888-7777');
    // The amount to pay: the session's until the server's installments come, then the one chosen
    // (1x here; the fixture's options are their own amounts).
    const button = screen.getByRole('button', { name: /^Finalizar Compra - R\$/ });
    expect(button).toBeEnabled();
    expect(['Finalizar Compra - R$ 1.234,56', 'Finalizar Compra - R$ 100,00']).toContain(button.textContent);
    await waitFor(() => expect(button).toHaveTextContent('Finalizar Compra - R$ 100,00'));
  });

  it('masks CPF, phone, CEP and state as typed', async () => {
    const app = await open();
    await app.user.type(field('CPF'), '529982247251234');
    await app.user.clear(field('Telefone'));
    await app.user.type(field('Telefone'), '11988887777999');
    await app.user.type(field('CEP'), '013101009');
    await app.user.type(field('Estado'), 's1pr');
    expect(field('CPF')).toHaveValue('529.982.247-25');
    expect(field('Telefone')).toHaveValue('(11) 98888-7777');
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('Estado')).toHaveValue('SP');
  });

  it("says 'CPF inválido' and 'CEP inválido' beside the fields on leaving them", async () => {
    const app = await open();
    await app.user.type(field('CPF'), '52998224724');
    await app.user.type(field('CEP'), '0131');
    await app.user.tab();
    expect(field('CPF')).toHaveAccessibleDescription('CPF inválido');
    expect(field('CEP')).toHaveAccessibleDescription('CEP inválido');
  });

  it('card form: number grouped by 4, Luhn from 13 digits, brand, holder upper-cased, month, expired year, CVV hint', async () => {
    const app = await open();
    const number = field('Número do Cartão');
    await app.user.type(number, '411111111111');
    expect(number).toHaveValue('4111 1111 1111');
    expect(screen.queryByText('Número de cartão inválido')).not.toBeInTheDocument();
    await app.user.type(number, '2');
    expect(screen.getByText('Número de cartão inválido')).toBeInTheDocument();
    expect(screen.getByText('Visa')).toBeInTheDocument();

    await app.user.clear(number);
    await app.user.type(number, '401178');
    expect(screen.getByText('Elo')).toBeInTheDocument();

    await app.user.type(field('Nome no Cartão'), 'maria souza');
    expect(field('Nome no Cartão')).toHaveValue('MARIA SOUZA');
    await app.user.type(field('Mês'), '13');
    expect(field('Mês')).toHaveAccessibleDescription('Mês inválido');
    await app.user.type(field('Ano'), LAST_YEAR);
    expect(field('Ano')).toHaveAccessibleDescription('Cartão expirado');
    await app.user.type(field('CVV'), '12a345');
    expect(field('CVV')).toHaveValue('1234');
    expect(screen.getByText('3 ou 4 dígitos no verso')).toBeInTheDocument();
  });

  it('lists the installments from the server', async () => {
    await open();
    const select = await screen.findByRole('combobox', { name: 'Parcelas' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select).getByRole('option', { name: '3x de R$ 33,33 sem juros (última R$ 33,34)' }),
    ).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: '12x de R$ 9,78 (total R$ 117,36)' })).toBeInTheDocument();
  });

  it('the button says what the card is charged: the total of the installments chosen, interest included (issue 28)', async () => {
    const app = await open();
    const select = await screen.findByRole('combobox', { name: 'Parcelas' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('button', { name: /^Finalizar Compra/ })).toHaveTextContent('Finalizar Compra - R$ 100,00');
    await app.user.selectOptions(select, '12');
    expect(screen.getByRole('button', { name: /^Finalizar Compra/ })).toHaveTextContent('Finalizar Compra - R$ 117,36');
    await app.user.selectOptions(select, '3');
    expect(screen.getByRole('button', { name: /^Finalizar Compra/ })).toHaveTextContent('Finalizar Compra - R$ 100,00');
  });

  it('a form with errors is not sent: each error shows beside its field and the first one gets the focus', async () => {
    const app = await open({ ...checkoutApi(), [PAY_KEY]: ok(pixResult()) });
    await choose(app, 'PIX');
    await put(app, 'CPF', '52998224724');
    await submit(app);
    expect(field('CPF')).toHaveAccessibleDescription('CPF inválido');
    expect(field('CEP')).toHaveAccessibleDescription('CEP inválido');
    expect(field('Rua')).toHaveAccessibleDescription('Campo obrigatório');
    expect(field('Complemento')).not.toHaveAccessibleDescription();
    expect(field('CPF')).toHaveFocus();
    expect(app.server.callsTo(PAY_KEY)).toHaveLength(0);
  });

  it("an incomplete card stops with 'Por favor, preencha os dados do cartão'", async () => {
    const app = await open({ ...checkoutApi(), [PAY_KEY]: ok(paymentResult()) });
    await fillCustomer(app);
    await put(app, 'Número do Cartão', '4111111111111111');
    await submit(app);
    // Said on the page and announced, not in a browser dialog; the first empty card field takes focus.
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha os dados do cartão');
    expect(alert).not.toHaveBeenCalled();
    expect(field('Nome no Cartão')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome no Cartão')).toHaveFocus();
    expect(field('Número do Cartão')).not.toHaveAttribute('aria-invalid', 'true');
    expect(app.server.callsTo(PAY_KEY)).toHaveLength(0);
  });

  it('sends digits only, the holder in capitals and an Idempotency-Key, without the staff token; approved goes to the success page', async () => {
    const app = await open({ ...checkoutApi(), [PAY_KEY]: ok(paymentResult()) });
    await fillCustomer(app);
    await fillCard(app);
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Parcelas' }), '3');
    await submit(app);

    await waitFor(() => expect(app.location().pathname).toBe(`/checkout-success/${CHECKOUT_TOKEN}`));
    const [call] = app.server.callsTo(PAY_KEY);
    expect(call.body).toEqual({
      customer_name: 'Maria Souza',
      customer_email: 'maria.loja@cliente.com',
      customer_phone: '11988887777',
      customer_cpf: '52998224725',
      customer_address: {
        street: 'Av. Paulista',
        number: '1000',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        zipcode: '01310100',
      },
      payment_method: 'credit_card',
      card_data: {
        number: '4111111111111111',
        holder_name: 'MARIA SOUZA',
        expiry_month: 12,
        expiry_year: Number(NEXT_YEAR),
        cvv: '123',
      },
      installments: 3,
    });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // renderApp signs a staff member in: the customer's calls must still go without the token.
    for (const c of app.server.calls.filter((c) => c.path.startsWith('/api/checkout')))
      expect(c.headers.Authorization).toBeUndefined();
    expect(app.location().state).toEqual({ result: paymentResult() });
  });

  it('PIX sends card_data null and goes to the success page with the PIX data', async () => {
    const app = await open({ ...checkoutApi(), [PAY_KEY]: ok(pixResult()) });
    await choose(app, 'PIX');
    expect(screen.getByText(/confirmado na hora, em até 2 minutos/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Número do Cartão/ })).not.toBeInTheDocument();
    await fillCustomer(app);
    await submit(app);
    await waitFor(() => expect(app.location().pathname).toBe(`/checkout-success/${CHECKOUT_TOKEN}`));
    expect(app.server.callsTo(PAY_KEY)[0].body).toMatchObject({
      payment_method: 'pix',
      card_data: null,
      installments: 1,
    });
    expect(app.location().state).toEqual({ result: pixResult() });
  });

  it('boleto shows its note (up to 3 business days)', async () => {
    const app = await open();
    await choose(app, 'Boleto');
    expect(screen.getByText(/até 3 dias úteis/)).toBeInTheDocument();
  });

  it('the payment methods are one Tab stop, the chosen one; the arrow keys move the choice', async () => {
    const { user } = await open();
    const card = screen.getByRole('radio', { name: 'Cartão' });
    const boleto = screen.getByRole('radio', { name: 'Boleto' });
    field('Estado').focus();
    await user.tab();
    expect(card).toHaveFocus();
    await user.tab();
    expect(field('Número do Cartão')).toHaveFocus();

    await user.tab({ shift: true });
    expect(card).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(boleto).toHaveFocus();
    expect(boleto).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Finalizar Compra/ })).toHaveFocus();
    await user.tab({ shift: true });
    expect(boleto).toHaveFocus();
  });

  it('a payment_url leaves the app with a full-page redirect', async () => {
    const app = await open({
      ...checkoutApi(),
      [PAY_KEY]: ok(paymentResult({ status: 'pending', payment_url: 'https://pay.example/3ds', card_last4: null })),
    });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://pay.example/3ds'));
    expect(app.location().pathname).toBe(PATH);
  });

  it('a declined card goes to the error page with its message', async () => {
    const app = await open({
      ...checkoutApi(),
      [PAY_KEY]: ok(paymentResult({ status: 'declined', message: 'Cartão recusado pelo banco' })),
    });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    await waitFor(() => expect(app.location().pathname).toBe(`/checkout-error/${CHECKOUT_TOKEN}`));
    expect(app.location().search).toBe(`?message=${encodeURIComponent('Cartão recusado pelo banco')}`);
  });

  it("a pending result without PIX or boleto goes to the error page with 'Pagamento pendente'", async () => {
    const app = await open({ ...checkoutApi(), [PAY_KEY]: ok(paymentResult({ status: 'pending', message: null })) });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    await waitFor(() => expect(app.location().search).toBe(`?message=${encodeURIComponent('Pagamento pendente')}`));
  });

  it('a 402 refusal goes to the error page with the server message', async () => {
    const app = await open({ ...checkoutApi(), [PAY_KEY]: fail(402, 'Saldo insuficiente') });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    await waitFor(() => expect(app.location().search).toBe(`?message=${encodeURIComponent('Saldo insuficiente')}`));
  });

  it('a 400 shows the server error as an alert, stays on the page and puts the details beside the fields', async () => {
    const app = await open({
      ...checkoutApi(),
      [PAY_KEY]: fail(400, 'CEP inválido', {
        'customer_address.zipcode': 'CEP inválido',
        customer_cpf: 'CPF inválido',
      }),
    });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('CEP inválido');
    expect(app.location().pathname).toBe(PATH);
    expect(field('CEP')).toHaveAccessibleDescription('CEP inválido');
    expect(field('CPF')).toHaveAccessibleDescription('CPF inválido');
  });

  it("a failure without a server message alerts 'Erro ao processar pagamento'", async () => {
    const app = await open({ ...checkoutApi(), [PAY_KEY]: { status: 500, body: null } });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao processar pagamento');
  });

  it('retrying the same submission reuses the Idempotency-Key; a changed form gets a new one', async () => {
    const replies = [NETWORK_ERROR, NETWORK_ERROR, ok(paymentResult())] as const;
    const app = await open({
      ...checkoutApi(),
      [PAY_KEY]: (_req: ApiRequest) => replies[app.server.callsTo(PAY_KEY).length - 1],
    });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    await waitFor(() => expect(app.server.callsTo(PAY_KEY)).toHaveLength(1));
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Checkout' })).getByRole('alert')).toHaveTextContent(
        'Erro ao processar pagamento',
      ),
    );
    await submit(app);
    await waitFor(() => expect(app.server.callsTo(PAY_KEY)).toHaveLength(2));
    const [first, retry] = app.server.callsTo(PAY_KEY);
    expect(retry.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);

    await put(app, 'Complemento', 'Apto 12');
    await submit(app);
    await waitFor(() => expect(app.server.callsTo(PAY_KEY)).toHaveLength(3));
    expect(app.server.callsTo(PAY_KEY)[2].headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it("shows 'Processando...' and sends once however often the button is pressed", async () => {
    let release!: () => void;
    const app = await open({
      ...checkoutApi(),
      [PAY_KEY]: () => new Promise((resolve) => (release = () => resolve(ok(paymentResult())))),
    });
    await fillCustomer(app);
    await fillCard(app);
    await submit(app);
    const busy = await screen.findByRole('button', { name: 'Processando...' });
    expect(busy).toBeDisabled();
    await app.user.click(busy);
    expect(app.server.callsTo(PAY_KEY)).toHaveLength(1);
    release();
    await waitFor(() => expect(app.location().pathname).toBe(`/checkout-success/${CHECKOUT_TOKEN}`));
  });

  it('test mode lists the test cards', async () => {
    await open(checkoutApi(checkoutSession({ test_mode: true })));
    expect(screen.getByText('Modo de teste: use um dos cartões de teste')).toBeInTheDocument();
    expect(screen.getByText('4111 1111 1111 1111')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByText('5555 5555 5555 4444')).toBeInTheDocument();
  });

  it('a paid session says so and links to the success page instead of the form', async () => {
    renderCheckout(PATH, { api: checkoutApi(checkoutSession({ status: 'paid' })) });
    expect(await screen.findByText('Este pedido já foi pago')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver pagamento' })).toHaveAttribute(
      'href',
      `/checkout-success/${CHECKOUT_TOKEN}`,
    );
  });

  it("an unknown session shows a public 'Sessão não encontrada' page with WhatsApp help, never the staff sign-in", async () => {
    const app = renderCheckout(PATH, {
      user: null,
      api: { [`GET /api/checkout/${CHECKOUT_TOKEN}`]: fail(404, 'Sessão não encontrada') },
    });
    expect(await screen.findByRole('heading', { name: 'Sessão não encontrada' })).toBeInTheDocument();
    expect(screen.getByText(/Fale com a gente pelo WhatsApp/)).toBeInTheDocument();
    expect(app.location().pathname).toBe(PATH);
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("with the shop's WhatsApp saved, the help on a dead link opens a chat with it", async () => {
    renderCheckout(PATH, {
      user: null,
      api: {
        [`GET /api/checkout/${CHECKOUT_TOKEN}`]: fail(404, 'Sessão não encontrada'),
        'GET /api/checkout/help': ok({ whatsapp: '5511988887777' }),
      },
    });
    const link = await screen.findByRole('link', { name: 'WhatsApp +55 (11) 98888-7777' });
    expect(link).toHaveAttribute('href', 'https://wa.me/5511988887777');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("an expired link says so with the server's reason, on the same public page", async () => {
    const expired = 'Este link de pagamento expirou. Peça um novo link à loja.';
    const app = renderCheckout(PATH, {
      user: null,
      api: { [`GET /api/checkout/${CHECKOUT_TOKEN}`]: fail(410, expired) },
    });
    expect(await screen.findByRole('heading', { name: 'Link de pagamento expirado' })).toBeInTheDocument();
    expect(screen.getByText(expired)).toBeInTheDocument();
    expect(screen.getByText(/Fale com a gente pelo WhatsApp/)).toBeInTheDocument();
    expect(app.location().pathname).toBe(PATH);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a rate limit says to try again shortly and keeps the link usable', async () => {
    let calls = 0;
    const app = renderCheckout(PATH, {
      user: null,
      api: {
        ...checkoutApi(),
        [`GET /api/checkout/${CHECKOUT_TOKEN}`]: () =>
          calls++ === 0 ? fail(429, 'Muitas tentativas. Aguarde um momento e tente novamente.') : ok(checkoutSession()),
      },
    });
    expect(await screen.findByText('Muitas tentativas. Aguarde um momento e tente novamente.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sessão não encontrada' })).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
  });

  it.each(['/checkout', '/checkout/', '/checkout/abc/def', '/checkout-success', '/checkout-error'])(
    "a cut link %s shows the public 'Sessão não encontrada', not the staff sign-in",
    async (path) => {
      const app = renderCheckout(path, { user: null });
      expect(await screen.findByRole('heading', { name: 'Sessão não encontrada' })).toBeInTheDocument();
      expect(app.location().pathname).not.toBe('/login');
    },
  );

  it("a network error alerts 'Erro ao carregar checkout' in the page (role=alert, no browser dialog) and offers to try again", async () => {
    const app = renderCheckout(PATH, { user: null, api: { [`GET /api/checkout/${CHECKOUT_TOKEN}`]: NETWORK_ERROR } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar checkout');
    expect(alert).not.toHaveBeenCalled();
    expect(app.location().pathname).toBe(PATH);
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });

  it('is public: opens without a staff session and without the staff shell', async () => {
    renderCheckout(PATH, { user: null, api: checkoutApi() });
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
