import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, pgTarget, type TestContext, useTestAppAs } from '../../../test/helpers';
import { customerRow, renameCustomer } from '../../../test/customer-row';
import { activeListRow } from '../../../test/seed-rows';
import { openDb, type Db } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import { countCustomers } from './queries';

/**
 * Issue 17 (docs/0036): the customers' summary cards, the lists' counters and the totals of
 * searches too short for the trigram index are kept in memory until the database's count
 * revision moves. Every write that can change one of them must move it, or a screen shows a
 * stale number: each kind of write is made here and the screens' numbers checked against it.
 * Runs on both engines.
 */
let t: TestContext;
let token: string;
useTestAppAs('operador', (built) => ({ t, token } = built));

const at = '2026-02-01T12:00:00.000Z';
let phoneSeq = 0;
async function customer(db: Db, name: string, activity: string | null = null) {
  phoneSeq += 1;
  const phone = `5521988${String(phoneSeq).padStart(6, '0')}`;
  return (
    await db
      .insertInto('customers')
      .values(customerRow({ name, phone, createdAt: at, lastActivity: activity }))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function list(customerId: number, name: string) {
  return (
    await t.db
      .insertInto('shopping_lists')
      .values(activeListRow(customerId, name, at))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const customers = async (search = '') => {
  const body = await get(`/api/customers?limit=20${search ? `&search=${search}` : ''}`);
  return {
    total: body.pagination.total as number,
    summary: body.summary,
    names: body.data.map((c: { name: string }) => c.name),
  };
};
const lists = async (query = '') => {
  const body = await get(`/api/shopping-lists?limit=50${query}`);
  return { total: body.pagination.total as number, counters: body.counters };
};

describe('the customers screen', () => {
  it('follows every write that changes a search total or a summary card', async () => {
    expect(await customers('jo')).toMatchObject({ total: 0, summary: { total: 0, active: 0, withLists: 0 } });
    const joana = await customer(t.db, 'Joana Prado');
    expect(await customers('jo')).toMatchObject({ total: 1, names: ['Joana Prado'], summary: { total: 1, active: 0 } });

    // Renamed: no longer found by 'jo', found by 'ze'.
    await renameCustomer(t.db, joana, 'Zenaide Prado', '5521');
    expect((await customers('jo')).total).toBe(0);
    expect((await customers('ze')).total).toBe(1);

    // The first message makes the customer active; later ones change nothing that is counted.
    await t.db.updateTable('customers').set({ last_activity: at }).where('id', '=', joana).execute();
    expect((await customers()).summary).toMatchObject({ total: 1, active: 1 });
    await t.db
      .updateTable('customers')
      .set({ last_activity: '2026-02-02T12:00:00.000Z' })
      .where('id', '=', joana)
      .execute();
    expect((await customers()).summary).toMatchObject({ total: 1, active: 1 });

    // A list makes them 'Com Listas'.
    const listId = await list(joana, 'Roupas');
    expect((await customers()).summary.withLists).toBe(1);
    await t.db.deleteFrom('shopping_lists').where('id', '=', listId).execute();
    expect((await customers()).summary.withLists).toBe(0);

    await t.db.deleteFrom('customers').where('id', '=', joana).execute();
    expect(await customers('ze')).toMatchObject({ total: 0, summary: { total: 0, active: 0 } });
  });

  it('answers a repeated count from memory: a write the triggers do not see stays unseen', async () => {
    const first = (await customers('qx')).total;
    // Without its trigger the insert does not move the revision: the kept total is served.
    if (t.db.getExecutor().adapter.constructor.name.startsWith('Postgres'))
      await sql`alter table customers disable trigger customers_count_insert`.execute(t.db);
    else await sql`drop trigger customers_count_insert`.execute(t.db);
    const hidden = await customer(t.db, 'Qx Oculto');
    expect((await customers('qx')).total).toBe(first);
    // Any counted write afterwards moves the revision, and the total is counted afresh.
    await t.db.updateTable('customers').set({ search_text: 'qx oculto 2' }).where('id', '=', hidden).execute();
    expect((await customers('qx')).total).toBe(first + 1);
    await t.db.deleteFrom('customers').where('id', '=', hidden).execute();
    if (t.db.getExecutor().adapter.constructor.name.startsWith('Postgres'))
      await sql`alter table customers enable trigger customers_count_insert`.execute(t.db);
    else
      await sql`create trigger customers_count_insert after insert on customers begin update count_revision set revision = revision + 1 where id = 1; end`.execute(
        t.db,
      );
  });
});

describe('the lists screen', () => {
  it('follows status, plan, owner, name and customer changes', async () => {
    const owner = await customer(t.db, 'Elisa Mota');
    const other = await customer(t.db, 'Bruno Dias');
    const before = await lists('&search=el');
    const id = await list(other, 'Presentes');
    // Found through its customer's name only after the move to Elisa.
    expect((await lists('&search=el')).total).toBe(before.total);
    expect((await lists()).counters.total).toBe(before.counters.total + 1);
    await t.db.updateTable('shopping_lists').set({ customer_id: owner }).where('id', '=', id).execute();
    expect((await lists('&search=el')).total).toBe(before.total + 1);

    await t.db.updateTable('shopping_lists').set({ status: 'completed' }).where('id', '=', id).execute();
    expect((await lists()).counters.completed).toBe(before.counters.completed + 1);
    expect((await lists('&status=completed&search=el')).total).toBe(1);

    const plan = await t.db
      .insertInto('subscription_plans')
      .values({
        name: 'Plano',
        price_monthly_cents: 1000,
        max_weight_kg: 5,
        shipping_fee_cents: 0,
        handling_fee_cents: 0,
        benefits: '[]',
        limitations: '[]',
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('shopping_lists').set({ applied_subscription_id: plan.id }).where('id', '=', id).execute();
    expect((await lists()).counters.with_subscription).toBe(before.counters.with_subscription + 1);

    // The customer renamed: the list is no longer found by 'el'.
    await t.db.updateTable('customers').set({ search_text: 'maria mota' }).where('id', '=', owner).execute();
    expect((await lists('&search=el')).total).toBe(before.total);
    await t.db
      .updateTable('shopping_lists')
      .set({ name: 'Eletrônicos', search_text: 'eletronicos' })
      .where('id', '=', id)
      .execute();
    expect((await lists('&search=el')).total).toBe(before.total + 1);

    await t.db.deleteFrom('shopping_lists').where('id', '=', id).execute();
    expect((await lists()).counters).toEqual(before.counters);
  });

  it('writes that count nothing leave the revision alone', async () => {
    const id = await list(await customer(t.db, 'Rita'), 'Livros');
    const revision = async () =>
      Number((await t.db.selectFrom('count_revision').select('revision').executeTakeFirstOrThrow()).revision);
    const before = await revision();
    await t.db
      .updateTable('shopping_lists')
      .set({ updated_at: '2026-03-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    await t.db.updateTable('shopping_lists').set({ status: 'active' }).where('id', '=', id).execute();
    expect(await revision()).toBe(before);
  });
});

describe('on PostgreSQL, many writers', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'two transactions that raise the number and lock rows in opposite orders do not deadlock',
    async () => {
      const buyer = await customer(t.db, 'Ordem Inversa');
      const listId = await list(await customer(t.db, 'Outra Pessoa'), 'Pedido');
      const gate = () => {
        let open!: () => void;
        return { opened: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
      };
      const [listLocked, customerLocked] = [gate(), gate()];
      // A confirms a list (a counted change) and then writes the buyer; B stores the buyer's
      // first message (a counted change) meanwhile. Raised mid-transaction, each would wait for the other.
      const a = t.db.transaction().execute(async (tx) => {
        await tx.updateTable('shopping_lists').set({ status: 'completed' }).where('id', '=', listId).execute();
        listLocked.open();
        await customerLocked.opened;
        await tx
          .updateTable('customers')
          .set({ email_woocomerce: 'loja@ponte.test' })
          .where('id', '=', buyer)
          .execute();
      });
      const b = t.db.transaction().execute(async (tx) => {
        await tx.updateTable('customers').set({ last_activity: at }).where('id', '=', buyer).execute();
        customerLocked.open();
        await listLocked.opened;
      });
      await expect(Promise.all([a, b])).resolves.toBeDefined();
      expect((await customers()).summary.active).toBeGreaterThanOrEqual(1);
    },
  );
});

describe('two instances on one database', () => {
  it('each sees the other one’s writes at once', async () => {
    const postgres = process.env.TEST_DB === 'postgres';
    const file = postgres ? '' : join(mkdtempSync(join(tmpdir(), 'ponte-count-')), 'ponte.db');
    const target = postgres ? await pgTarget(t.db) : null;
    const open = () => (target ? openDb({ kind: 'postgres', ...target }) : openDb({ kind: 'sqlite', file }));
    const [a, b] = [open(), open()];
    try {
      if (!postgres) await migrateToLatest(a.db);
      const start = await countCustomers(a.db, 'wy');
      expect(await countCustomers(b.db, 'wy')).toBe(start);
      await customer(b.db, 'Wyara Lopes');
      expect(await countCustomers(a.db, 'wy')).toBe(start + 1);
    } finally {
      await a.db.destroy();
      await b.db.destroy();
    }
  });
});
