import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@ponte/domain/session';
import type { ShoppingList } from '@ponte/domain/lists';
import { listPage, plan, shoppingList, traineeUser } from '../../../test/fixtures';
import { fail, ok, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Mantine keeps shown notifications in a module-level store: start each test with none.
beforeEach(() => notifications.clean());

const supervisor: SessionUser = { id: 2, name: 'joao', email: 'joao@ponte.local', role: 'operador' };

const pendingList = shoppingList({
  pending_payment: { id: 55, method: 'pix', amount_brl: 1234.56, created_at: '2025-03-02T15:30:00.000Z' },
});

const listsApi = (lists: ShoppingList[], extra: Routes = {}): Routes => ({
  'GET /api/shopping-lists': { status: 200, body: listPage(lists) },
  'GET /api/subscriptions': ok([plan()]),
  ...extra,
});

const sale = { id: 900, shopping_list_id: 7, customer_id: 10, seller_id: 2, total_brl: 1234.56, payment_method: 'pix' };

async function openCard(view: ReturnType<typeof renderApp>) {
  const card = await screen.findByRole('article', { name: 'Compras de março' });
  await view.user.click(within(card).getByRole('button', { name: 'Expandir' }));
  return within(card);
}

describe('pending payment on a list card', () => {
  it("a pending PIX shows 'Pagamento pendente: PIX de R$ 1.234,56' and its date", async () => {
    const view = renderApp('/listas', { api: listsApi([pendingList]) });
    const card = await openCard(view);
    expect(card.getByText('Pagamento pendente: PIX de R$ 1.234,56')).toBeInTheDocument();
    expect(card.getByText(/Aguardando confirmação desde 02\/03\/2025/)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Confirmar pagamento' })).toBeInTheDocument();
  });

  it('the method label comes from the payment (boleto)', async () => {
    const boleto = shoppingList({
      pending_payment: { id: 56, method: 'boleto', amount_brl: 89.9, created_at: '2025-03-02T15:30:00.000Z' },
    });
    const view = renderApp('/listas', { api: listsApi([boleto]) });
    const card = await openCard(view);
    expect(card.getByText('Pagamento pendente: Boleto de R$ 89,90')).toBeInTheDocument();
  });

  it('a list without a pending payment shows neither the alert nor the button', async () => {
    const view = renderApp('/listas', { api: listsApi([shoppingList()]) });
    const card = await openCard(view);
    expect(card.queryByText(/Pagamento pendente/)).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Confirmar pagamento' })).not.toBeInTheDocument();
  });

  it("a trainee sees the pending payment but not 'Confirmar pagamento'", async () => {
    const view = renderApp('/listas', { user: traineeUser, api: listsApi([pendingList]) });
    const card = await openCard(view);
    expect(card.getByText('Pagamento pendente: PIX de R$ 1.234,56')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Confirmar pagamento' })).not.toBeInTheDocument();
  });

  it('a supervisor confirms after the question: the sale is recorded, the success shown and the lists reloaded', async () => {
    const view = renderApp('/listas', {
      user: supervisor,
      api: listsApi([pendingList], { 'POST /api/shopping-lists/7/confirm-payment': ok(sale) }),
    });
    const card = await openCard(view);
    const loads = view.server.callsTo('GET /api/shopping-lists').length;
    await view.user.click(card.getByRole('button', { name: 'Confirmar pagamento' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Confirmar o recebimento deste pagamento? A venda será registrada e o cliente avisado.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pagamento confirmado! Venda registrada.')).toBeInTheDocument();
    expect(view.server.callsTo('POST /api/shopping-lists/7/confirm-payment')).toHaveLength(1);
    await waitFor(() => expect(view.server.callsTo('GET /api/shopping-lists').length).toBeGreaterThan(loads));
  });

  it('cancelling the question sends nothing', async () => {
    const view = renderApp('/listas', {
      api: listsApi([pendingList], { 'POST /api/shopping-lists/7/confirm-payment': ok(sale) }),
    });
    const card = await openCard(view);
    await view.user.click(card.getByRole('button', { name: 'Confirmar pagamento' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.server.callsTo('POST /api/shopping-lists/7/confirm-payment')).toHaveLength(0);
  });

  it("a 409 shows the server's error", async () => {
    const view = renderApp('/listas', {
      api: listsApi([pendingList], {
        'POST /api/shopping-lists/7/confirm-payment': fail(409, 'Nenhum pagamento pendente para confirmar nesta lista'),
      }),
    });
    const card = await openCard(view);
    await view.user.click(card.getByRole('button', { name: 'Confirmar pagamento' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Nenhum pagamento pendente para confirmar nesta lista')).toBeInTheDocument();
    expect(screen.queryByText('Pagamento confirmado! Venda registrada.')).not.toBeInTheDocument();
  });
});
