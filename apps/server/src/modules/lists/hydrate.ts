import type { ShoppingList, ShoppingListItem } from '@ponte/domain/lists';
import { fromCents } from '@ponte/domain/money';
import type { Db } from '../../db';
import type { ShoppingListItem as ItemRow, SubscriptionPlan } from '../../db/types';
import { paymentsToConfirm } from '../checkout/service';
import { toPlan } from '../plans/service';
import * as q from './queries';
import { quoteInputs, quoteList } from './quote';

/* Rows of lists into the API's ShoppingList: items, plan, quote and the payment staff may confirm. */

const pendingOf = (
  p: { id: number; method: string; amount_brl_cents: number; created_at: string } | undefined,
): ShoppingList['pending_payment'] =>
  p
    ? {
        id: p.id,
        method: p.method as 'credit_card' | 'boleto' | 'pix',
        amount_brl: fromCents(p.amount_brl_cents),
        created_at: p.created_at,
      }
    : null;

const toItem = (i: ItemRow): ShoppingListItem => ({
  id: i.id,
  product_id: i.product_id,
  woocommerce_product_id: i.product_id,
  product_name: i.product_name,
  product_price: fromCents(i.price_cents),
  quantity: i.quantity,
  product_image: i.product_image,
  product_sku: i.product_sku,
  product_weight: i.product_weight,
  created_at: i.created_at,
});

/** Items, plans, weights and rates for a page of lists in four queries, whatever its size. */
export async function hydrateLists(db: Db, rows: q.ListRow[]): Promise<ShoppingList[]> {
  const items = await q.itemsOfLists(
    db,
    rows.map((r) => r.id),
  );
  const planIds = [...new Set(rows.map((r) => r.applied_subscription_id).filter((id): id is number => id !== null))];
  const productIds = [...new Set(items.map((i) => i.product_id).filter((id): id is string => id !== null))];
  const [plans, weights, pendingByList] = await Promise.all([
    q.plansByIds(db, planIds),
    q.weightsOf(db, productIds),
    paymentsToConfirm(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const inputs = await quoteInputs(db, new Map(weights.map((w) => [w.product_id, w.weight])));
  const plansById = new Map<number, SubscriptionPlan>(plans.map((p) => [p.id, p]));
  const itemsByList = new Map<number, ItemRow[]>();
  for (const item of items) itemsByList.set(item.list_id, [...(itemsByList.get(item.list_id) ?? []), item]);
  return rows.map((r) => {
    const listItems = itemsByList.get(r.id) ?? [];
    const plan = r.applied_subscription_id !== null ? plansById.get(r.applied_subscription_id) : undefined;
    return {
      id: r.id,
      name: r.name,
      status: r.status,
      created_at: r.created_at,
      updated_at: r.updated_at,
      completed_at: r.completed_at,
      woocommerce_order_id: r.woocommerce_order_id,
      payment_link: r.payment_link,
      applied_subscription_id: r.applied_subscription_id,
      subscriptions: plan ? toPlan(plan) : null,
      user: {
        id: r.customer_id,
        name: r.customer_name,
        phone: r.customer_phone,
        email: r.customer_email,
        email_woocomerce: r.customer_email_woocomerce,
        bot_enabled: r.customer_bot_enabled === 1,
        atendimento: r.customer_atendimento === 1,
      },
      shopping_list_items: listItems.map(toItem),
      total_brl: r.total_brl_cents === null ? null : fromCents(r.total_brl_cents),
      total_brl_set_by:
        r.total_brl_cents !== null && r.total_brl_set_by !== null
          ? { id: r.total_brl_set_by, name: r.total_brl_set_by_name ?? null, role: r.total_brl_set_by_role }
          : null,
      quote: quoteList(r, listItems, plan, inputs).quote,
      pending_payment: pendingOf(pendingByList.get(r.id)),
    };
  });
}
