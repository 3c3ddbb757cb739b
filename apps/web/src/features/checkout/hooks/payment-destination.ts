import type { PaymentResult } from '@ponte/domain/checkout';
import { checkoutText } from '@ponte/domain/checkout-rules';

export type PaymentDestination =
  { kind: 'success' } | { kind: 'redirect'; url: string } | { kind: 'error'; message: string };

/**
 * Where a payment result sends the customer (spec 2 §4 'Checkout result'): approved, or a PIX or
 * boleto to pay, to the success page; a provider page to that page; anything else to the error
 * page with the provider's message.
 */
export function paymentDestination(result: PaymentResult): PaymentDestination {
  if (result.status === 'approved') return { kind: 'success' };
  if (result.status === 'pending' && (result.pix_emv || result.boleto_url)) return { kind: 'success' };
  if (result.payment_url) return { kind: 'redirect', url: result.payment_url };
  return { kind: 'error', message: result.message || checkoutText.pending };
}

export const successPath = (token: string) => `/checkout-success/${encodeURIComponent(token)}`;
export const errorPath = (token: string, message: string) =>
  `/checkout-error/${encodeURIComponent(token)}?message=${encodeURIComponent(message)}`;
export const checkoutPath = (token: string) => `/checkout/${encodeURIComponent(token)}`;

/** What the checkout hands the success page, so it shows the payment without asking the server again. */
export type SuccessState = { result: PaymentResult };

export const isSuccessState = (state: unknown): state is SuccessState =>
  typeof state === 'object' &&
  state !== null &&
  'result' in state &&
  typeof (state as SuccessState).result?.status === 'string';
