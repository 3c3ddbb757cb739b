import type { CheckoutHelp } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/http';
import { useRequest } from '../hooks/use-request';

/** GET /api/checkout/help: public; the shop's WhatsApp, read once a page. */
export const useCheckoutHelp = () =>
  useRequest('help', (signal) => publicApi.get<CheckoutHelp>('/checkout/help', signal));
