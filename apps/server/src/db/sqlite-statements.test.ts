import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keepStatements } from './sqlite-statements';

const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;

/** Issue 17: Kysely's SQLite queries reuse their prepared statements (db/sqlite-statements.ts). */
let sqlite: BetterSqlite3.Database;
afterEach(() => sqlite?.open && sqlite.close());

function counted(size?: number) {
  sqlite = new Database(':memory:');
  let prepared = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared += 1;
    return prepare(text);
  }) as typeof sqlite.prepare;
  return { database: keepStatements(sqlite, size), prepared: () => prepared };
}

describe('kept statements', () => {
  it('prepares a query once and answers it each time with its own parameters', async () => {
    const { database, prepared } = counted();
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database }) });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    for (const name of ['a', 'b', 'c']) await db.insertInto('t').values({ name }).execute();
    const find = (id: number) => db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst();
    const before = prepared();
    expect(await find(1)).toEqual({ name: 'a' });
    expect(await find(3)).toEqual({ name: 'c' });
    expect(await find(9)).toBeUndefined();
    expect(prepared() - before).toBe(1);
  });

  it('still answers after the table changes shape', async () => {
    const { database } = counted();
    const db = new Kysely<{ t: { id: Generated<number>; name: string; extra?: string } }>({
      dialect: new SqliteDialect({ database }),
    });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await db.insertInto('t').values({ name: 'a' }).execute();
    const all = () => db.selectFrom('t').selectAll().execute();
    expect(await all()).toEqual([{ id: 1, name: 'a' }]);
    await sql`alter table t add column extra text default 'x'`.execute(db);
    expect(await all()).toEqual([{ id: 1, name: 'a', extra: 'x' }]);
  });

  it('does not hand out a statement a stream is still reading', () => {
    const { database } = counted();
    sqlite.exec('create table t (id integer primary key); insert into t values (1), (2)');
    const reading = database.prepare('select id from t');
    const rows = reading.iterate([]);
    rows.next();
    const other = database.prepare('select id from t');
    expect(other).not.toBe(reading);
    expect(other.all([])).toEqual([{ id: 1 }, { id: 2 }]);
    rows.return?.();
    expect(database.prepare('select id from t')).toBe(reading);
  });

  it('keeps at most the given number, dropping the least recently used', () => {
    const { database, prepared } = counted(2);
    const a = database.prepare('select 1');
    database.prepare('select 2');
    expect(database.prepare('select 1')).toBe(a);
    database.prepare('select 3'); // drops 'select 2', used longest ago
    const before = prepared();
    expect(database.prepare('select 1')).toBe(a);
    database.prepare('select 2');
    expect(prepared() - before).toBe(1);
  });
});
