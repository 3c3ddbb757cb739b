import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstallmentOption } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/api';
import { checkoutKeys } from './query-keys';

/** GET /api/checkout/{token}/installments: the card options on the session's own amount (BRL). */
export const installmentsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: checkoutKeys.installments(token),
    queryFn: ({ signal }) =>
      publicApi.get<InstallmentOption[]>(`/checkout/${encodeURIComponent(token)}/installments`, signal),
  });

/** Asked for only once the card is chosen, so boleto and PIX payers never ask for it. */
export const useInstallments = (token: string, enabled = true) =>
  useQuery({ ...installmentsQueryOptions(token), enabled });
