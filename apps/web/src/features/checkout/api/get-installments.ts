import type { InstallmentOption } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/http';
import { useRequest } from '../hooks/use-request';

/**
 * GET /api/checkout/{token}/installments: the card options on the session's own amount (BRL),
 * asked for only once the card is chosen, so boleto and PIX payers never ask for it.
 */
export const useInstallments = (token: string, enabled = true) =>
  useRequest(enabled ? `installments:${token}` : null, (signal) =>
    publicApi.get<InstallmentOption[]>(`/checkout/${encodeURIComponent(token)}/installments`, signal),
  );
