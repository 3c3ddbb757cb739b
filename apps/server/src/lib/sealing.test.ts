import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  KEY_FILE,
  loadKeyring,
  newKeyText,
  parseKey,
  seal,
  SealingError,
  unseal,
  type Keyring,
} from './sealing';

// Issue 33: integration secrets are sealed with AES-256-GCM under a key of the data folder or ENCRYPTION_KEY.
const ring = (text = newKeyText()): Keyring => {
  const key = parseKey(text);
  return { current: key, all: [key] };
};

describe('seal and unseal', () => {
  it('gives back the text, sealed differently each time, with the key id and no plain text', () => {
    const keys = ring();
    const a = seal(keys, 'smtp_password', 'senha-çãé-123');
    const b = seal(keys, 'smtp_password', 'senha-çãé-123');
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).toContain(keys.current.id);
    expect(a).not.toContain('senha');
    expect(unseal(keys, 'smtp_password', a)).toBe('senha-çãé-123');
  });

  it('a value stored before sealing existed comes back as it is', () => {
    expect(unseal(ring(), 'smtp_password', 'antigo')).toBe('antigo');
  });

  it('refuses a value moved to another setting, a changed value and a key it does not have', () => {
    const keys = ring();
    const sealed = seal(keys, 'smtp_password', 'segredo');
    expect(() => unseal(keys, 'ai_api_key', sealed)).toThrow(SealingError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => unseal(keys, 'smtp_password', `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow(
      /changed or damaged/,
    );
    expect(() => unseal(ring(), 'smtp_password', sealed)).toThrow(/ENCRYPTION_KEY/);
  });

  it('opens with a previous key of the ring', () => {
    const old = ring();
    const sealed = seal(old, 'ai_api_key', 'sk-1');
    const next = parseKey(newKeyText());
    expect(unseal({ current: next, all: [next, old.current] }, 'ai_api_key', sealed)).toBe('sk-1');
  });
});

describe('keys', () => {
  it('takes 32 bytes as base64 or hex and refuses anything else', () => {
    expect(parseKey(Buffer.alloc(32, 1).toString('base64')).key).toEqual(Buffer.alloc(32, 1));
    expect(parseKey('0f'.repeat(32)).key).toEqual(Buffer.alloc(32, 15));
    for (const bad of ['', 'curta', Buffer.alloc(16).toString('base64'), 'zz'.repeat(32)])
      expect(() => parseKey(bad)).toThrow(/32 bytes/);
  });

  it('without ENCRYPTION_KEY, generates the key file once (readable by its owner only) and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponte-keys-'));
    const first = loadKeyring(dir);
    expect(statSync(join(dir, KEY_FILE)).mode & 0o077).toBe(0);
    expect(loadKeyring(dir).current.id).toBe(first.current.id);
    expect(parseKey(readFileSync(join(dir, KEY_FILE), 'utf8')).id).toBe(first.current.id);
  });

  it('ENCRYPTION_KEY wins and writes no file; ENCRYPTION_KEYS_PREVIOUS joins the ring', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponte-keys-'));
    const current = newKeyText();
    const previous = newKeyText();
    const keys = loadKeyring(dir, { current, previous: ` ${previous} ,` });
    expect(keys.current.id).toBe(parseKey(current).id);
    expect(keys.all.map((k) => k.id)).toEqual([parseKey(current).id, parseKey(previous).id]);
    expect(() => statSync(join(dir, KEY_FILE))).toThrow();
  });
});
