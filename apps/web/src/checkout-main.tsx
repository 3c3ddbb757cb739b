import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readSessionEarly } from './features/checkout/api/get-checkout-session';
import { CheckoutApp, pageOf } from './features/checkout/checkout-app';

/**
 * How long the first frame waits for the order when the server did not write it into the page
 * (it usually does, and then nothing waits): a quick answer makes the first frame show the
 * order rather than a loader for one frame; on a slow one the loader shows after this.
 */
const FIRST_FRAME_WAIT_MS = 250;

// The order, from the page or asked for before the first render: on a slow phone it travels while React starts.
const { page, token } = pageOf(window.location.pathname);
const early = page === 'checkout' || page === 'success' ? readSessionEarly(token) : Promise.resolve();

// The customer's checkout, apart from the staff app (issue 35, docs/0086): React and these pages only.
void Promise.race([early, new Promise((wait) => setTimeout(wait, FIRST_FRAME_WAIT_MS))]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <CheckoutApp />
    </StrictMode>,
  ),
);
