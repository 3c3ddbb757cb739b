import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { publicApi } from '../../../lib/http';
import { useRequest } from '../hooks/use-request';

const readSession = (token: string, signal?: AbortSignal) =>
  publicApi.get<CheckoutSessionView>(`/checkout/${encodeURIComponent(token)}`, signal);

/** A read started before the page rendered, for the page's first read of that token to take. */
let early: { token: string; answer: Promise<CheckoutSessionView> } | null = null;

/**
 * Starts reading the session as the bundle starts, before React renders (checkout-main.tsx): on
 * a slow phone the answer is on its way while the page draws its first frame, rather than after
 * it (issue 35). The first read of this token takes it; any later read asks the server again.
 */
export function readSessionEarly(token: string) {
  const answer = readSession(token);
  // Unhandled until the page takes it: the page reports a failure, not the console.
  answer.catch(() => undefined);
  early = { token, answer };
}

function firstOrFreshRead(token: string, signal: AbortSignal) {
  if (early?.token !== token) return readSession(token, signal);
  const { answer } = early;
  early = null;
  return answer;
}

/** GET /api/checkout/{token}: public, the customer has no staff token; read fresh on every page. */
export const useCheckoutSession = (
  token: string,
  /** How long until it is read again, from what it says (a PIX waiting to be paid); false: not again. */
  every?: (session: CheckoutSessionView | undefined) => number | false,
) => useRequest(`session:${token}`, (signal) => firstOrFreshRead(token, signal), every);
