import { Transform, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { sameSecret } from './settings';

/**
 * Body limits of the gateway webhook. Base64 media travels inside the JSON body (a third larger
 * than the file), so a caller whose key checked out before the body is read (the `apikey`
 * header or the URL secret) may send up to 150 MB: a 100 MB video is about 134 MB of base64. Files over
 * MAX_MEDIA_BYTES are then recorded by name and size, not kept. Anyone else is held to the
 * app's usual 1 MB until the key inside the body is checked.
 */
export const WEBHOOK_VERIFIED_BODY_LIMIT = 150 * 1024 * 1024;
export const WEBHOOK_UNVERIFIED_BODY_LIMIT = 1024 * 1024;

export const webhookText = {
  unauthorized: 'Webhook não autorizado',
  tooLarge:
    'Corpo da requisição muito grande: mídia só é aceita com a chave do gateway no cabeçalho apikey ou o segredo na URL do webhook',
} as const;

/** Where a caller put a key: the webhook URL's secret segment, the `apikey` header or the body's `apikey`. */
export type KeyLocation = 'url' | 'header' | 'body';
export type PresentedKey = { from: KeyLocation; value: string };

/** The keys the admin saved; empty ones match nothing. */
export type SavedKeys = { apiKey: string; instanceToken: string; webhookSecret: string };

/**
 * The URL segment is the secret /evolution shows and nothing else, so the API key never needs
 * to sit in a URL (and in proxy logs). Header and body take any saved key: Evolution puts the
 * instance token in the body, admins naturally enter the global key in the header.
 */
const acceptedAt = (from: KeyLocation, saved: SavedKeys) =>
  from === 'url' ? [saved.webhookSecret] : [saved.apiKey, saved.instanceToken, saved.webhookSecret];

export type KeyVerdict = { result: 'valid' } | { result: 'absent' } | { result: 'invalid'; from: KeyLocation };

/**
 * 'valid' when any presented key matches a saved key (a stale body key must not undo a right
 * header: Evolution does not retry a 401, so the message would be lost), 'absent' when none was
 * presented, 'invalid' (with where the first wrong one was) otherwise. Constant-time compares.
 */
export function checkPresentedKeys(presented: PresentedKey[], saved: SavedKeys): KeyVerdict {
  const given = presented.filter((k) => k.value !== '');
  if (given.length === 0) return { result: 'absent' };
  // Every candidate is compared, so the time taken does not tell which one matched.
  const matches = given.map((k) =>
    acceptedAt(k.from, saved)
      .map((a) => sameSecret(k.value, a))
      .some(Boolean),
  );
  if (matches.some(Boolean)) return { result: 'valid' };
  return { result: 'invalid', from: given[0].from };
}

/** Lower-case letters and dashes: how Evolution names a by-events suffix ('messages-upsert', 'call'). */
const EVENT_SEGMENT = /^[a-z]+(?:-[a-z]+)*$/;

/**
 * Splits the webhook URL's segments after /webhook/evolution into the secret and the
 * by-events suffix: `/{secret}`, `/{event}`, `/{secret}/{event}`. A single segment equal to the
 * saved secret is the secret; otherwise one shaped like an event name is an event.
 */
export function webhookPathParts(
  params: { first?: string; second?: string },
  secret: string,
): { secret?: string; event?: string } {
  const { first, second } = params;
  if (first === undefined) return {};
  if (second !== undefined) return { secret: first, event: second };
  if (sameSecret(first, secret) || !EVENT_SEGMENT.test(first)) return { secret: first };
  return { event: first };
}

/** The keys a request carries before its body is read: the URL secret and the `apikey` header. */
export function keysBeforeBody(req: FastifyRequest, urlSecret: string | undefined): PresentedKey[] {
  const header = req.headers['apikey'];
  const keys: PresentedKey[] = [];
  if (urlSecret !== undefined) keys.push({ from: 'url', value: urlSecret });
  if (typeof header === 'string') keys.push({ from: 'header', value: header });
  return keys;
}

const tooLarge = () => new AppError(413, webhookText.tooLarge, undefined, 'webhook_too_large');

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
