import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { loadOnUse } from '../lib/load-on-use';

/** DATA_DIR/backups/ponte-20261123-120000.db: the UTC time, so the names sort by age. */
export function backupPath(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return join(dataDir, 'backups', `ponte-${stamp}.db`);
}

/**
 * A consistent copy of a SQLite database that a running server may be writing (WAL), through
 * SQLite's online backup API; a plain file copy could miss the rows still in ponte.db-wal or
 * catch a page half written. Everything is copied in one step: a write landing between steps
 * makes SQLite start over, so many small steps could restart forever on a busy server. The
 * copy is then switched out of WAL mode, so that the one file is the whole backup, and checked.
 */
export async function backupSqlite(source: string, target: string): Promise<{ pages: number }> {
  if (!existsSync(source)) throw new Error(`Banco de dados não encontrado: ${source} (confira DATA_DIR)`);
  if (existsSync(target)) throw new Error(`O arquivo de backup já existe: ${target}`);
  mkdirSync(dirname(target), { recursive: true });
  const Database = loadOnUse('better-sqlite3') as typeof BetterSqlite3;
  const live = new Database(source, { fileMustExist: true });
  let pages: number;
  try {
    live.pragma('busy_timeout = 5000');
    ({ totalPages: pages } = await live.backup(target, { progress: () => Number.MAX_SAFE_INTEGER }));
  } finally {
    live.close();
  }
  const copy = new Database(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`O backup em ${target} não passou na verificação: ${String(check)}`);
  } finally {
    copy.close();
  }
  return { pages };
}
