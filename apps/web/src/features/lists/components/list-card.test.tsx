import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingList } from '@ponte/domain/lists';
import { listPage, plan, quoteSummary, shoppingList } from '../../../test/fixtures';
import { fail, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

beforeEach(() => notifications.clean());

const subscribed = {
  subscriptions: plan({ name: 'Just One' }),
  applied_subscription_id: 1,
} satisfies Partial<ShoppingList>;

/** Opens /listas with one list and expands its card. */
async function openCard(list: ShoppingList) {
  const view = renderApp('/listas', {
    api: {
      'GET /api/shopping-lists': { status: 200, body: listPage([list]) },
      'GET /api/subscriptions': ok([plan()]),
      'PUT /api/shopping-lists/7': ok(shoppingList()),
    },
  });
  const article = await screen.findByRole('article', { name: 'Compras de março' });
  await view.user.click(within(article).getByRole('button', { name: 'Expandir' }));
  return { view, card: within(article) };
}

type Card = Awaited<ReturnType<typeof openCard>>['card'];

/** What the card offers besides collapsing: its buttons and links, by name. */
const offered = (card: Card) =>
  [...card.getAllByRole('button'), ...card.queryAllByRole('link')]
    .map((el: HTMLElement) => el.getAttribute('aria-label') ?? el.textContent)
    .filter((name) => name !== 'Recolher');

const BASKET_AND_CHARGE = [
  'Renomear',
  'Excluir',
  'Adicionar Produto',
  'Gerar Checkout',
  'Remover Assinatura',
  'Link de Pagamento',
  'Remover Tênis Nike Air',
  'Aplicar Desconto',
];

describe('list card: only what still makes sense', () => {
  it('an active list offers editing, charging and every status', async () => {
    const { card } = await openCard(shoppingList(subscribed));
    const names = offered(card);
    for (const name of BASKET_AND_CHARGE) expect(names).toContain(name);
    expect(names).toEqual(
      expect.arrayContaining(['Marcar como Ativa', 'Marcar como Concluída', 'Marcar como Abandonada', 'Abrir Chat']),
    );
    expect(card.getByLabelText('Valor do link de pagamento (R$)')).toBeInTheDocument();
  });

  it('a completed list is charged, not edited: link, checkout and club discount stay; basket, plan and rename go', async () => {
    const { card } = await openCard(shoppingList({ ...subscribed, status: 'completed' }));
    expect(new Set(offered(card))).toEqual(
      new Set([
        'Abrir Chat',
        'Gerar Checkout',
        'Link de Pagamento',
        'Aplicar Desconto',
        'Marcar como Ativa',
        'Marcar como Concluída',
        'Marcar como Abandonada',
      ]),
    );
    expect(card.getByLabelText('Valor do link de pagamento (R$)')).toBeInTheDocument();
    expect(card.queryByRole('combobox', { name: 'Aplicar assinatura' })).not.toBeInTheDocument();
    // The items and the quote stay readable.
    expect(
      within(card.getByRole('table', { name: 'Produtos da lista' })).getByText('Tênis Nike Air'),
    ).toBeInTheDocument();
    expect(card.getByRole('region', { name: 'Resumo do orçamento' })).toBeInTheDocument();
  });

  it("'Concluída' on a completed list says 'Lista já foi concluída' and sends nothing", async () => {
    const { view, card } = await openCard(shoppingList({ status: 'completed' }));
    await view.user.click(card.getByRole('button', { name: 'Marcar como Concluída' }));
    expect(await screen.findByText('Lista já foi concluída')).toBeInTheDocument();
    expect(view.server.callsTo('PUT /api/shopping-lists/7')).toHaveLength(0);
  });

  it("a paid list offers 'Ver Pedido', 'Abrir Chat' and the statuses", async () => {
    const { card } = await openCard(shoppingList({ status: 'completed', woocommerce_order_id: '4321' }));
    expect(new Set(offered(card))).toEqual(
      new Set(['Ver Pedido', 'Abrir Chat', 'Marcar como Ativa', 'Marcar como Concluída', 'Marcar como Abandonada']),
    );
    expect(card.getByRole('link', { name: 'Ver Pedido' })).toHaveAttribute('href', '/vendas?pedido=4321');
  });

  it('a paid list moved back to active still gets no new link nor basket edits (the server refuses a second payment)', async () => {
    const { card } = await openCard(shoppingList({ ...subscribed, woocommerce_order_id: '4321' }));
    const names = offered(card);
    for (const name of BASKET_AND_CHARGE) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(['Ver Pedido', 'Marcar como Concluída', 'Marcar como Abandonada']));
  });

  it("reopening a completed list sends 'active' and the lists reload", async () => {
    const { view, card } = await openCard(shoppingList({ status: 'completed' }));
    await view.user.click(card.getByRole('button', { name: 'Marcar como Ativa' }));
    await waitFor(() =>
      expect(view.server.callsTo('PUT /api/shopping-lists/7')[0]?.body).toEqual({ updates: { status: 'active' } }),
    );
  });
});

