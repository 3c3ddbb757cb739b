import { useRef, useState } from 'react';
import type { CheckoutSessionView } from '@ponte/domain/checkout';
import { CHECKOUT_ORDER_BLOCK_ID } from '@ponte/domain/checkout-rules';
import { publicApi } from '../../../lib/http';
import { useRequest } from '../hooks/use-request';

const readSession = (token: string, signal?: AbortSignal) =>
  publicApi.get<CheckoutSessionView>(`/checkout/${encodeURIComponent(token)}`, signal);

type EarlyRead = { token: string; answer: Promise<CheckoutSessionView>; data?: CheckoutSessionView };

/** A read started before the page rendered, for the page's first read of that token to take. */
let early: EarlyRead | null = null;

/** The order the server wrote into the page, taken once (the block goes with it); null when none for `token`. */
function orderInPage(token: string): CheckoutSessionView | null {
  const block = document.getElementById(CHECKOUT_ORDER_BLOCK_ID);
  if (!block) return null;
  block.remove();
  try {
    const order = JSON.parse(block.textContent ?? '') as CheckoutSessionView;
    return order?.token === token ? order : null;
  } catch {
    return null;
  }
}

/**
 * The session as the bundle starts, before React renders (checkout-main.tsx; issue 35): the
 * order the server wrote into the page, else a read started now, on its way while React starts.
 * The first page of this token takes it; any later read asks the server again. Settles (never
 * fails) once the answer is here: the caller may wait for it to render.
 */
export function readSessionEarly(token: string): Promise<void> {
  const inPage = orderInPage(token);
  const read: EarlyRead = inPage
    ? { token, answer: Promise.resolve(inPage), data: inPage }
    : { token, answer: readSession(token) };
  early = read;
  // A failure is the page's to report when it takes the read, not the console's.
  return read.answer.then(
    (data) => {
      read.data = data;
    },
    () => undefined,
  );
}

function takeEarly(token: string): EarlyRead | null {
  if (early?.token !== token) return null;
  const taken = early;
  early = null;
  return taken;
}

/** GET /api/checkout/{token}: public, the customer has no staff token; read fresh on every page. */
export function useCheckoutSession(
  token: string,
  /** How long until it is read again, from what it says (a PIX waiting to be paid); false: not again. */
  every?: (session: CheckoutSessionView | undefined) => number | false,
) {
  // The early read, taken once: its answer when it came (the first frame shows the order), else
  // the answer on its way for the first read to wait on.
  const [taken] = useState(() => takeEarly(token));
  const onItsWay = useRef(taken && !taken.data ? taken.answer : null);
  return useRequest(
    `session:${token}`,
    (signal) => {
      const answer = onItsWay.current;
      onItsWay.current = null;
      return answer ?? readSession(token, signal);
    },
    every,
    taken?.data,
  );
}
