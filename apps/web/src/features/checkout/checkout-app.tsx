import { useEffect } from 'react';
import { setScreenTitle } from '../../lib/document-title';
import { CheckoutErrorPage } from './components/checkout-error-page';
import { CheckoutPage } from './components/checkout-page';
import { CheckoutSuccessPage } from './components/checkout-success-page';
import { CheckoutNotFoundPage } from './components/session-unavailable';
import { usePlace } from './hooks/use-location';

/** The page a public path shows: /checkout/{token}, /checkout-success/{token}, /checkout-error/{token}. */
export function pageOf(pathname: string): { page: 'checkout' | 'success' | 'error' | 'not-found'; token: string } {
  const match = /^\/(checkout|checkout-success|checkout-error)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return { page: 'not-found', token: '' };
  const page = match[1] === 'checkout' ? 'checkout' : match[1] === 'checkout-success' ? 'success' : 'error';
  return { page, token: decodeURIComponent(match[2]!) };
}

const titles = {
  checkout: 'Finalizar Compra',
  success: 'Pagamento',
  error: 'Pagamento Não Aprovado',
  'not-found': 'Sessão não encontrada',
} as const;

/**
 * The customer's pages (spec 2 §2), a bundle of their own (issue 35, docs/0086): the server
 * answers every /checkout… path with checkout.html, and this reads the path.
 */
export function CheckoutApp() {
  const place = usePlace();
  const { page, token } = pageOf(place.pathname);
  useEffect(() => setScreenTitle(titles[page]), [page]);
  // A new page (or token) mounts afresh: its reads and focus start over.
  const key = `${page}:${token}`;
  if (page === 'checkout') return <CheckoutPage key={key} token={token} />;
  if (page === 'success') return <CheckoutSuccessPage key={key} token={token} state={place.state} />;
  if (page === 'error') return <CheckoutErrorPage key={key} token={token} search={place.search} />;
  return <CheckoutNotFoundPage />;
}
