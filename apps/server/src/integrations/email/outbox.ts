import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Nodemailer from 'nodemailer';
import { luhnValid } from '@ponte/domain/cards';
import { loadOnUse } from '../../lib/load-on-use';
import { nodemailerMessage, type Mailer, type OutgoingMail } from './mailer';

/** A file name the outbox wrote: time first, so names sort by when they were sent. */
export const OUTBOX_FILE_NAME = /^\d{13}-[0-9a-f]{12}\.eml$/;

/**
 * The time a name starts with, in ms, a millisecond later when it would pass the Luhn check: the
 * activity log masks 13 to 19 digits that do (a card number), and a download's entry lost its
 * file name about one time in ten.
 */
export function outboxStamp(now = Date.now()): number {
  let ms = now;
  while (luhnValid(String(ms))) ms += 1;
  return ms;
}

/**
 * Without SMTP, each message is built exactly as it would go out (nodemailer's stream
 * transport) and kept as a .eml file in the outbox folder, which /campanhas-email lists.
 */
export function createOutboxMailer(dir: string): Mailer {
  mkdirSync(dir, { recursive: true });
  const nodemailer = loadOnUse('nodemailer') as typeof Nodemailer;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail: OutgoingMail) {
      const info = await builder.sendMail(nodemailerMessage(mail));
      const name = `${outboxStamp()}-${randomBytes(6).toString('hex')}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
      return { messageId: String(info.messageId), via: 'outbox' as const };
    },
    close: () => builder.close(),
  };
}

export type OutboxEntry = { id: string; to: string; subject: string; date: string; size: number };

/** A header's value from a message's head (folded lines joined; encoded words decoded). */
function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t].*)*)`, 'im').exec(head);
  if (!match) return '';
  return decodeWords(match[1]!.replace(/\n[ \t]+/g, ' ').trim());
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The outbox's messages, newest first, one page at a time. */
export async function listOutbox(dir: string, page: number, limit: number) {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => OUTBOX_FILE_NAME.test(n))
    .sort()
    .reverse();
  const slice = names.slice((page - 1) * limit, page * limit);
  const entries: OutboxEntry[] = await Promise.all(
    slice.map(async (name) => {
      const path = join(dir, name);
      const [raw, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
      const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r\n/g, '\n');
      return {
        id: name.replace(/\.eml$/, ''),
        to: header(head, 'To'),
        subject: header(head, 'Subject'),
        date: new Date(Number(name.slice(0, 13))).toISOString(),
        size: info.size,
      };
    }),
  );
  return { entries, total: names.length };
}

/** One message's raw text (message/rfc822), or null for an id the outbox never wrote. */
export async function readOutboxMessage(dir: string, id: string): Promise<Buffer | null> {
  const name = `${id}.eml`;
  if (!OUTBOX_FILE_NAME.test(name)) return null;
  return readFile(join(dir, name)).catch(() => null);
}
