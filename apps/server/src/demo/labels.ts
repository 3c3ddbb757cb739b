import { foldText } from '@ponte/domain/search';
import type { LabelColor } from '@ponte/domain/labels';
import type { Demo } from './context';

/** [name, colour, share of customers carrying it] (issue 32). */
const LABELS: [string, LabelColor, number][] = [
  ['VIP', 'grape', 0.12],
  ['Atacado', 'teal', 0.08],
  ['Aguardando pagamento', 'orange', 0.15],
  ['Primeira compra', 'blue', 0.2],
];

/** A few labels, each on some of the customers, so the lists' cards and filters have something to show. */
export async function seedLabels(demo: Demo) {
  const { db, rnd, iso, daysAgo } = demo;
  const customers = await db.selectFrom('customers').select('id').orderBy('id').execute();
  for (const [name, color, share] of LABELS) {
    const at = iso(daysAgo(30));
    const label = await db
      .insertInto('labels')
      .values({ name, name_key: foldText(name), color, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const carriers = customers.filter(() => rnd() < share);
    if (carriers.length > 0)
      await db
        .insertInto('customer_labels')
        .values(carriers.map((c) => ({ customer_id: c.id, label_id: label.id, created_by: null, created_at: at })))
        .execute();
  }
}
