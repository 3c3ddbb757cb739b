import { screen } from '@testing-library/react';
import { ok, type Handler, type Routes } from './mock-api';
import { renderApp } from './render-app';

/** What /configuracoes asks for around a section saved through /configurations. */
export const configurationRoutes = (initial: unknown, save: Handler = ok(initial)): Routes => ({
  'GET /api/configurations': ok(initial),
  'POST /api/configurations': save,
  'GET /api/produtos-csv': ok([]),
});

/** /configuracoes answered by `api`, and its section (a form) named `name`. */
export async function openSettingsForm(name: string, api: Routes) {
  const view = renderApp('/configuracoes', { api });
  const form = await screen.findByRole('form', { name });
  return { ...view, form };
}
