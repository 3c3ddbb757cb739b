import { TEST_CARDS } from '@ponte/domain/checkout';
import { checkoutForm } from './fixtures/checkout-form';
import type { TestContext } from './helpers';

/** Pays a checkout session with the test card the fake provider approves, as the customer does on /checkout. */
export function payWithApprovedCard(t: TestContext, sessionToken: string, holderName: string) {
  const card = {
    number: TEST_CARDS.approved,
    holder_name: holderName,
    expiry_month: '12',
    expiry_year: String(new Date().getFullYear() + 2),
    cvv: '123',
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/checkout/${sessionToken}/process-payment`,
    payload: checkoutForm({ payment_method: 'credit_card', card_data: card }),
  });
}