describe('list card: budget summary with a plan', () => {
  it("shows the plan's shipping and handling as their own lines, not 'Frete: Grátis' beside one fee", async () => {
    const base = shoppingList();
    const withFees = quoteSummary({
      service_fee: 25,
      plan_shipping: 10,
      plan_handling: 15,
      total_usd: 225,
      total_brl: 1327.5,
    });
    const { card } = await openCard(
      shoppingList({
        ...subscribed,
        quote: { ...base.quote, summary: withFees, with_club_discount: { ...withFees, club_discount_percent: 5 } },
      }),
    );
    const summary = within(card.getByRole('region', { name: 'Resumo do orçamento' }));
    expect(summary.getByRole('group', { name: 'Frete da assinatura' })).toHaveTextContent('$10.00');
    expect(summary.getByRole('group', { name: 'Manuseio da assinatura' })).toHaveTextContent('$15.00');
    expect(summary.queryByRole('group', { name: 'Frete' })).not.toBeInTheDocument();
    expect(summary.queryByText('Grátis')).not.toBeInTheDocument();
    expect(summary.queryByRole('group', { name: 'Taxa de serviço' })).not.toBeInTheDocument();
    expect(summary.getByText(/assinatura Just One/)).toBeInTheDocument();
    expect(summary.getByRole('group', { name: 'Total (USD)' })).toHaveTextContent('$225.00');
  });

  it("without a plan it keeps the kg fee and 'Frete: Grátis' (spec 2 §9)", async () => {
    const { card } = await openCard(shoppingList());
    const summary = within(card.getByRole('region', { name: 'Resumo do orçamento' }));
    expect(summary.getByRole('group', { name: 'Taxa de serviço' })).toHaveTextContent('$20.00');
    expect(summary.getByRole('group', { name: 'Frete' })).toHaveTextContent('Grátis');
    expect(summary.getByText('2 kg × $10.00/kg')).toBeInTheDocument();
    expect(summary.queryByRole('group', { name: 'Frete da assinatura' })).not.toBeInTheDocument();
  });
});

describe('list card: keyboard', () => {
  it('closing the rename dialog (which unmounts) gives focus back to the button that opened it', async () => {
    const { view, card } = await openCard(shoppingList());
    const opener = card.getByRole('button', { name: 'Renomear' });
    await view.user.click(opener);
    await screen.findByRole('dialog', { name: 'Renomear lista' });
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Renomear lista' })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('list card: errors answer the last attempt only', () => {
  it('the rename error goes once the name is typed again', async () => {
    const { view, card } = await openCard(shoppingList());
    await view.user.click(card.getByRole('button', { name: 'Renomear' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Renomear lista' }));
    await view.user.clear(dialog.getByLabelText('Nome da lista'));
    await view.user.click(dialog.getByRole('button', { name: 'Salvar' }));
    const name = dialog.getByLabelText('Nome da lista');
    expect(name).toHaveAccessibleDescription('O nome da lista é obrigatório');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await view.user.type(name, 'N');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(dialog.queryByText('O nome da lista é obrigatório')).not.toBeInTheDocument();
  });

  it("the store e-mail prompt's refusal goes once the e-mail is typed again", async () => {
    const list = shoppingList({ user: { ...shoppingList().user, email_woocomerce: null } });
    const view = renderApp('/listas', {
      api: {
        'GET /api/shopping-lists': { status: 200, body: listPage([list]) },
        'GET /api/subscriptions': ok([plan()]),
        'POST /api/users/10/email_woocomerce': fail(400, 'Informe um e-mail válido'),
      },
    });
    const article = within(await screen.findByRole('article', { name: 'Compras de março' }));
    await view.user.click(article.getByRole('button', { name: 'Expandir' }));
    await view.user.click(article.getByRole('button', { name: 'Marcar como Concluída' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'E-mail do cliente na loja' }));
    await view.user.type(dialog.getByLabelText('E-mail na loja'), 'maria@loja.com');
    await view.user.click(dialog.getByRole('button', { name: 'Salvar e concluir' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Informe um e-mail válido');
    await view.user.type(dialog.getByLabelText('E-mail na loja'), 'r');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });
});
