import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '@ponte/domain/session';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { setUnauthorizedHandler } from '../lib/api';
import { saveSession } from '../lib/auth-storage';
import { adminUser } from './fixtures';
import { mockApi, ok, type Routes } from './mock-api';

export const TEST_TOKEN = 'test-token';

/** What the shell asks for on every screen: a valid session and no open shift. */
export const shellRoutes = (user: SessionUser): Routes => ({
  'POST /api/checkjwt': { status: 200, body: { valid: true, user } },
  'GET /api/attendance/my-status': ok({ status: 'none', clock_in: null, attendance_id: null, break_start: null }),
  'GET /api/health': ok({ status: 'ok', database: 'sqlite', uptime_seconds: 1, version: '0.1.0' }),
  'GET /api/stats': ok({ totalUsers: 0, totalMessages: 0, totalLists: 0, activeLists: 0 }),
  'GET /api/attendance/history': ok([]),
  'GET /api/notifications/count': ok({ unread: 0 }),
});

export type RenderAppOptions = {
  /** Signed-in user; null renders signed out. */
  user?: SessionUser | null;
  /** Answers added to, or replacing, the shell's. */
  api?: Routes;
};

/** Mounts the whole app (providers, real routes and guard) in a memory router at `path`. */
export function renderApp(path: string, { user = adminUser, api = {} }: RenderAppOptions = {}) {
  if (user) saveSession(TEST_TOKEN, user);
  const server = mockApi({ ...(user ? shellRoutes(user) : {}), ...api });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, server, queryClient, user: userEvent.setup({ delay: null }) };
}
