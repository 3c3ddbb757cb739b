import type { ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { ComingSoonPage } from './routes/coming-soon-page';
import { RequireAdmin, RequireAuth } from './route-guard';
import { adminScreens, linkedAdminScreens, linkedStaffScreens, staffScreens, type Screen } from './screens';
import { AppLayout } from './shell/app-layout';

/** A route module loaded on first visit, so each screen is its own chunk. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** The screens built so far; every other screen of the route table says 'Em breve'. */
const builtPages: Partial<Record<string, ReturnType<typeof page>>> = {
  '/usuarios': page(async () => (await import('../features/customers/components/customers-page')).CustomersPage),
  '/usuarios/:id': page(async () => (await import('./routes/customer-detail-page')).CustomerDetailRoute),
  '/listas': page(async () => (await import('../features/lists/components/lists-page')).ListsPage),
  '/atendimento': page(async () => (await import('./routes/support-page')).SupportPage),
  '/chat': page(async () => (await import('./routes/chat-page')).ChatPage),
  '/gerenciar-usuarios': page(async () => (await import('../features/users/components/system-users-page')).SystemUsersPage),
  '/configuracoes': page(async () => (await import('../features/settings/components/settings-page')).SettingsPage),
  '/painel-atendimento': page(async () => (await import('../features/attendance-panel/components/attendance-panel-page')).AttendancePanelPage),
  '/evolution': page(async () => (await import('../features/gateway/components/gateway-page')).GatewayPage),
  '/assinaturas': page(async () => (await import('../features/plans/components/plans-page')).PlansPage),
};

const screenRoute = ({ path, title }: Screen): RouteObject => {
  const lazy = builtPages[path];
  return lazy ? { path, lazy } : { path, element: <ComingSoonPage title={title} /> };
};

const checkoutNotFound = page(async () => (await import('../features/checkout/components/session-unavailable')).CheckoutNotFoundPage);

function PageLoader() {
  return (
    <Center mih="50dvh">
      <Loader />
    </Center>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { path: 'login', lazy: page(async () => (await import('../features/auth/components/login-page')).LoginPage) },
      // The customer's checkout (spec 2 §2): public, identified by the token, outside the guard and the staff shell.
      { path: 'checkout/:token', lazy: page(async () => (await import('../features/checkout/components/checkout-page')).CheckoutPage) },
      { path: 'checkout-success/:token', lazy: page(async () => (await import('../features/checkout/components/checkout-success-page')).CheckoutSuccessPage) },
      { path: 'checkout-error/:token', lazy: page(async () => (await import('../features/checkout/components/checkout-error-page')).CheckoutErrorPage) },
      // A cut or mangled customer link stays on a public page instead of falling through to the staff sign-in.
      ...['checkout/*', 'checkout-success/*', 'checkout-error/*'].map((path) => ({ path, lazy: checkoutNotFound })),
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                errorElement: <ErrorPage />,
                children: [
                  { index: true, lazy: page(async () => (await import('./routes/dashboard-page')).DashboardPage) },
                  ...[...staffScreens.filter((s) => s.path !== '/'), ...linkedStaffScreens].map(screenRoute),
                  { element: <RequireAdmin />, children: [...adminScreens, ...linkedAdminScreens].map(screenRoute) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
