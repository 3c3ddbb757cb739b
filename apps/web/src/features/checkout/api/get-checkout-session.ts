import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/api';
import { checkoutKeys } from './query-keys';

/** GET /api/checkout/{token}: public, the customer has no staff token. */
export const checkoutSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: checkoutKeys.session(token),
    queryFn: ({ signal }) => publicApi.get<CheckoutSessionView>(`/checkout/${encodeURIComponent(token)}`, signal),
    // The session changes under the customer (a PIX confirmed by staff): always read it fresh.
    staleTime: 0,
  });

export const useCheckoutSession = (token: string) => useQuery(checkoutSessionQueryOptions(token));
