import { describe, expect, it } from 'vitest';
import { boletoResult, paymentResult, pixResult } from '../test-fixtures';
import { errorPath, paymentDestination } from './payment-destination';

describe("checkout result routing (spec 2 §4 'Checkout result')", () => {
  it('approved goes to the success page', () => {
    expect(paymentDestination(paymentResult())).toEqual({ kind: 'success' });
  });

  it('pending with a PIX code or a boleto goes to the success page', () => {
    expect(paymentDestination(pixResult())).toEqual({ kind: 'success' });
    expect(paymentDestination(boletoResult({ boleto_line: null }))).toEqual({ kind: 'success' });
  });

  it('a payment_url is a full-page redirect', () => {
    expect(paymentDestination(paymentResult({ status: 'pending', payment_url: 'https://pay.example/3ds' }))).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/3ds',
    });
  });

  it("anything else goes to the error page with the message, default 'Pagamento pendente'", () => {
    expect(paymentDestination(paymentResult({ status: 'declined', message: 'Cartão recusado' }))).toEqual({
      kind: 'error',
      message: 'Cartão recusado',
    });
    expect(paymentDestination(paymentResult({ status: 'pending', message: null }))).toEqual({
      kind: 'error',
      message: 'Pagamento pendente',
    });
  });

  it('the message travels URL-encoded', () => {
    expect(errorPath('tok', 'Saldo & limite')).toBe('/checkout-error/tok?message=Saldo%20%26%20limite');
  });
});
