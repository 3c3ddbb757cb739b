import type { Db } from './db';
import { installKeyring, loadKeyring, type Keyring } from './lib/sealing';
import { sealStoredSecrets } from './modules/settings/service';
import { openTwoFactorSecrets } from './modules/two-factor/service';

/**
 * The keys that seal secrets at rest (issue 33, docs/0068): `keyring`, or the key file of
 * `dataDir`. Every sealed integration secret and staff TOTP secret must open with them, or the
 * server does not start; integration secrets still in the clear are sealed. Then the keyring is
 * the process's. (key-rotation.ts reseals the same two kinds.)
 */
export async function openSecrets(db: Db, dataDir: string, keyring: Keyring = loadKeyring(dataDir)) {
  await sealStoredSecrets(db, keyring);
  await openTwoFactorSecrets(db, keyring);
  installKeyring(keyring);
}
