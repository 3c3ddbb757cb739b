import { loadConfig } from './config';
import { openDb } from './db';
import { migrateToLatest } from './db/migrate';
import { rotateKeys } from './key-rotation';

// `npm run rotate-key`: seals every integration secret again under a new key (docs/0068).
const config = loadConfig(process.env);
const handle = openDb(config.database);
try {
  await migrateToLatest(handle.db);
  const { resealed, keyId, keyFile } = await rotateKeys(handle.db, config.dataDir, config.encryption);
  console.log(`${resealed} segredo(s) lacrado(s) com a chave ${keyId}${keyFile ? ` (${keyFile})` : ''}.`);
  if (keyFile) console.log('Faça backup do arquivo da chave: sem ele os segredos não abrem.');
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await handle.db.destroy();
}
