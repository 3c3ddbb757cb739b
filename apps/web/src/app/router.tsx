import type { ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { NOT_FOUND_TITLE, NotFoundPage } from './routes/not-found-page';
import { useRouteTitle, type RouteHandle } from './route-title';
import { RequireAdmin, RequireAuth } from './route-guard';
import { adminScreens, linkedAdminScreens, linkedStaffScreens, staffScreens, type Screen } from './screens';

/** A route module loaded on first visit, so each screen is its own chunk. */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** The page of every screen of the route table (screens.ts), each its own chunk. */
export const screenPages: Partial<Record<string, ReturnType<typeof page>>> = {
  '/usuarios': page(async () => (await import('../features/customers/components/customers-page')).CustomersPage),
  '/usuarios/:id': page(async () => (await import('./routes/customer-detail-page')).CustomerDetailRoute),
  '/listas': page(async () => (await import('../features/lists/components/lists-page')).ListsPage),
  '/atendimento': page(async () => (await import('./routes/support-page')).SupportPage),
  '/chat': page(async () => (await import('./routes/chat-page')).ChatPage),
  '/gerenciar-usuarios': page(
    async () => (await import('../features/users/components/system-users-page')).SystemUsersPage,
  ),
  '/configuracoes': page(async () => (await import('../features/settings/components/settings-page')).SettingsPage),
  '/painel-atendimento': page(
    async () => (await import('../features/attendance-panel/components/attendance-panel-page')).AttendancePanelPage,
  ),
  '/evolution': page(async () => (await import('../features/gateway/components/gateway-page')).GatewayPage),
  '/assinaturas': page(async () => (await import('../features/plans/components/plans-page')).PlansPage),
  '/comissoes': page(async () => (await import('../features/commissions/components/commissions-page')).CommissionsPage),
  '/configuracao-comissoes': page(
    async () => (await import('../features/commissions/components/commission-rules-page')).CommissionRulesPage,
  ),
  '/relatorio-atendimento': page(
    async () => (await import('../features/attendance/components/attendance-report-page')).AttendanceReportPage,
  ),
  '/estatisticas': page(async () => (await import('../features/stats/components/statistics-page')).StatisticsPage),
  '/estatisticas-chats': page(
    async () => (await import('../features/stats/components/chat-statistics-page')).ChatStatisticsPage,
  ),
  '/estatisticas-vendas': page(
    async () => (await import('../features/stats/components/sales-statistics-page')).SalesStatisticsPage,
  ),
  '/estatisticas-produtividade': page(
    async () => (await import('../features/stats/components/productivity-page')).ProductivityPage,
  ),
  '/tarefas': page(async () => (await import('../features/tasks/components/tasks-page')).TasksPage),
  '/minhas-sessoes': page(
    async () => (await import('../features/sessions/components/my-sessions-page')).MySessionsPage,
  ),
  '/etiquetas': page(async () => (await import('../features/labels/components/labels-page')).LabelsPage),
  '/respostas-rapidas': page(
    async () => (await import('../features/quick-replies/components/quick-replies-page')).QuickRepliesPage,
  ),
  '/vendas': page(async () => (await import('../features/sales/components/sales-page')).SalesPage),
  '/meta-funil': page(async () => (await import('../features/funnel/components/funnel-page')).FunnelPage),
  '/logs': page(async () => (await import('../features/logs/components/logs-page')).LogsPage),
  '/campanhas': page(
    async () => (await import('../features/ad-campaigns/components/ad-campaigns-page')).AdCampaignsPage,
  ),
  '/email-templates': page(
    async () => (await import('../features/email-templates/components/email-templates-page')).EmailTemplatesPage,
  ),
  '/campaign-segments': page(async () => (await import('../features/segments/components/segments-page')).SegmentsPage),
  '/campanhas-email': page(
    async () => (await import('../features/campaigns/components/email-campaigns-page')).EmailCampaignsPage,
  ),
  '/descadastrados': page(
    async () => (await import('../features/unsubscribes/components/never-send-page')).NeverSendPage,
  ),
};

const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

const screenRoute = ({ path, title }: Screen): RouteObject => {
  const lazy = screenPages[path];
  // A screen in the menu without its page is a mistake the first test run should show.
  if (!lazy) throw new Error(`no page for ${path}`);
  return { path, lazy, ...titled(title) };
};

/** Every page, public or staff, sits under this: it names the browser tab after the screen. */
function Root() {
  useRouteTitle();
  return <Outlet />;
}

function PageLoader() {
  return (
    <Center mih="50dvh">
      <Loader aria-label="Carregando página" />
    </Center>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        path: 'login',
        ...titled('Entrar'),
        lazy: page(async () => (await import('../features/auth/components/login-page')).LoginPage),
      },
      // Issue 33: the required second factor, before the staff shell (whose calls wait for it).
      {
        path: 'ativar-verificacao',
        ...titled('Verificação em duas etapas'),
        lazy: page(async () => (await import('../features/sessions/components/enrolment-page')).EnrolmentPage),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The staff shell (menu, top bar, socket, alerts) is its own chunk: the sign-in page never loads it.
            lazy: page(async () => (await import('./shell/app-layout')).AppLayout),
            children: [
              {
                errorElement: <ErrorPage />,
                children: [
                  {
                    index: true,
                    ...titled('Dashboard'),
                    lazy: page(async () => (await import('./routes/dashboard-page')).DashboardPage),
                  },
                  ...[...staffScreens.filter((s) => s.path !== '/'), ...linkedStaffScreens].map(screenRoute),
                  { element: <RequireAdmin />, children: [...adminScreens, ...linkedAdminScreens].map(screenRoute) },
                  // Inside the shell: an unknown staff address still has the menu and the top bar.
                  { path: '*', element: <NotFoundPage />, ...titled(NOT_FOUND_TITLE) },
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
