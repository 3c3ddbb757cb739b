import { Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { sameSecret } from './settings';

/**
 * Body limits of the gateway webhook. Base64 media travels inside the JSON body (a third larger
 * than the file), so a caller whose key checked out before the body is read (the `apikey`
 * header) may send up to 150 MB: a 100 MB video is about 134 MB of base64. Files over
 * MAX_MEDIA_BYTES are then recorded by name and size, not kept. Anyone else is held to the
 * app's usual 1 MB until the key inside the body is checked.
 */
export const WEBHOOK_VERIFIED_BODY_LIMIT = 150 * 1024 * 1024;
export const WEBHOOK_UNVERIFIED_BODY_LIMIT = 1024 * 1024;

export const webhookText = {
  unauthorized: 'Webhook não autorizado',
  tooLarge: 'Corpo da requisição muito grande: mídia só é aceita com a chave do gateway no cabeçalho apikey',
} as const;

/** Where a caller put a key. Issue 12 adds the webhook URL's secret and instance tokens here. */
export type PresentedKey = { from: 'header' | 'body'; value: string };

/**
 * 'absent' when no key was presented, 'valid' when every presented key is an accepted one,
 * 'invalid' when any is not (a wrong key is refused even beside a right one).
 */
export function checkPresentedKeys(presented: PresentedKey[], accepted: string[]): 'valid' | 'invalid' | 'absent' {
  const given = presented.filter((k) => k.value !== '');
  if (given.length === 0) return 'absent';
  return given.every((k) => accepted.some((a) => sameSecret(k.value, a))) ? 'valid' : 'invalid';
}

/** The keys a request carries before its body is read. */
export function keysBeforeBody(req: FastifyRequest): PresentedKey[] {
  const header = req.headers['apikey'];
  return typeof header === 'string' ? [{ from: 'header', value: header }] : [];
}

const tooLarge = () => new AppError(413, webhookText.tooLarge);

/**
 * preParsing for a caller whose key is not checked yet: a declared length over the small
 * limit is refused unread; a body without one (chunked) is cut off at the limit.
 */
export function capUnverifiedBody(req: FastifyRequest, payload: Readable): Readable {
  const declared = Number(req.headers['content-length']);
  if (declared > WEBHOOK_UNVERIFIED_BODY_LIMIT) throw tooLarge();
  if (!Number.isNaN(declared)) return payload;
  let seen = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > WEBHOOK_UNVERIFIED_BODY_LIMIT) return done(tooLarge());
      done(null, chunk);
    },
  });
  payload.on('error', (err) => capped.destroy(err));
  return payload.pipe(capped);
}
