import { useQuery } from '@tanstack/react-query';
import type { CheckoutHelp } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/api';
import { checkoutKeys } from './query-keys';

/** GET /api/checkout/help: public; the shop's WhatsApp rarely changes, so it is read once a page. */
export const useCheckoutHelp = () =>
  useQuery({
    queryKey: checkoutKeys.help(),
    queryFn: ({ signal }) => publicApi.get<CheckoutHelp>('/checkout/help', signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
