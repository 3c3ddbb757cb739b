import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/helpers';
import type { DbHandle } from '../../db';
import { verifyPassword } from '../../lib/passwords';
import { ensureMainAdmin } from './bootstrap';

let handle: DbHandle;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ handle, close } = await openTestDb());
});
afterAll(() => close());

describe('main admin on first start', () => {
  it("creates 'onsolutions' once, with a generated password returned to be printed", async () => {
    const first = await ensureMainAdmin(handle.db, { email: 'Dono@Loja.com' });
    expect(first.created).toBe(true);
    expect(first.password).toMatch(/^[\w-]{16}$/);
    const row = await handle.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', 'onsolutions')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', active: 1, email: 'dono@loja.com' });
    expect(await verifyPassword(row.password_hash, first.password!)).toBe(true);
    const second = await ensureMainAdmin(handle.db, { email: 'x@y.com', password: 'outra-senha' });
    expect(second).toEqual({ created: false });
    const count = await handle.db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('instances starting at once on an empty database create it exactly once and none of them fails', async () => {
    const fresh = await openTestDb();
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          ensureMainAdmin(fresh.handle.db, { email: 'dono@loja.com', password: 'senha-1' }),
        ),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const rows = await fresh.handle.db.selectFrom('staff').select('username').execute();
      expect(rows).toEqual([{ username: 'onsolutions' }]);
    } finally {
      await fresh.close();
    }
  });
});
