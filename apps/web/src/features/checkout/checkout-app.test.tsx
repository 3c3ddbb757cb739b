import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/mock-api';
import { pageOf } from './checkout-app';
import { renderCheckout } from './test-render';
import { CHECKOUT_TOKEN, checkoutApi, checkoutSession, paymentResult } from './test-fixtures';

describe('the public pages on their own (issue 35)', () => {
  it('reads the page and the token from the path; anything else is not found', () => {
    expect(pageOf(`/checkout/${CHECKOUT_TOKEN}`)).toEqual({ page: 'checkout', token: CHECKOUT_TOKEN });
    expect(pageOf(`/checkout-success/${CHECKOUT_TOKEN}/`)).toEqual({ page: 'success', token: CHECKOUT_TOKEN });
    expect(pageOf('/checkout-error/a%20b')).toEqual({ page: 'error', token: 'a b' });
    for (const path of ['/checkout', '/checkout/', '/checkout/a/b', '/checkouts/a', '/'])
      expect(pageOf(path).page).toBe('not-found');
  });

  it.each([
    [`/checkout/${CHECKOUT_TOKEN}`, 'Finalizar Compra · Ponte'],
    [`/checkout-success/${CHECKOUT_TOKEN}`, 'Pagamento · Ponte'],
    [`/checkout-error/${CHECKOUT_TOKEN}`, 'Pagamento Não Aprovado · Ponte'],
    ['/checkout/a/b', 'Sessão não encontrada · Ponte'],
  ])('names the browser tab: %s → %s', async (path, title) => {
    renderCheckout(path, {
      user: null,
      api: checkoutApi(checkoutSession({ status: 'paid', payment: paymentResult() })),
    });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('the back button goes back to the previous page, with the state it had', async () => {
    const app = renderCheckout(`/checkout/${CHECKOUT_TOKEN}`, {
      user: null,
      api: { ...checkoutApi(), [`GET /api/checkout/${CHECKOUT_TOKEN}`]: ok(checkoutSession()) },
    });
    await screen.findByRole('form', { name: 'Checkout' });
    await app.navigate(`/checkout-error/${CHECKOUT_TOKEN}?message=Recusado`);
    expect(await screen.findByRole('heading', { name: 'Pagamento Não Aprovado' })).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/checkout/${CHECKOUT_TOKEN}`);
  });
});
