import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingList } from '@ponte/domain/lists';
import { listPage, plan, shoppingList } from '../../../test/fixtures';
import { fail, ok, type Handler, type Routes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { PHONE_WIDTH, setViewportWidth } from '../../../test/viewport';

// Mantine keeps shown notifications in a module-level store: start each test with none.
beforeEach(() => notifications.clean());

const page = (lists: ShoppingList[], counters = {}): Handler => ({ status: 200, body: listPage(lists, counters) });

const listsApi = (lists: ShoppingList[] = [shoppingList()], extra: Routes = {}): Routes => ({
  'GET /api/shopping-lists': page(lists),
  'GET /api/subscriptions': ok([plan()]),
  ...extra,
});

type View = ReturnType<typeof renderApp>;

/** Expands the card of `name` and returns queries inside it. */
async function openCard(view: View, name = 'Compras de março') {
  const card = await screen.findByRole('article', { name });
  await view.user.click(within(card).getByRole('button', { name: 'Expandir' }));
  return within(card);
}

describe('shopping lists screen', () => {
  it('shows the title, the subtitle and the four counters over all lists', async () => {
    renderApp('/listas', {
      api: listsApi([], {
        'GET /api/shopping-lists': page([shoppingList()], { total: 12, active: 7, completed: 4, with_subscription: 2 }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Listas de Compras' })).toBeInTheDocument();
    expect(screen.getByText('Gerencie todas as listas de compras dos usuários')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Total' })).getByText('12')).toBeInTheDocument(),
    );
    expect(within(screen.getByRole('group', { name: 'Ativas' })).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Concluídas' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Com Assinatura' })).getByText('2')).toBeInTheDocument();
  });

  it("the search 'Buscar listas...' and the status filter are sent to the server", async () => {
    const view = renderApp('/listas', { api: listsApi() });
    await screen.findByRole('article', { name: 'Compras de março' });
    expect(view.server.callsTo('GET /api/shopping-lists')[0].query.get('status')).toBe('all');

    await view.user.type(screen.getByPlaceholderText('Buscar listas...'), 'maria');
    await waitFor(() =>
      expect(view.server.callsTo('GET /api/shopping-lists').at(-1)!.query.get('search')).toBe('maria'),
    );
    // Debounced: the keystrokes make one call, not five.
    expect(view.server.callsTo('GET /api/shopping-lists').filter((c) => c.query.has('search'))).toHaveLength(1);

    await view.user.click(screen.getByRole('combobox', { name: 'Filtrar por status' }));
    await view.user.click(screen.getByRole('option', { name: 'Concluídas' }));
    await waitFor(() =>
      expect(view.server.callsTo('GET /api/shopping-lists').at(-1)!.query.get('status')).toBe('completed'),
    );
    expect(view.server.callsTo('GET /api/shopping-lists').at(-1)!.query.get('search')).toBe('maria');
  });

  it("with no lists says 'Nenhuma lista encontrada' and 'As listas aparecerão aqui quando os usuários criarem'", async () => {
    renderApp('/listas', { api: listsApi([]) });
    expect(await screen.findByText('Nenhuma lista encontrada')).toBeInTheDocument();
    expect(screen.getByText('As listas aparecerão aqui quando os usuários criarem')).toBeInTheDocument();
  });

  it("while filtering, the empty state says 'Tente ajustar os filtros de busca'", async () => {
    const view = renderApp('/listas', {
      api: listsApi([], {
        'GET /api/shopping-lists': (req) => page(req.query.get('search') ? [] : [shoppingList()]) as never,
      }),
    });
    await screen.findByRole('article', { name: 'Compras de março' });
    await view.user.type(screen.getByPlaceholderText('Buscar listas...'), 'zz');
    expect(await screen.findByText('Nenhuma lista encontrada')).toBeInTheDocument();
    expect(screen.getByText('Tente ajustar os filtros de busca')).toBeInTheDocument();
  });

  it("a failed first load shows 'Dados Não Disponíveis' and 'Backend Não Disponível'", async () => {
    renderApp('/listas', { api: listsApi([], { 'GET /api/shopping-lists': fail(503, 'Serviço indisponível') }) });
    expect(await screen.findByText('Dados Não Disponíveis')).toBeInTheDocument();
    expect(screen.getByText('Backend Não Disponível')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma lista encontrada')).not.toBeInTheDocument();
  });

  it("with the backend down, writes are refused with 'Backend não disponível. Esta é uma demonstração estática.'", async () => {
    let loads = 0;
    const view = renderApp('/listas', {
      api: listsApi([], {
        // The lists load once, then every reload fails.
        'GET /api/shopping-lists': () =>
          loads++ === 0 ? (page([shoppingList()]) as never) : fail(503, 'Serviço indisponível'),
        'PUT /api/shopping-lists/7': ok(shoppingList({ status: 'abandoned' })),
      }),
    });
    const card = await openCard(view);
    await view.user.click(card.getByRole('button', { name: 'Marcar como Abandonada' }));
    expect(await screen.findByText('Backend Não Disponível')).toBeInTheDocument();

    await view.user.click(card.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Backend não disponível. Esta é uma demonstração estática.')).toBeInTheDocument();
    expect(screen.queryByText('Tem certeza que deseja excluir esta lista?')).not.toBeInTheDocument();
    await view.user.click(card.getByRole('button', { name: 'Link de Pagamento' }));
    expect(view.server.callsTo('POST /api/shopping-lists/7/payment-link')).toHaveLength(0);
    expect(view.server.callsTo('DELETE /api/shopping-lists/7')).toHaveLength(0);
  });

  it('the expanded card shows the status, order number, subscription, items and the summary', async () => {
    const view = renderApp('/listas', {
      api: listsApi([
        shoppingList({
          woocommerce_order_id: '4321',
          subscriptions: plan({ name: 'Premium Plus' }),
          applied_subscription_id: 1,
        }),
      ]),
    });
    const card = await openCard(view);
    expect(card.getByText('Pedido #4321')).toBeInTheDocument();
    expect(card.getByText('Assinatura: Premium Plus')).toBeInTheDocument();
    const table = card.getByRole('table', { name: 'Produtos da lista' });
    expect(within(table).getByText('Tênis Nike Air')).toBeInTheDocument();
    expect(within(table).getByText('NIKE-AIR')).toBeInTheDocument();
    expect(within(table).getByText('$200.00')).toBeInTheDocument();
    const summary = card.getByRole('region', { name: 'Resumo do orçamento' });
    expect(
      within(within(summary).getByRole('group', { name: 'Taxa de serviço' })).getByText('$20.00'),
    ).toBeInTheDocument();
    expect(within(within(summary).getByRole('group', { name: 'Frete' })).getByText('Grátis')).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('group', { name: 'Imposto de importação (estimado)' })).getByText('$120.00'),
    ).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('group', { name: 'ICMS (estimado)' })).getByText('$64.00'),
    ).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('group', { name: 'Total (BRL)' })).getByText('R$ 1.298,00'),
    ).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Ver Pedido' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Abrir Chat' })).toHaveAttribute('href', '/usuarios/10');
  });

  it("'Abrir Chat' is offered only when the customer has a store e-mail", async () => {
    const view = renderApp('/listas', {
      api: listsApi([shoppingList({ user: { ...shoppingList().user, email_woocomerce: null } })]),
    });
    const card = await openCard(view);
    expect(card.queryByRole('link', { name: 'Abrir Chat' })).not.toBeInTheDocument();
  });

  it("'Aplicar Desconto' switches the totals to the club-discount quote and 'Remover Desconto' back", async () => {
    const view = renderApp('/listas', { api: listsApi() });
    const card = await openCard(view);
    const total = () => within(card.getByRole('group', { name: 'Total (USD)' }));
    expect(total().getByText('$220.00')).toBeInTheDocument();
    await view.user.click(card.getByRole('button', { name: 'Aplicar Desconto' }));
    expect(total().getByText('$210.00')).toBeInTheDocument();
    expect(card.getByRole('group', { name: 'Desconto Clube (5%)' })).toHaveTextContent('-$10.00');
    await view.user.click(card.getByRole('button', { name: 'Remover Desconto' }));
    expect(total().getByText('$220.00')).toBeInTheDocument();
  });

  describe('status', () => {
    it('completing without a store e-mail asks for it (save only for a valid e-mail), stores it, then completes with the kg rate', async () => {
      const list = shoppingList({ user: { ...shoppingList().user, email_woocomerce: null } });
      const view = renderApp('/listas', {
        api: listsApi([list], {
          'POST /api/users/10/email_woocomerce': ok({ email_woocomerce: 'maria@loja.com' }),
          'PUT /api/shopping-lists/7': ok(shoppingList({ status: 'completed' })),
        }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Marcar como Concluída' }));
      const dialog = await screen.findByRole('dialog', { name: 'E-mail do cliente na loja' });
      const save = within(dialog).getByRole('button', { name: 'Salvar e concluir' });
      expect(save).toBeDisabled();
      await view.user.type(within(dialog).getByLabelText('E-mail na loja'), '  maria@loja');
      expect(save).toBeDisabled();
      await view.user.type(within(dialog).getByLabelText('E-mail na loja'), '.com ');
      expect(save).toBeEnabled();
      expect(view.server.callsTo('PUT /api/shopping-lists/7')).toHaveLength(0);
      const loads = view.server.callsTo('GET /api/shopping-lists').length;
      await view.user.click(save);

      await waitFor(() => expect(view.server.callsTo('PUT /api/shopping-lists/7')).toHaveLength(1));
      expect(view.server.callsTo('POST /api/users/10/email_woocomerce')[0].body).toEqual({
        email_woocomerce: 'maria@loja.com',
      });
      expect(view.server.callsTo('PUT /api/shopping-lists/7')[0].body).toEqual({
        updates: { status: 'completed', taxaPorKG: 10 },
      });
      await waitFor(() => expect(view.server.callsTo('GET /api/shopping-lists').length).toBeGreaterThan(loads));
      expect(screen.queryByRole('dialog', { name: 'E-mail do cliente na loja' })).not.toBeInTheDocument();
    });

    it("a refused store e-mail shows 'Erro ao salvar e-mail' or the server's reason and does not complete", async () => {
      const list = shoppingList({ user: { ...shoppingList().user, email_woocomerce: null } });
      const view = renderApp('/listas', {
        api: listsApi([list], { 'POST /api/users/10/email_woocomerce': fail(400, 'Informe um e-mail válido') }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Marcar como Concluída' }));
      const dialog = await screen.findByRole('dialog', { name: 'E-mail do cliente na loja' });
      await view.user.type(within(dialog).getByLabelText('E-mail na loja'), 'maria@loja.com');
      await view.user.click(within(dialog).getByRole('button', { name: 'Salvar e concluir' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Informe um e-mail válido');
      expect(view.server.callsTo('PUT /api/shopping-lists/7')).toHaveLength(0);
    });

    it('with a store e-mail, completing goes straight to the server with taxaPorKG', async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], { 'PUT /api/shopping-lists/7': ok(shoppingList({ status: 'completed' })) }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Marcar como Concluída' }));
      await waitFor(() =>
        expect(view.server.callsTo('PUT /api/shopping-lists/7')[0]?.body).toEqual({
          updates: { status: 'completed', taxaPorKG: 10 },
        }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('another status is sent alone and the lists reload', async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList({ status: 'completed' })], { 'PUT /api/shopping-lists/7': ok(shoppingList()) }),
      });
      const card = await openCard(view);
      const loads = view.server.callsTo('GET /api/shopping-lists').length;
      await view.user.click(card.getByRole('button', { name: 'Marcar como Ativa' }));
      await waitFor(() => expect(view.server.callsTo('GET /api/shopping-lists').length).toBeGreaterThan(loads));
      expect(view.server.callsTo('PUT /api/shopping-lists/7')[0].body).toEqual({ updates: { status: 'active' } });
    });
  });

  it("deleting asks 'Tem certeza que deseja excluir esta lista?' and deletes only on confirmation", async () => {
    const view = renderApp('/listas', {
      api: listsApi([shoppingList()], { 'DELETE /api/shopping-lists/7': ok(null) }),
    });
    const card = await openCard(view);
    await view.user.click(card.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Tem certeza que deseja excluir esta lista?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(view.server.callsTo('DELETE /api/shopping-lists/7')).toHaveLength(0);

    await view.user.click(card.getByRole('button', { name: 'Excluir' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(view.server.callsTo('DELETE /api/shopping-lists/7')).toHaveLength(1));
  });

  it('renaming sends the new name', async () => {
    const view = renderApp('/listas', {
      api: listsApi([shoppingList()], { 'PUT /api/shopping-lists/7': ok(shoppingList({ name: 'Natal' })) }),
    });
    const card = await openCard(view);
    await view.user.click(card.getByRole('button', { name: 'Renomear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear lista' });
    const input = within(dialog).getByLabelText('Nome da lista');
    await view.user.clear(input);
    await view.user.type(input, ' Natal ');
    await view.user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(view.server.callsTo('PUT /api/shopping-lists/7')[0]?.body).toEqual({ name: 'Natal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Renomear lista' })).not.toBeInTheDocument());
  });

  it("a failed item removal says 'Erro ao remover item da lista' with the server's reason", async () => {
    const view = renderApp('/listas', {
      api: listsApi([shoppingList()], { 'DELETE /api/shopping-list-items/100': fail(404, 'Item não encontrado') }),
    });
    const card = await openCard(view);
    await view.user.click(card.getByRole('button', { name: 'Remover Tênis Nike Air' }));
    expect(await screen.findByText('Erro ao remover item da lista: Item não encontrado')).toBeInTheDocument();
  });

  describe('payment link', () => {
    const linkResult = {
      order_summary: '…',
      amount_brl: 1298,
      payment_link: 'https://pay.test/abc',
      message_status: 'sent',
    };

    it('without a typed amount sends no amount_brl and alerts the amount and the link (the server messages the customer)', async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], { 'POST /api/shopping-lists/7/payment-link': ok(linkResult) }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Link de Pagamento' }));
      expect(await screen.findByText('Link de pagamento criado com sucesso!')).toBeInTheDocument();
      expect(screen.getByText('Valor: R$ 1.298,00')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'https://pay.test/abc' })).toHaveAttribute(
        'href',
        'https://pay.test/abc',
      );
      expect(view.server.callsTo('POST /api/shopping-lists/7/payment-link')[0].body).toEqual({});
      expect(view.server.callsTo('POST /api/message')).toHaveLength(0);
    });

    it("a typed BRL amount ('1.234,56') goes with the link as amount_brl, with club_discount when applied; nothing is saved first (issue 28)", async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], {
          'POST /api/shopping-lists/7/payment-link': ok({ ...linkResult, amount_brl: 1234.56 }),
        }),
      });
      const card = await openCard(view);
      await view.user.type(card.getByLabelText('Valor do link de pagamento (R$)'), '1.234,56');
      await view.user.click(card.getByRole('button', { name: 'Aplicar Desconto' }));
      await view.user.click(card.getByRole('button', { name: 'Link de Pagamento' }));
      expect(await screen.findByText('Valor: R$ 1.234,56')).toBeInTheDocument();
      expect(view.server.callsTo('POST /api/shopping-lists/7/payment-link')[0].body).toEqual({
        amount_brl: 1234.56,
        club_discount: true,
      });
      expect(view.server.callsTo('PUT /api/shopping-lists/7')).toHaveLength(0);
    });

    it('a refused discount leaves the list as it was: no save before the link, the refusal shown', async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], {
          'POST /api/shopping-lists/7/payment-link': fail(
            403,
            'Trainees não podem cobrar menos que a cotação da lista',
          ),
        }),
      });
      const card = await openCard(view);
      await view.user.type(card.getByLabelText('Valor do link de pagamento (R$)'), '10');
      await view.user.tab();
      await view.user.click(card.getByRole('button', { name: 'Link de Pagamento' }));
      expect(
        await screen.findByText(
          'Erro ao criar link de pagamento: Trainees não podem cobrar menos que a cotação da lista',
        ),
      ).toBeInTheDocument();
      expect(view.server.callsTo('PUT /api/shopping-lists/7')).toHaveLength(0);
    });

    it("'Gerar Checkout' charges the typed amount too, and the card says who typed the kept amount", async () => {
      const view = renderApp('/listas', {
        api: listsApi(
          [shoppingList({ total_brl: 900, total_brl_set_by: { id: 2, name: 'Carla Mendes', role: 'operador' } })],
          {
            'POST /api/checkout/create-session': ok({
              checkout_url: 'http://x/checkout/t',
              token: 't',
              expires_at: '2025-03-02T12:00:00.000Z',
              amount_brl: 900,
            }),
          },
        ),
      });
      const card = await openCard(view);
      const field = card.getByLabelText('Valor do link de pagamento (R$)');
      expect(field).toHaveValue('900,00');
      expect(field).toHaveAccessibleDescription(/Valor definido por Carla Mendes/);
      await view.user.click(card.getByRole('button', { name: 'Gerar Checkout' }));
      await waitFor(() => expect(view.server.callsTo('POST /api/checkout/create-session')).toHaveLength(1));
      expect(view.server.callsTo('POST /api/checkout/create-session')[0].body).toEqual({
        shopping_list_id: 7,
        amount_brl: 900,
      });
    });

    it("a refusal says 'Erro ao criar link de pagamento: {server error}'", async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], {
          'POST /api/shopping-lists/7/payment-link': fail(409, 'A lista não tem itens para cobrar'),
        }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Link de Pagamento' }));
      expect(
        await screen.findByText('Erro ao criar link de pagamento: A lista não tem itens para cobrar'),
      ).toBeInTheDocument();
    });

    it("without a server reason it says 'Erro desconhecido'", async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], {
          'POST /api/shopping-lists/7/payment-link': { status: 500, body: { success: false } },
        }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Link de Pagamento' }));
      expect(await screen.findByText('Erro ao criar link de pagamento: Erro desconhecido')).toBeInTheDocument();
    });
  });

  describe('checkout', () => {
    it("copies the checkout link and alerts 'Link de checkout copiado!' with the URL", async () => {
      const url = 'http://localhost/checkout/tok123';
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], {
          'POST /api/checkout/create-session': ok({
            checkout_url: url,
            token: 'tok123',
            expires_at: '2025-03-04T12:00:00Z',
            amount_brl: 1298,
          }),
        }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Gerar Checkout' }));
      expect(await screen.findByText('Link de checkout copiado!')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: url })).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(url);
      expect(view.server.callsTo('POST /api/checkout/create-session')[0].body).toEqual({ shopping_list_id: 7 });
    });

    it("a refusal says 'Erro ao gerar link: {error}'", async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], { 'POST /api/checkout/create-session': fail(409, 'Lista vazia') }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Gerar Checkout' }));
      expect(await screen.findByText('Erro ao gerar link: Lista vazia')).toBeInTheDocument();
    });
  });

  describe('subscription', () => {
    const subscribed = () => shoppingList({ subscriptions: plan({ name: 'Just One' }), applied_subscription_id: 1 });

    it("removing asks for confirmation and alerts 'Assinatura removida com sucesso!' with the server message", async () => {
      const view = renderApp('/listas', {
        api: listsApi([subscribed()], {
          'POST /api/shopping-lists/7/remove-subscription': {
            status: 200,
            body: { success: true, message: 'Assinatura removida da lista' },
          },
        }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Remover Assinatura' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Tem certeza que deseja remover a assinatura desta lista?');
      await view.user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      expect(
        await screen.findByText('Assinatura removida com sucesso! Assinatura removida da lista'),
      ).toBeInTheDocument();
    });

    it("a refusal says 'Erro ao remover assinatura: {error}'", async () => {
      const view = renderApp('/listas', {
        api: listsApi([subscribed()], {
          'POST /api/shopping-lists/7/remove-subscription': fail(409, 'A lista não tem assinatura'),
        }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('button', { name: 'Remover Assinatura' }));
      await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
      expect(await screen.findByText('Erro ao remover assinatura: A lista não tem assinatura')).toBeInTheDocument();
    });

    it('an active plan can be applied to a list without one', async () => {
      const view = renderApp('/listas', {
        api: listsApi([shoppingList()], { 'PUT /api/shopping-lists/7': ok(subscribed()) }),
      });
      const card = await openCard(view);
      await view.user.click(card.getByRole('combobox', { name: 'Aplicar assinatura' }));
      await view.user.click(await card.findByRole('option', { name: 'Just One ($1.99/mês)' }));
      await waitFor(() =>
        expect(view.server.callsTo('PUT /api/shopping-lists/7')[0]?.body).toEqual({
          updates: { applied_subscription_id: 1 },
        }),
      );
      expect(view.server.callsTo('GET /api/subscriptions')[0].query.get('active')).toBe('true');
    });
  });

  it('at 390 px the items are cards (label: value) with their remove button, and the phone never wraps', async () => {
    setViewportWidth(PHONE_WIDTH);
    const view = renderApp('/listas', { api: listsApi() });
    const card = await openCard(view);
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    const [item] = within(card.getByRole('list', { name: 'Produtos da lista' })).getAllByRole('listitem');
    expect(within(item!).getByText('Tênis Nike Air')).toBeInTheDocument();
    expect(
      within(item!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['SKU', 'Qtd.', 'Preço', 'Subtotal']);
    expect(within(item!).getByRole('button', { name: 'Remover Tênis Nike Air' })).toBeEnabled();
    expect(card.getByText('+55 (11) 98888-7777')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
