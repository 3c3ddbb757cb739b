import { luhnValid } from '@ponte/domain/cards';
import type { PaymentResult } from '@ponte/domain/checkout';
import type { App } from '../src/app';
import { checkoutForm } from './fixtures/checkout-form';
import { bearer, type TestContext } from './helpers';

/** The shop's own PIX key (POST /api/configurations): with no provider, checkout makes PIX codes from it. */
export const SHOP_PIX = {
  pix_key: 'pix@ponte.com.br',
  pix_merchant_name: 'Ponte Importações',
  pix_merchant_city: 'São Paulo',
};

/** A Luhn-valid number starting with `first` that nobody else uses, so finding it anywhere means Ponte kept it. */
export function uniqueCardNumber(first: string): string {
  const body = `${first}${String(Date.now()).slice(-10)}${Math.floor(Math.random() * 1e4)
    .toString()
    .padStart(4, '0')}`;
  for (let d = 0; d < 10; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

/** A new customer's list of one product line and its checkout session, made through the staff API. */
export async function checkoutForNewCustomer(
  app: App,
  auth: Record<string, string>,
  customer: { phone: string; name: string },
  list = { name: 'Lista', product: 'Relógio', price: 50, quantity: 1 },
): Promise<{ customerId: number; listId: number; token: string; amountBrl: number }> {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: auth, payload });
  const { id } = (await post('/api/customers', customer)).json().data;
  const { id: listId } = (await post('/api/shopping-lists', { user_id: id, name: list.name })).json().data;
  await post('/api/shopping-lists/add-product', {
    list_id: listId,
    product_name: list.product,
    product_price: list.price,
    quantity: list.quantity,
  });
  const { token, amount_brl } = (await post('/api/checkout/create-session', { shopping_list_id: listId })).json().data;
  return { customerId: id, listId, token, amountBrl: amount_brl };
}

type WaitingPixPlan = {
  /** The first digits of each customer's phone: the call's number completes it. */
  phonePrefix: string;
  /** Each customer's name, before the call's number. */
  name: string;
  /** Each payment comes from `${ipPrefix}.<number>.1`, so no address reaches the rate limit. */
  ipPrefix: string;
  product: { product: string; price: number; quantity: number };
};

/**
 * Numbered new customers, each with a list of `plan.product` whose checkout the customer paid by
 * PIX (checkoutForm): one a call, the PIX it answered still waiting unless the test changes that.
 */
export function waitingPixLists(getT: () => TestContext, plan: WaitingPixPlan) {
  let seq = 0;
  return async () => {
    seq += 1;
    const t = getT();
    const { listId, token } = await checkoutForNewCustomer(
      t.app,
      bearer(t.adminToken),
      { phone: `${plan.phonePrefix}${String(100000 + seq)}`, name: `${plan.name} ${seq}` },
      { name: `Lista ${seq}`, ...plan.product },
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${token}/process-payment`,
      remoteAddress: `${plan.ipPrefix}.${seq}.1`,
      payload: checkoutForm(),
    });
    return { listId, token, pix: paid.json().data as PaymentResult };
  };
}

/** What a buyer from Campinas sends to pay by card in one installment. */
export function cardPaymentForm(
  buyer: { name: string; email: string; phone: string },
  card: { number: string; holder_name: string; cvv: string },
) {
  return {
    customer_name: buyer.name,
    customer_email: buyer.email,
    customer_phone: buyer.phone,
    customer_cpf: '52998224725',
    customer_address: {
      street: 'Rua A',
      number: '1',
      neighborhood: 'Centro',
      city: 'Campinas',
      state: 'SP',
      zipcode: '13010000',
    },
    payment_method: 'credit_card',
    card_data: {
      number: card.number,
      holder_name: card.holder_name,
      expiry_month: '12',
      expiry_year: String(new Date().getFullYear() + 3),
      cvv: card.cvv,
    },
    installments: 1,
  };
}
