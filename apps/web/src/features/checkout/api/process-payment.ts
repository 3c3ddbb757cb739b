import { useMutation } from '@tanstack/react-query';
import type { PaymentResult, ProcessPaymentBody } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/api';

export type ProcessPaymentInput = { body: ProcessPaymentBody; idempotencyKey: string };

/**
 * POST /api/checkout/{token}/process-payment. The Idempotency-Key lets the server answer a
 * retried submission with its first result instead of charging twice. No cache is touched
 * here: the result pages read the session fresh (staleTime 0).
 */
export function useProcessPayment(token: string) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: ProcessPaymentInput) =>
      publicApi.post<PaymentResult>(`/checkout/${encodeURIComponent(token)}/process-payment`, body, {
        'Idempotency-Key': idempotencyKey,
      }),
  });
}
