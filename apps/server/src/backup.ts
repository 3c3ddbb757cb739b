import { resolve } from 'node:path';
import { dataLocation } from './config';
import { backupPath, backupSqlite } from './db/backup';

// `npm run backup [file]`: a consistent copy of DATA_DIR/ponte.db, taken while the server runs;
// prints the copy's path. Restoring is in the README ("Backup and restore") and docs/0028.
const { dataDir, database } = dataLocation();
if (database.kind === 'postgres') {
  console.error('DATABASE_URL aponta para o PostgreSQL: faça o backup com pg_dump (README, "Backup and restore").');
  process.exit(1);
}
const target = resolve(process.argv[2] ?? backupPath(dataDir));
try {
  await backupSqlite(database.file, target);
  console.log(target);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
