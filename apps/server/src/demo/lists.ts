import { foldText } from '@ponte/domain/search';
import type { Staff } from '../db/types';
import type { DemoProduct } from './catalogue';
import type { ChatCustomer } from './chats';
import type { Demo } from './context';

export type ListCustomer = ChatCustomer & {
  name: string;
  /** Has the store e-mail a completed list needs. */
  hasStoreEmail: boolean;
  /** What the chat was about; the second list is named after it. */
  product: string;
};

export type ListStock = { catalogue: DemoProduct[]; plans: { id: number }[]; sellers: Staff[] };

/** One or two shopping lists of a customer, active, completed or abandoned, with catalogue items. */
export async function seedLists({ db, rnd, pick, iso }: Demo, customer: ListCustomer, stock: ListStock) {
  const { name, product, handled, hasStoreEmail, firstContact, index: i } = customer;
  const { catalogue, plans, sellers } = stock;
  const lists = 1 + Math.floor(rnd() * 2);
  for (let l = 0; l < lists; l++) {
    const created = iso(new Date(firstContact.getTime() + (l + 1) * 3_600_000));
    const r = rnd();
    const status = r < 0.55 ? ('active' as const) : r < 0.85 ? ('completed' as const) : ('abandoned' as const);
    // A completed list needs the store e-mail; in the demo those customers have one.
    const completed = status === 'completed' && hasStoreEmail;
    const listName = l === 0 ? `Compras de ${name.split(' ')[0]}` : `Lista ${l + 1} - ${product}`;
    const list = await db
      .insertInto('shopping_lists')
      .values({
        customer_id: customer.id,
        name: listName,
        search_text: foldText(listName),
        status: completed || status !== 'completed' ? status : 'active',
        applied_subscription_id: rnd() < 0.2 ? pick(plans).id : null,
        completed_at: completed ? created : null,
        kg_fee_cents: completed ? 500 : null,
        woocommerce_order_id: completed && rnd() < 0.7 ? String(4100 + i * 3 + l) : null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = 1 + Math.floor(rnd() * 4);
    const chosen = new Set<number>();
    for (let k = 0; k < lines; k++) chosen.add(Math.floor(rnd() * catalogue.length));
    await db
      .insertInto('shopping_list_items')
      .values(
        [...chosen].map((index) => {
          const p = catalogue[index]!;
          return {
            list_id: list.id,
            product_id: String(p.id),
            product_name: p.name,
            price_cents: p.price,
            quantity: 1 + Math.floor(rnd() * 2),
            product_sku: p.sku,
            product_weight: p.weight,
            product_image: null,
            added_by: handled ? pick(sellers).id : null,
            created_at: created,
          };
        }),
      )
      .execute();
  }
}
