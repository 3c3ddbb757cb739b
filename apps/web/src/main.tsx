import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// After Mantine's own styles, so its rules of equal weight give way.
import './app/focus.css';
import './lib/dates';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setEnrolmentHandler, setUnauthorizedHandler } from './lib/api';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter();
// The API client has already forgotten the session; the guard would notice, this just gets there first.
setUnauthorizedHandler(() => void router.navigate('/login', { replace: true }));
setEnrolmentHandler(() => void router.navigate('/ativar-verificacao', { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
