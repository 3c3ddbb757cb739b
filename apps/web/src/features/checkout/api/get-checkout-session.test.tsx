import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { CheckoutApp } from '../checkout-app';
import { CHECKOUT_TOKEN, checkoutApi } from '../test-fixtures';
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
