import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { CheckoutApp } from '../checkout-app';
import { CHECKOUT_TOKEN, checkoutApi, checkoutSession } from '../test-fixtures';
import { readSessionEarly } from './get-checkout-session';

const SESSION = `GET /api/checkout/${CHECKOUT_TOKEN}`;

describe('the session read started before the first render (issue 35)', () => {
  it('is asked for at once, and the page takes that answer rather than asking again', async () => {
    const server = mockApi(checkoutApi());
    readSessionEarly(CHECKOUT_TOKEN);
    expect(server.callsTo(SESSION)).toHaveLength(1);
    window.history.replaceState(null, '', `/checkout/${CHECKOUT_TOKEN}`);
    render(<CheckoutApp />);
    await screen.findByRole('form', { name: 'Checkout' });
    expect(server.callsTo(SESSION)).toHaveLength(1);
  });

  it('when its answer came before the first render, the first frame shows the order and nothing is asked again', async () => {
    const server = mockApi(checkoutApi());
    await readSessionEarly(CHECKOUT_TOKEN);
    window.history.replaceState(null, '', `/checkout/${CHECKOUT_TOKEN}`);
    render(<CheckoutApp />);
    // At once: no loader frame between the page and its order.
    expect(screen.getByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Número do Cartão' });
    expect(server.callsTo(SESSION)).toHaveLength(1);
  });

  it("a failed early read is the page's to report: the page shows the failure, and nothing else was asked", async () => {
    const server = mockApi(checkoutApi(undefined, { [SESSION]: fail(500, 'Erro interno do servidor') }));
    await readSessionEarly(CHECKOUT_TOKEN);
    window.history.replaceState(null, '', `/checkout/${CHECKOUT_TOKEN}`);
    render(<CheckoutApp />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(server.callsTo(SESSION)).toHaveLength(1);
  });

  it('takes the order the server wrote into the page: nothing is asked, the first frame shows it, the block goes', async () => {
    const server = mockApi(checkoutApi());
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'checkout-order',
      textContent: JSON.stringify(checkoutSession()),
    });
    document.body.append(block);
    await readSessionEarly(CHECKOUT_TOKEN);
    expect(document.getElementById('checkout-order')).toBeNull();
    window.history.replaceState(null, '', `/checkout/${CHECKOUT_TOKEN}`);
    // In StrictMode, as checkout-main renders it: its effects run twice in development.
    render(
      <StrictMode>
        <CheckoutApp />
      </StrictMode>,
    );
    expect(screen.getByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Número do Cartão' });
    expect(server.callsTo(SESSION)).toHaveLength(0);
  });

  it("asks the server when the page's block is another order's or not JSON", async () => {
    for (const text of [JSON.stringify(checkoutSession({ token: 'outro-token' })), '{não é json']) {
      const server = mockApi(checkoutApi());
      document.body.append(
        Object.assign(document.createElement('script'), {
          type: 'application/json',
          id: 'checkout-order',
          textContent: text,
        }),
      );
      await readSessionEarly(CHECKOUT_TOKEN);
      expect(server.callsTo(SESSION)).toHaveLength(1);
      expect(document.getElementById('checkout-order')).toBeNull();
    }
  });

  it('serves one read only: the page mounted again asks the server afresh', async () => {
    const server = mockApi(checkoutApi());
    readSessionEarly(CHECKOUT_TOKEN);
    window.history.replaceState(null, '', `/checkout/${CHECKOUT_TOKEN}`);
    const first = render(<CheckoutApp />);
    await screen.findByRole('form', { name: 'Checkout' });
    first.unmount();
    render(<CheckoutApp />);
    await screen.findByRole('form', { name: 'Checkout' });
    expect(server.callsTo(SESSION)).toHaveLength(2);
  });
});
