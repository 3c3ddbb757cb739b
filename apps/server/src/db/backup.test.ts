import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupPath, backupSqlite } from './backup';
import { openDb, type DbHandle } from '.';
import { migrateToLatest } from './migrate';

/*
 * Issue 17: `npm run backup` copies DATA_DIR/ponte.db while the server writes to it. SQLite
 * only: PostgreSQL is backed up with pg_dump, so the PostgreSQL project skips this file.
 */
const sqlite = process.env.TEST_DB !== 'postgres';
let dir: string;
let live: DbHandle;

const insertLog = (db: Database.Database, n: number) =>
  db
    .prepare(
      "insert into activity_log (user_id, action, entity_type, details, created_at) values (null, ?, 'test', ?, ?)",
    )
    .run('backup.test', `row ${n}`, new Date().toISOString());
const countRows = (file: string) => {
  const db = new Database(file);
  try {
    return (db.prepare("select count(*) as n from activity_log where action = 'backup.test'").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  if (!sqlite) return;
  dir = mkdtempSync(join(tmpdir(), 'ponte-backup-'));
  // The server's own connection (WAL, as openDb sets it) migrates and keeps the file open.
  live = openDb({ kind: 'sqlite', file: join(dir, 'ponte.db') });
  await migrateToLatest(live.db);
});
afterAll(() => live?.db.destroy());

describe.skipIf(!sqlite)('backup of the SQLite file', () => {
  it('taken during writes, it opens, passes its check and has every row committed before it', async () => {
    const file = join(dir, 'ponte.db');
    // A second connection, like the server's, writing all along: its rows sit in ponte.db-wal.
    const writer = new Database(file);
    writer.pragma('busy_timeout = 5000');
    // No checkpoint: the rows stay in the WAL only, where a copy of the main file misses them.
    writer.pragma('wal_autocheckpoint = 0');
    let written = 0;
    for (; written < 200; written++) insertLog(writer, written);
    let writing = true;
    const loop = (async () => {
      while (writing) {
        insertLog(writer, written++);
        await new Promise((r) => setImmediate(r));
      }
    })();

    const target = join(dir, 'backups', 'during-writes.db');
    const before = written;
    await backupSqlite(file, target);
    const after = written;
    writing = false;
    await loop;

    const rows = countRows(target);
    // What a plain copy of ponte.db would have kept: none of them (here not even the tables,
    // which the migrations wrote to the WAL too).
    copyFileSync(file, join(dir, 'plain-copy.db'));
    const plainRows = (() => {
      try {
        return countRows(join(dir, 'plain-copy.db'));
      } catch {
        return 0;
      }
    })();
    expect(plainRows).toBe(0);
    expect(rows).toBeGreaterThan(0);
    writer.close();

    expect(rows).toBeGreaterThanOrEqual(before);
    expect(rows).toBeLessThanOrEqual(after);
    // One file is the whole backup: no WAL beside it, and SQLite finds it sound.
    const copy = new Database(target, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    expect(existsSync(`${target}-wal`)).toBe(false);
  });

  it('leaves out a transaction not yet committed', async () => {
    const file = join(dir, 'ponte.db');
    const writer = new Database(file);
    const committed = countRows(file);
    writer.exec('begin immediate');
    insertLog(writer, -1);
    const target = join(dir, 'backups', 'open-transaction.db');
    await backupSqlite(file, target);
    writer.exec('rollback');
    writer.close();
    expect(countRows(target)).toBe(committed);
  });

  it('never overwrites an earlier backup', async () => {
    const target = join(dir, 'backups', 'twice.db');
    await backupSqlite(join(dir, 'ponte.db'), target);
    await expect(backupSqlite(join(dir, 'ponte.db'), target)).rejects.toThrow(/já existe/);
  });

  it('says so when there is no database where DATA_DIR points, and makes nothing there', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ponte-backup-none-'));
    await expect(backupSqlite(join(empty, 'ponte.db'), backupPath(empty))).rejects.toThrow(/não encontrado/);
    expect(existsSync(join(empty, 'backups'))).toBe(false);
  });

  it('names a backup under DATA_DIR/backups by the UTC time', () => {
    expect(backupPath('/srv/ponte', new Date('2026-11-23T09:05:07.123Z'))).toBe(
      '/srv/ponte/backups/ponte-20261123-090507.db',
    );
  });
});
