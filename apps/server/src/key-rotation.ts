import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';
import { KEY_FILE, loadKeyring, newKeyText, parseKey, PREVIOUS_KEYS_FILE, type Keyring } from './lib/sealing';
import { resealSecrets } from './modules/settings/service';
import { resealTwoFactorSecrets } from './modules/two-factor/service';

/** The integration secrets, then the staff's TOTP secrets (issue 33). */
const resealAll = async (db: Db, from: Keyring, to: Keyring) =>
  (await resealSecrets(db, from, to)) + (await resealTwoFactorSecrets(db, from, to));

/** Writes a file whole or not at all: a crash leaves the old one. */
function writeAtomically(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text, { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

/**
 * `npm run rotate-key` (issue 33, docs/0068). Every stored secret is sealed again under the
 * newest key, in one transaction; a running instance keeps answering.
 *
 * - With the key file of DATA_DIR: a new key is made. It is first added to the previous-keys
 *   file (a running server that meets a value sealed with it reads its files again and finds
 *   it), then the secrets are sealed under it, then it becomes the key file and the old key
 *   stays among the previous ones. A crash at any step loses no key a value needs.
 * - With ENCRYPTION_KEY: the new key is rolled out first (ENCRYPTION_KEY=new,
 *   ENCRYPTION_KEYS_PREVIOUS=old on every instance); this then seals what the old key still holds.
 */
export async function rotateKeys(
  db: Db,
  dataDir: string,
  env: { current?: string; previous?: string },
): Promise<{ resealed: number; keyId: string; keyFile: string | null }> {
  const from = loadKeyring(dataDir, env);
  if (env.current) {
    const resealed = await resealAll(db, from, from);
    return { resealed, keyId: from.current.id, keyFile: null };
  }
  const nextText = newKeyText();
  const next = parseKey(nextText);
  const previousFile = join(dataDir, PREVIOUS_KEYS_FILE);
  const keyFile = join(dataDir, KEY_FILE);
  const previous = existsSync(previousFile) ? readFileSync(previousFile, 'utf8').trim() : '';
  const oldText = readFileSync(keyFile, 'utf8').trim();
  writeAtomically(previousFile, [nextText, oldText, previous].filter(Boolean).join('\n') + '\n');
  const to: Keyring = { current: next, all: [next, ...from.all] };
  const resealed = await resealAll(db, from, to);
  writeAtomically(keyFile, `${nextText}\n`);
  writeAtomically(previousFile, [oldText, previous].filter(Boolean).join('\n') + '\n');
  return { resealed, keyId: next.id, keyFile };
}
