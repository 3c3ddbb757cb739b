import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@ponte/domain/session';
import { saveSession } from '../../lib/auth-storage';
import { adminUser } from '../../test/fixtures';
import { mockApi, type Routes } from '../../test/mock-api';
import { TEST_TOKEN } from '../../test/render-app';
import { CheckoutApp } from './checkout-app';
import { navigate } from './hooks/use-location';

export type RenderCheckoutOptions = {
  /** A staff member signed in on the same browser (their token must not go with the customer's calls); null for none. */
  user?: SessionUser | null;
  api?: Routes;
};

/** The customer's pages as checkout.html mounts them, at `path`. */
export function renderCheckout(path: string, { user = adminUser, api = {} }: RenderCheckoutOptions = {}) {
  if (user) saveSession(TEST_TOKEN, user);
  window.history.replaceState(null, '', path);
  const server = mockApi(api);
  const view = render(<CheckoutApp />);
  return {
    ...view,
    server,
    user: userEvent.setup({ delay: null }),
    location: () => ({
      pathname: window.location.pathname,
      search: window.location.search,
      state: window.history.state as unknown,
    }),
    navigate: (to: string, state?: unknown) => act(() => navigate(to, state)),
  };
}
