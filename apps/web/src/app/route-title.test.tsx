import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerDetail, listPage, plan } from '../test/fixtures';
import { ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { setScreenTitle } from '../lib/document-title';
import { createUnreadTitle } from './shell/new-message-alerts';

describe('browser tab title', () => {
  it("names the screen: 'Listas de Compras · Ponte'", async () => {
    renderApp('/listas', {
      api: { 'GET /api/shopping-lists': { status: 200, body: listPage([]) }, 'GET /api/subscriptions': ok([plan()]) },
    });
    await screen.findByRole('heading', { name: 'Listas de Compras' });
    await waitFor(() => expect(document.title).toBe('Listas de Compras · Ponte'));
  });

  it('follows the navigation to another screen', async () => {
    const { router } = renderApp('/tarefas');
    await waitFor(() => expect(document.title).toBe('Tarefas · Ponte'));
    await router.navigate('/vendas');
    await waitFor(() => expect(document.title).toBe('Vendas · Ponte'));
  });

  it("a customer's screen puts the customer in front, and the next screen forgets it", async () => {
    const { router } = renderApp('/usuarios/10', {
      api: { 'GET /api/users/10': ok(customerDetail({ name: 'Camila Carvalho' })) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Camila Carvalho' });
    await waitFor(() => expect(document.title).toBe('Camila Carvalho · Usuários · Ponte'));
    await router.navigate('/tarefas');
    await waitFor(() => expect(document.title).toBe('Tarefas · Ponte'));
  });

  it('the unread count goes in front of the screen title and away again (spec 1 §4)', () => {
    setScreenTitle('Atendimento');
    const unread = createUnreadTitle(document);
    unread.increment();
    unread.increment();
    expect(document.title).toBe('(2) Atendimento · Ponte');
    unread.reset();
    expect(document.title).toBe('Atendimento · Ponte');
  });
});
