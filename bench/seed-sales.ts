// A year of sales for the sales benchmark: 20 sellers, 50k sales spread over the last 365 days.
import type { Db } from '../apps/server/src/db';

const SELLERS = 20;
const DAY_MS = 86_400_000;

/** Inserts the sellers and the sales in batches; returns one seller's id for the filtered figure. */
export async function seedSales(db: Db, customerIds: number[], count: number): Promise<{ sellerId: number }> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const sellers = await db
    .insertInto('staff')
    .values(
      Array.from({ length: SELLERS }, (_, i) => ({
        username: `vendedor${i + 1}`,
        email: `vendedor${i + 1}@ponte.local`,
        // Never signed in with: the benchmark uses the admin's token.
        password_hash: 'x',
        role: i % 4 === 0 ? ('trainee' as const) : ('operador' as const),
        active: 1,
        created_at: at,
        updated_at: at,
        last_activity: null,
        deleted_at: null,
      })),
    )
    .returning('id')
    .execute();
  const methods = ['pix', 'credit_card', 'boleto'];
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, k) => {
      const i = offset + k;
      // Spread over the year, a little after midnight UTC now and then (the previous São Paulo day).
      const created = new Date(now - ((i * 7919) % (365 * 24)) * 3_600_000 - (i % 60) * 60_000).toISOString();
      const usd = 5_000 + ((i * 104_729) % 200_000);
      const status =
        i % 20 === 0 ? ('cancelled' as const) : i % 9 === 0 ? ('pending' as const) : ('confirmed' as const);
      return {
        shopping_list_id: null,
        customer_id: customerIds[i % customerIds.length]!,
        seller_id: i % 25 === 0 ? null : sellers[i % SELLERS]!.id,
        checkout_session_id: null,
        payment_id: null,
        total_usd_cents: usd,
        total_brl_cents: Math.round(usd * 5.4),
        commission_cents: Math.round(usd * 0.05),
        commission_rule_id: null,
        commission_rule_name: 'Padrão',
        commission_percentage: 500,
        payment_method: methods[i % methods.length]!,
        status,
        provider_order_id: `B${i}`,
        created_at: created,
        confirmed_at: status === 'confirmed' ? created : null,
      };
    });
    await db.insertInto('sales').values(batch).execute();
  }
  return { sellerId: sellers[1]!.id };
}

export const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
