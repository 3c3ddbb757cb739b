import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@ponte/domain/checkout';
import { checkoutForNewCustomer } from '../../../test/checkout-session';
import { checkoutForm } from '../../../test/fixtures/checkout-form';
import { bearer, countRows, useTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
useTestApp((built) => (t = built));

/** A card payment of a new customer's checkout with a card valid until `month`/`year`. */
async function payWithCardUntil(month: number, year: number) {
  const { token } = await checkoutForNewCustomer(t.app, bearer(t.adminToken), {
    phone: `55119${String(Date.now()).slice(-8)}`,
    name: 'Cliente Validade',
  });
  const card_data = {
    number: TEST_CARDS.approved,
    holder_name: 'Cliente Validade',
    expiry_month: String(month),
    expiry_year: String(year),
    cvv: '123',
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/checkout/${token}/process-payment`,
    payload: checkoutForm({ payment_method: 'credit_card', card_data }),
  });
}

describe("a card's expiry is judged by the server's clock (issue 36: no clock inside a schema)", () => {
  it('a card past its month is a 400 naming the year field, and nothing is claimed or charged', async () => {
    const payments = await countRows(t.db, 'payments');
    const lastYear = new Date().getFullYear() - 1;
    const res = await payWithCardUntil(12, lastYear);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Cartão expirado',
      code: 'invalid_input',
      details: { 'card_data.expiry_year': 'Cartão expirado' },
    });
    expect(await countRows(t.db, 'payments')).toBe(payments);
  });

  it('a card valid through this month still pays', async () => {
    const now = new Date();
    const res = await payWithCardUntil(now.getMonth() + 1, now.getFullYear());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('approved');
  });
});
