import type { FunnelReport } from '@ponte/domain/funnel';

/** The funnel's delivery with one Purchase event (ponte-sale-12) Meta refused with `lastError`. */
export const failedDelivery = (lastError: string, pending = 0): FunnelReport['delivery'] => ({
  configured: true,
  pending,
  failed: 1,
  errors: [
    {
      id: 7,
      event_name: 'Purchase',
      event_id: 'ponte-sale-12',
      attempts: 6,
      last_error: lastError,
      updated_at: '2025-03-10T16:00:00.000Z',
    },
  ],
});
