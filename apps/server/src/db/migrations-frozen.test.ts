import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openEmptyTestDb } from '../../test/helpers';
import { migrations } from './migrate';

/**
 * A landed migration is never changed (docs/0089): a database migrated before ran the old text
 * and never runs the new one, so the two would part in silence. Each migration's statements, as
 * this engine compiles them, are pinned in migrations.lock.json by their SHA-256, so a change
 * reaching an old migration through a shared helper (idColumn, say) is caught as well. A new
 * migration adds its line: `PONTE_WRITE_MIGRATION_LOCK=1` writes the engine's figures.
 */
const LOCK = new URL('./migrations.lock.json', import.meta.url);
type Lock = Record<string, { sqlite?: string; postgres?: string }>;

const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** Every migration's statements, in order, as this engine compiles them. */
async function compiledStatements(): Promise<Map<string, string>> {
  const { handle, close } = await openEmptyTestDb();
  const executor = handle.db.getExecutor();
  let statements: string[] = [];
  const capture: KyselyPlugin = {
    transformQuery: (args) => {
      // Spacing is layout, not meaning: a statement re-wrapped in the source is the same statement.
      statements.push(executor.compileQuery(args.node, args.queryId).sql.replace(/\s+/g, ' ').trim());
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const db = handle.db.withPlugin(capture);
  const byName = new Map<string, string>();
  try {
    for (const [name, migration] of Object.entries(migrations)) {
      statements = [];
      await migration.up(db);
      byName.set(name, statements.join(';\n'));
    }
  } finally {
    await close();
  }
  return byName;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe(`landed migrations are never changed (${engine})`, () => {
  it('each migration compiles to the statements pinned in migrations.lock.json', async () => {
    const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as Lock;
    const actual = new Map([...(await compiledStatements())].map(([name, text]) => [name, sha256(text)]));
    if (process.env.PONTE_WRITE_MIGRATION_LOCK === '1') {
      for (const [name, hash] of actual) lock[name] = { ...lock[name], [engine]: hash };
      writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
    }
    const changed = [...actual].filter(([name, hash]) => lock[name]?.[engine] !== hash).map(([name]) => name);
    expect(
      changed,
      'a landed migration must not change: write a new one. A new migration: run this test with PONTE_WRITE_MIGRATION_LOCK=1 on both engines',
    ).toEqual([]);
    // A pinned migration taken out of the list would leave databases that ran it behind.
    expect(Object.keys(lock).filter((name) => !actual.has(name))).toEqual([]);
  });
});
