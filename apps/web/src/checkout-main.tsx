import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readSessionEarly } from './features/checkout/api/get-checkout-session';
import { CheckoutApp, pageOf } from './features/checkout/checkout-app';

// The order is asked for before the first render: on a slow phone it travels while React draws.
const { page, token } = pageOf(window.location.pathname);
if (page === 'checkout' || page === 'success') readSessionEarly(token);

// The customer's checkout, apart from the staff app (issue 35, docs/0086): React and these pages only.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CheckoutApp />
  </StrictMode>,
);
