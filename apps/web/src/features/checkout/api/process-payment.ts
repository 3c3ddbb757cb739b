import type { PaymentResult } from '@ponte/domain/checkout';
import type { ProcessPaymentBody } from '@ponte/domain/checkout-rules';
import { publicApi } from '../../../lib/http';

/**
 * POST /api/checkout/{token}/process-payment. The Idempotency-Key lets the server answer a
 * retried submission with its first result instead of charging twice.
 */
export const processPayment = (token: string, body: ProcessPaymentBody, idempotencyKey: string) =>
  publicApi.post<PaymentResult>(`/checkout/${encodeURIComponent(token)}/process-payment`, body, {
    'Idempotency-Key': idempotencyKey,
  });
