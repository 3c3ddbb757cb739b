import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '..';
import { useDbMigratedTo } from '../../../test/helpers';
import { migrateToLatest } from '../migrate';
import type { CustomerTable } from '../types';

/**
 * Databases written by the old read-then-write code may hold what the new indexes forbid
 * (three open breaks of one shift, ten lines of one product): 0008 repairs them first.
 */
let db: Db;
useDbMigratedTo('0007-payments', (opened) => (db = opened));

const at = '2026-01-05T12:00:00.000Z';

describe('migration 0008 repairs rows the races left, then builds its indexes', () => {
  it('keeps the oldest open break of a shift and closes the others with no length; merges duplicate product lines', async () => {
    const staff = await db
      .insertInto('staff')
      .values({
        username: 'ana',
        email: 'ana@ponte.test',
        password_hash: 'x',
        role: 'trainee',
        active: 1,
        created_at: at,
        updated_at: at,
        last_activity: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shift = await db
      .insertInto('attendance')
      .values({ user_id: staff.id, clock_in: at, clock_out: null, total_hours: null, status: 'break' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pause = (start: string, end: string | null) => ({
      attendance_id: shift.id,
      user_id: staff.id,
      start_time: start,
      end_time: end,
      duration_minutes: end ? 5 : null,
      reason: 'Pausa',
    });
    await db
      .insertInto('attendance_breaks')
      .values([
        pause(at, null),
        pause(at, null),
        pause(at, null),
        pause('2026-01-05T11:00:00.000Z', '2026-01-05T11:05:00.000Z'),
      ])
      .execute();

    // The table as 0007 left it: phone_key comes with 0014.
    const before0014 = {
      phone: '5511999990000',
      name: 'Cliente',
      email: null,
      email_woocomerce: null,
      seller_id: null,
      created_at: at,
      last_activity: null,
    } as Insertable<CustomerTable>;
    const customer = await db.insertInto('customers').values(before0014).returning('id').executeTakeFirstOrThrow();
    const list = await db
      .insertInto('shopping_lists')
      .values({ customer_id: customer.id, name: 'Lista', status: 'active', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = (productId: string | null, quantity: number) => ({
      list_id: list.id,
      product_id: productId,
      product_name: 'Perfume',
      price_cents: 1999,
      quantity,
      product_sku: null,
      product_weight: null,
      product_image: null,
      added_by: null,
      created_at: at,
    });
    await db
      .insertInto('shopping_list_items')
      .values([line('7', 2), line('7', 3), line('7', 1), line('8', 600), line('8', 600), line(null, 1), line(null, 1)])
      .execute();

    await migrateToLatest(db);

    const breaks = await db.selectFrom('attendance_breaks').selectAll().orderBy('id').execute();
    expect(breaks.map((b) => [b.end_time, b.duration_minutes])).toEqual([
      [null, null],
      [at, 0],
      [at, 0],
      ['2026-01-05T11:05:00.000Z', 5],
    ]);
    const lines = await db.selectFrom('shopping_list_items').select(['product_id', 'quantity']).orderBy('id').execute();
    // Product 8's lines add up past 999: the merged line keeps the per-line maximum.
    expect(lines).toEqual([
      { product_id: '7', quantity: 6 },
      { product_id: '8', quantity: 999 },
      { product_id: null, quantity: 1 },
      { product_id: null, quantity: 1 },
    ]);
  });

  it('afterwards the database itself refuses a second open break and a second line of a product', async () => {
    const [shift] = await db.selectFrom('attendance').select(['id', 'user_id']).execute();
    await expect(
      db
        .insertInto('attendance_breaks')
        .values({
          attendance_id: shift!.id,
          user_id: shift!.user_id,
          start_time: at,
          end_time: null,
          duration_minutes: null,
          reason: 'Outra',
        })
        .execute(),
    ).rejects.toThrow();
    const [list] = await db.selectFrom('shopping_lists').select('id').execute();
    await expect(
      db
        .insertInto('shopping_list_items')
        .values({
          list_id: list!.id,
          product_id: '7',
          product_name: 'Perfume',
          price_cents: 1999,
          quantity: 1,
          product_sku: null,
          product_weight: null,
          product_image: null,
          added_by: null,
          created_at: at,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
