import type { CheckoutSessionView, InstallmentOption, PaymentResult } from '@ponte/domain/checkout';
import { ok, type Routes } from '../../test/mock-api';

export const CHECKOUT_TOKEN = 'Xk3vQ9pL2mN8rT5wY7zA1bC4dE6fG0hJ';
export const VALID_CPF = '529.982.247-25';

export const checkoutSession = (overrides: Partial<CheckoutSessionView> = {}): CheckoutSessionView => ({
  token: CHECKOUT_TOKEN,
  status: 'open',
  total_amount: 1234.56,
  customer_name: 'Maria Souza',
  customer_email: 'maria@cliente.com',
  completed_at: null,
  expires_at: '2099-01-01T00:00:00.000Z',
  appmax_order_id: null,
  test_mode: false,
  pix_available: true,
  shopping_list: {
    name: 'Lista da Maria',
    user: {
      name: 'Maria Souza',
      email_woocomerce: 'maria.loja@cliente.com',
      email: 'maria@cliente.com',
      phone: '5511988887777',
    },
    shopping_list_items: [
      { quantity: 2, product_name: 'Tênis Nike Air' },
      { quantity: 1, product_name: 'Perfume Dior' },
    ],
  },
  payment: null,
  ...overrides,
});

export const paymentResult = (overrides: Partial<PaymentResult> = {}): PaymentResult => ({
  status: 'approved',
  payment_method: 'credit_card',
  pix_emv: null,
  pix_code: null,
  pix_qrcode: null,
  pix_expiration: null,
  boleto_url: null,
  boleto_line: null,
  payment_url: null,
  message: null,
  order_id: 'PED-1001',
  amount: 1234.56,
  card_last4: '1111',
  installments: 3,
  ...overrides,
});

export const pixResult = (overrides: Partial<PaymentResult> = {}) =>
  paymentResult({
    status: 'pending',
    payment_method: 'pix',
    pix_emv: '00020126580014br.gov.bcb.pix0136chave-pix-da-loja5204000053039865406100.005802BR6304ABCD',
    pix_qrcode: 'iVBORw0KGgoAAAANSUhEUg',
    pix_expiration: '2099-03-25T17:30:00.000Z',
    card_last4: null,
    installments: 1,
    ...overrides,
  });

export const boletoResult = (overrides: Partial<PaymentResult> = {}) =>
  paymentResult({
    status: 'pending',
    payment_method: 'boleto',
    boleto_url: 'https://pagamentos.example/boleto/123.pdf',
    boleto_line: '34191.79001 01043.510047 91020.150008 8 99990000123456',
    card_last4: null,
    installments: 1,
    ...overrides,
  });

export const installmentOptions: InstallmentOption[] = [
  { number: 1, installment_amount: 100, last_installment_amount: 100, total_amount: 100, interest_free: true },
  { number: 3, installment_amount: 33.33, last_installment_amount: 33.34, total_amount: 100, interest_free: true },
  { number: 12, installment_amount: 9.78, last_installment_amount: 9.78, total_amount: 117.36, interest_free: false },
];

/** The public calls of one session; tests add or replace the payment answer. */
export const checkoutApi = (session = checkoutSession(), extra: Routes = {}): Routes => ({
  [`GET /api/checkout/${session.token}`]: ok(session),
  [`GET /api/checkout/${session.token}/installments`]: ok(installmentOptions),
  ...extra,
});

export const PAY_KEY = `POST /api/checkout/${CHECKOUT_TOKEN}/process-payment`;
