import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Issue 33: integration secrets (payment, store, gateway, SMTP, AI and Meta keys) are kept
 * sealed in the database with AES-256-GCM, a fresh 12-byte nonce per value and the setting's
 * name as associated data (a sealed value moved to another setting does not open). The key
 * comes from ENCRYPTION_KEY or is generated once into DATA_DIR; older keys stay in the keyring
 * until every value is sealed again under the newest (`npm run rotate-key`). docs/0068.
 */

const PREFIX = 'sealed:v1:';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'encryption-key';
export const PREVIOUS_KEYS_FILE = 'encryption-key.previous';

export type SealingKey = { id: string; key: Buffer };
export type Keyring = {
  current: SealingKey;
  all: SealingKey[];
  /** Reads the keys again from where they came from (a rotation may have added one). */
  reload?: () => Keyring;
};

export class SealingError extends Error {}

/** A key's id: the first bytes of its hash, stored with each value so the right key opens it. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

/** 32 bytes written as base64 (44 characters) or hex (64); anything else is refused by name. */
export function parseKey(text: string, name = 'ENCRYPTION_KEY'): SealingKey {
  const t = text.trim();
  const hex = /^[0-9a-f]{64}$/i.test(t);
  const base64 = /^[A-Za-z0-9+/]{43}=?$/.test(t) || /^[A-Za-z0-9_-]{43}$/.test(t);
  const key = hex ? Buffer.from(t, 'hex') : base64 ? Buffer.from(t, 'base64') : Buffer.alloc(0);
  if (key.length !== KEY_BYTES)
    throw new SealingError(`${name} must be 32 bytes, written as base64 (44 characters) or hex (64 characters)`);
  return { id: keyId(key), key };
}

export const newKeyText = () => randomBytes(KEY_BYTES).toString('base64');

/**
 * The keyring of a data folder: ENCRYPTION_KEY (and ENCRYPTION_KEYS_PREVIOUS, comma-separated),
 * else the key file there, generated the first time, with the previous keys file beside it.
 */
export function loadKeyring(dataDir: string, env: { current?: string; previous?: string } = {}): Keyring {
  const keyFile = join(dataDir, KEY_FILE);
  let currentText = env.current;
  if (!currentText) {
    if (!existsSync(keyFile)) writeFileSync(keyFile, `${newKeyText()}\n`, { mode: 0o600 });
    currentText = readFileSync(keyFile, 'utf8');
  }
  const previousFile = join(dataDir, PREVIOUS_KEYS_FILE);
  const previousTexts = env.current
    ? (env.previous ?? '').split(',')
    : existsSync(previousFile)
      ? readFileSync(previousFile, 'utf8').split('\n')
      : [];
  const current = parseKey(currentText);
  const previous = previousTexts.filter((t) => t.trim()).map((t) => parseKey(t, 'a previous encryption key'));
  return {
    current,
    all: [current, ...previous.filter((p) => p.id !== current.id)],
    reload: () => loadKeyring(dataDir, env),
  };
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function seal(keyring: Keyring, name: string, plain: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, nonce);
  cipher.setAAD(Buffer.from(name, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${keyring.current.id}:${nonce.toString('base64url')}:${body.toString('base64url')}`;
}

/** The id of the key a sealed value needs. */
export const sealedKeyId = (stored: string) => stored.slice(PREFIX.length).split(':')[0] ?? '';

/** The plain text of a sealed value; a value stored before sealing existed comes back as it is. */
export function unseal(keyring: Keyring, name: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [id, nonceText, bodyText] = stored.slice(PREFIX.length).split(':');
  const key = keyring.all.find((k) => k.id === id);
  if (!key)
    throw new SealingError(
      `The setting ${name} was sealed with encryption key ${id}, which this server does not have: ` +
        'start it with the ENCRYPTION_KEY (or the encryption-key file) it was saved with.',
    );
  const body = Buffer.from(bodyText ?? '', 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(nonceText ?? '', 'base64url'));
    decipher.setAAD(Buffer.from(name, 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealingError(`The sealed setting ${name} does not open with key ${id}: it was changed or damaged.`);
  }
}

/*
 * The keyring in use. One server per process in production; tests build several apps in one
 * process, so every key installed stays known (any of them opens a value), and the newest seals.
 */
let installed: Keyring | null = null;

export function installKeyring(keyring: Keyring) {
  const known = new Map((installed?.all ?? []).map((k) => [k.id, k]));
  for (const k of keyring.all) known.set(k.id, k);
  installed = { current: keyring.current, all: [...known.values()], reload: keyring.reload };
}

/**
 * A stored value opened with the installed keys. A value sealed with a key this process has not
 * seen (`npm run rotate-key` ran beside it) reads the key files again once, so a rotation
 * needs no restart.
 */
export function openStored(name: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const keyring = installedKeyring();
  if (!keyring.all.some((k) => k.id === sealedKeyId(stored)) && keyring.reload) installKeyring(keyring.reload());
  return unseal(installedKeyring(), name, stored);
}

export function installedKeyring(): Keyring {
  if (!installed) throw new SealingError('No encryption key is loaded: the server seals secrets with one.');
  return installed;
}
