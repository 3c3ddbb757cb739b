import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/mock-api';
import { renderCheckout } from '../test-render';
import { boletoResult, CHECKOUT_TOKEN, checkoutApi, checkoutSession, paymentResult, pixResult } from '../test-fixtures';

const PATH = `/checkout-success/${CHECKOUT_TOKEN}`;

/** Opens the page as after a reload: the payment comes from GET /api/checkout/{token} → data.payment. */
const openWith = (session = checkoutSession()) => renderCheckout(PATH, { user: null, api: checkoutApi(session) });

/** Clicks copy under fake timers and checks the label says 'Copiado!' for exactly 2 s. */
async function expectCopyFeedback(buttonName: string, copied: string) {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  await act(async () => {});
  expect(writeText).toHaveBeenCalledWith(copied);
  expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1999));
  expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('button', { name: buttonName })).toBeInTheDocument();
}

describe('success page /checkout-success/:token', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it("PIX: QR image, copy-and-paste code, 'Copiado!' for 2 s, expiry and the 2-minute note", async () => {
    const pix = pixResult();
    openWith(checkoutSession({ status: 'pending', payment: pix }));
    expect(await screen.findByRole('heading', { name: 'Pague com PIX' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code PIX' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${pix.pix_qrcode}`,
    );
    const code = screen.getByRole('textbox', { name: 'PIX Copia e Cola' });
    expect(code).toHaveValue(pix.pix_emv);
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByText(/^Válido até \d{2}\/\d{2}\/2099 às \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText(/pode levar até 2 minutos/)).toBeInTheDocument();
    await expectCopyFeedback('Copiar código PIX', pix.pix_emv!);
  });

  it("boleto: digitable line with 'Copiado!' for 2 s, a link to open it, and the 3 business days note", async () => {
    const boleto = boletoResult();
    openWith(checkoutSession({ status: 'pending', payment: boleto }));
    expect(await screen.findByRole('heading', { name: 'Boleto Gerado' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Linha digitável' })).toHaveValue(boleto.boleto_line);
    expect(screen.getByRole('link', { name: /Abrir Boleto/ })).toHaveAttribute('href', boleto.boleto_url);
    expect(screen.getByText(/até 3 dias úteis/)).toBeInTheDocument();
    await expectCopyFeedback('Copiar linha digitável', boleto.boleto_line!);
  });

  it('approved card: amount, installments, last digits and the order details', async () => {
    openWith(checkoutSession({ status: 'paid', completed_at: '2025-03-25T17:30:00.000Z', payment: paymentResult() }));
    const heading = await screen.findByRole('heading', { name: 'Pagamento Aprovado!' });
    // Announced: the result's heading takes focus.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('R$ 1.234,56', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/3x · cartão final 1111/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Detalhes do Pedido' });
    expect(within(details).getByText('PED-1001')).toBeInTheDocument();
    expect(within(details).getByText('maria@cliente.com')).toBeInTheDocument();
    expect(within(details).getByText(/^25\/03\/2025 às/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resumo do Pedido' })).toHaveTextContent('2x Tênis Nike Air');
    // Public: the order's own page, never '/' (the staff sign-in).
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      `/checkout/${CHECKOUT_TOKEN}`,
    );
  });

  it('a PIX confirmed meanwhile shows as approved', async () => {
    openWith(checkoutSession({ status: 'paid', payment: pixResult({ status: 'approved' }) }));
    expect(await screen.findByRole('heading', { name: 'Pagamento Aprovado!' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code PIX' })).not.toBeInTheDocument();
  });

  it('shows the payment handed over by the checkout before the session answers', async () => {
    const app = renderCheckout(`/checkout/${CHECKOUT_TOKEN}`, {
      user: null,
      api: {
        ...checkoutApi(),
        // The session read never answers: the handed-over result is all the page has.
        [`GET /api/checkout/${CHECKOUT_TOKEN}`]: () => new Promise(() => {}),
      },
    });
    await app.navigate(PATH, { result: pixResult() });
    expect(await screen.findByRole('heading', { name: 'Pague com PIX' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(pixResult().pix_emv);
  });

  it('without any payment it offers the way back to the checkout', async () => {
    openWith(checkoutSession());
    expect(await screen.findByText('Nenhum pagamento encontrado para este pedido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o pagamento' })).toHaveAttribute(
      'href',
      `/checkout/${CHECKOUT_TOKEN}`,
    );
  });

  it('an expired session without a payment to show says so on the public page', async () => {
    renderCheckout(PATH, {
      user: null,
      api: {
        [`GET /api/checkout/${CHECKOUT_TOKEN}`]: fail(410, 'Este link de pagamento expirou. Peça um novo link à loja.'),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Link de pagamento expirado' })).toBeInTheDocument();
    expect(screen.getByText(/Fale com a gente pelo WhatsApp/)).toBeInTheDocument();
  });

  it('reads the session without the staff token', async () => {
    const app = renderCheckout(PATH, {
      api: {
        [`GET /api/checkout/${CHECKOUT_TOKEN}`]: ok(checkoutSession({ status: 'paid', payment: paymentResult() })),
      },
    });
    await screen.findByRole('heading', { name: 'Pagamento Aprovado!' });
    expect(app.server.callsTo(`GET /api/checkout/${CHECKOUT_TOKEN}`)[0].headers.Authorization).toBeUndefined();
  });
});
