import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCheckout } from '../test-render';
import { CHECKOUT_TOKEN, checkoutApi } from '../test-fixtures';

describe('error page /checkout-error/:token', () => {
  it("shows the message from the query and 'Tentar Novamente' back to the checkout", async () => {
    renderCheckout(`/checkout-error/${CHECKOUT_TOKEN}?message=${encodeURIComponent('Cartão recusado pelo banco')}`, {
      user: null,
    });
    const heading = await screen.findByRole('heading', { name: 'Pagamento Não Aprovado' });
    // Announced: the result's heading takes focus as the page opens.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Cartão recusado pelo banco')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentar Novamente' })).toHaveAttribute(
      'href',
      `/checkout/${CHECKOUT_TOKEN}`,
    );
    expect(screen.getByText('Verifique o limite disponível')).toBeInTheDocument();
  });

  it("'Voltar ao início' stays public (the order's page, not the staff sign-in) and the WhatsApp help shows", async () => {
    renderCheckout(`/checkout-error/${CHECKOUT_TOKEN}`, { user: null });
    expect(await screen.findByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      `/checkout/${CHECKOUT_TOKEN}`,
    );
    expect(screen.getByText(/Fale com a gente pelo WhatsApp/)).toBeInTheDocument();
  });

  it("the checkout's 'Pagamento pendente' arrives as the message", async () => {
    renderCheckout(`/checkout-error/${CHECKOUT_TOKEN}?message=Pagamento%20pendente`, { user: null });
    expect(await screen.findByText('Pagamento pendente')).toBeInTheDocument();
  });

  it("without a message it says 'Ocorreu um erro ao processar o pagamento' (spec 2 §2)", async () => {
    renderCheckout(`/checkout-error/${CHECKOUT_TOKEN}`, { user: null });
    expect(await screen.findByText('Ocorreu um erro ao processar o pagamento')).toBeInTheDocument();
  });

  it("'Tentar Novamente' reopens the checkout", async () => {
    const app = renderCheckout(`/checkout-error/${CHECKOUT_TOKEN}?message=x`, { user: null, api: checkoutApi() });
    await app.user.click(await screen.findByRole('link', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/checkout/${CHECKOUT_TOKEN}`);
  });
});
