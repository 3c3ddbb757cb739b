import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutApp } from './features/checkout/checkout-app';

// The customer's checkout, apart from the staff app (issue 35, docs/0086): React and these pages only.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CheckoutApp />
  </StrictMode>,
);
