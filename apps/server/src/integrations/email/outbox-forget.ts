import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { foldText } from '@ponte/domain/search';
import { OUTBOX_FILE_NAME } from './outbox';

/** Quoted-printable undone (soft breaks joined, =XX as bytes), read as UTF-8. */
const unquote = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Every base64 block of a message (a run of base64-only lines) decoded, as nodemailer writes bodies and files. */
const unbase64 = (text: string) =>
  (text.match(/(?:^[A-Za-z0-9+/]{16,}={0,2}\r?\n)+/gm) ?? [])
    .map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');

/**
 * What a message says, as a reader would see it: its raw text, quoted-printable and base64
 * parts decoded and RFC 2047 words in headers too, folded (accents and case aside).
 */
export function readableMail(raw: string): string {
  const headerWords = raw.replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_m, kind: string, body: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64').toString('utf8') : unquote(body.replace(/_/g, ' ')),
  );
  return foldText([raw, headerWords, unquote(raw), unbase64(raw)].join('\n'));
}

/** Phone numbers as written in a text ('+55 (11) 98700-0789'), each run of digits and separators as digits. */
const phonesIn = (text: string) => (text.match(/\+?\d[\d\s().-]{6,}\d/g) ?? []).map((run) => run.replace(/\D/g, ''));

/**
 * LGPD erasure (docs/0075): deletes every message in the outbox that names the customer: one of
 * their e-mails or distinctive name (`words`, matched folded) or one of their numbers (`phones`,
 * digits, matched however the text formats them). Returns how many files went.
 */
export async function forgetOutboxMentioning(dir: string, words: string[], phones: string[]): Promise<number> {
  const folded = words.map(foldText).filter((w) => w.length > 0);
  // A Brazilian number is often written without its country code: '(11) 98700-0789'.
  const digits = [...new Set(phones.flatMap((p) => (p.startsWith('55') && p.length >= 12 ? [p, p.slice(2)] : [p])))];
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => OUTBOX_FILE_NAME.test(n));
  let removed = 0;
  // One file at a time: an outbox after a large campaign holds thousands.
  for (const name of names) {
    const raw = await readFile(join(dir, name), 'utf8').catch(() => null);
    if (raw === null) continue;
    const text = readableMail(raw);
    const numbers = digits.length > 0 ? phonesIn(text) : [];
    const mentions = folded.some((w) => text.includes(w)) || numbers.some((n) => digits.some((d) => n.includes(d)));
    if (!mentions) continue;
    await rm(join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}
