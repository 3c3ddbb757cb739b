import type { Kysely } from 'kysely';
import { idColumn } from '../migrate';

/** The three sample plans of spec 2 §3, present from the first start. Amounts in cents. */
const samplePlans = [
  {
    name: 'Just One',
    price_monthly_cents: 199,
    max_weight_kg: 3,
    shipping_fee_cents: 1000,
    handling_fee_cents: 1500,
    benefits: ['Frete fixo de $10.00', 'Taxa de manuseio fixa de $15.00'],
    limitations: ['Até 3 kg por envio', 'Um envio por mês'],
  },
  {
    name: '5 por $55',
    price_monthly_cents: 599,
    max_weight_kg: 5,
    shipping_fee_cents: 1500,
    handling_fee_cents: 4000,
    benefits: ['Frete fixo de $15.00', 'Consolidação de até 5 produtos'],
    limitations: ['Até 5 kg por envio', 'Até 5 produtos por pedido'],
  },
  {
    name: 'Premium Plus',
    price_monthly_cents: 1299,
    max_weight_kg: 10,
    shipping_fee_cents: 2500,
    handling_fee_cents: 6000,
    benefits: ['Frete fixo de $25.00', 'Atendimento prioritário'],
    limitations: ['Até 10 kg por envio'],
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('subscription_plans')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_monthly_cents', 'integer', (c) => c.notNull())
    .addColumn('max_weight_kg', 'double precision', (c) => c.notNull())
    .addColumn('shipping_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handling_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('limitations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscription_plans_price')
    .on('subscription_plans')
    .column('price_monthly_cents')
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('subscription_plans')
    .values(
      samplePlans.map((p) => ({
        ...p,
        benefits: JSON.stringify(p.benefits),
        limitations: JSON.stringify(p.limitations),
        active: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_plans').execute();
}
