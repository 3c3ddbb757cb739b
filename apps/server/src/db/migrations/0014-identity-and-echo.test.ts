import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '..';
import { openEmptyTestDb } from '../../../test/helpers';
import { migrateToLatest, migrateUpTo } from '../migrate';

/**
 * Before 0014 a mobile that arrived without its ninth digit and was typed with it made two
 * customers. 0014 merges them into the oldest, moving what hung on the other.
 */
let db: Db;
// The tables as 0011 left them: no phone_key yet.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let legacy: Kysely<any>;
let close: () => Promise<void>;
beforeAll(async () => {
  let handle;
  ({ handle, close } = await openEmptyTestDb());
  db = handle.db;
  legacy = db;
  await migrateUpTo(db, '0011-edges');
});
afterAll(() => close());

const at = (minute: number) => `2026-01-05T12:${String(minute).padStart(2, '0')}:00.000Z`;

async function seed() {
  const staff = async (username: string) =>
    (
      await legacy
        .insertInto('staff')
        .values({
          username,
          email: `${username}@ponte.test`,
          password_hash: 'x',
          role: 'operador',
          active: 1,
          created_at: at(0),
          updated_at: at(0),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [ana, bia] = [await staff('ana'), await staff('bia')];
  const customer = async (phone: string, name: string, extra: object = {}) =>
    (
      await legacy
        .insertInto('customers')
        .values({ phone, name, email: null, created_at: at(0), last_activity: null, ...extra })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // The oldest row came from WhatsApp (no ninth digit, no name yet); staff later typed the number with it.
  const fromWhatsapp = await customer('553188887777', '553188887777', { last_activity: at(5), bot_enabled: 1 });
  const typed = await customer('5531988887777', 'Ana Souza', {
    email: 'ana@mail.com',
    seller_id: ana,
    last_activity: at(9),
    bot_enabled: 0,
    atendimento: 1,
  });
  const landline = await customer('553138887777', 'Loja Fixa');
  const message = (customerId: number, content: string) => ({
    customer_id: customerId,
    content,
    direction: 'incoming',
    external_id: null,
    created_at: at(1),
  });
  await legacy
    .insertInto('messages')
    .values([message(fromWhatsapp, 'a'), message(typed, 'b'), message(typed, 'c'), message(landline, 'd')])
    .execute();
  await legacy
    .insertInto('shopping_lists')
    .values({ customer_id: typed, name: 'Lista', status: 'active', created_at: at(2), updated_at: at(2) })
    .execute();
  await legacy
    .insertInto('sales')
    .values({
      customer_id: typed,
      total_usd_cents: 100,
      total_brl_cents: 500,
      payment_method: 'pix',
      status: 'confirmed',
      created_at: at(3),
    })
    .execute();
  await legacy
    .insertInto('escalations')
    .values({
      trainee_id: bia,
      customer_id: typed,
      customer_phone: '5531988887777',
      customer_name: 'Ana',
      blocked_message: 'x',
      ai_feedback: '',
      created_at: at(4),
    })
    .execute();
  const read = (staffId: number, customerId: number, last: number) => ({
    staff_id: staffId,
    customer_id: customerId,
    last_read_message_id: last,
    updated_at: at(4),
  });
  await legacy
    .insertInto('conversation_reads')
    .values([read(ana, fromWhatsapp, 1), read(ana, typed, 3), read(bia, typed, 3)])
    .execute();
  return { fromWhatsapp, typed, landline, ana, bia };
}

describe('migration 0014 merges the two spellings of one mobile into the oldest customer', () => {
  it('keeps one customer with everything both had, and leaves a landline of the same digits alone', async () => {
    const s = await seed();
    await migrateToLatest(db);

    const customers = await db.selectFrom('customers').selectAll().orderBy('id').execute();
    expect(customers.map((c) => [c.id, c.phone, c.phone_key])).toEqual([
      [s.fromWhatsapp, '553188887777', '5531988887777'],
      [s.landline, '553138887777', '553138887777'],
    ]);
    expect(customers[0]).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@mail.com',
      seller_id: s.ana,
      last_activity: at(9),
      bot_enabled: 0,
      atendimento: 1,
    });
    expect(customers[0].search_text).toContain('5531988887777');

    const owners = async (table: 'messages' | 'shopping_lists' | 'sales' | 'escalations') =>
      (await db.selectFrom(table).select('customer_id').execute()).map((r) => r.customer_id);
    expect((await owners('messages')).sort()).toEqual(
      [s.fromWhatsapp, s.fromWhatsapp, s.fromWhatsapp, s.landline].sort(),
    );
    expect(await owners('shopping_lists')).toEqual([s.fromWhatsapp]);
    expect(await owners('sales')).toEqual([s.fromWhatsapp]);
    expect(await owners('escalations')).toEqual([s.fromWhatsapp]);
    const reads = await db
      .selectFrom('conversation_reads')
      .select(['staff_id', 'customer_id', 'last_read_message_id'])
      .orderBy('staff_id')
      .execute();
    expect(reads).toEqual([
      { staff_id: s.ana, customer_id: s.fromWhatsapp, last_read_message_id: 1 },
      { staff_id: s.bia, customer_id: s.fromWhatsapp, last_read_message_id: 3 },
    ]);
  });

  it('afterwards the database itself refuses a second customer with the same key', async () => {
    await expect(
      db
        .insertInto('customers')
        .values({
          name: 'Outra',
          phone: '31988887777',
          phone_key: '5531988887777',
          email: null,
          email_woocomerce: null,
          seller_id: null,
          created_at: at(10),
          last_activity: null,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
