import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/http';
import { useRequest } from '../hooks/use-request';

/** GET /api/checkout/{token}: public, the customer has no staff token; read fresh on every page. */
export const useCheckoutSession = (
  token: string,
  /** How long until it is read again, from what it says (a PIX waiting to be paid); false: not again. */
  every?: (session: CheckoutSessionView | undefined) => number | false,
) =>
  useRequest(
    `session:${token}`,
    (signal) => publicApi.get<CheckoutSessionView>(`/checkout/${encodeURIComponent(token)}`, signal),
    every,
  );
