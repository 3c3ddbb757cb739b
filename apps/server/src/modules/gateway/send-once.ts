import { createHash } from 'node:crypto';
import { sendOnceText } from '@ponte/domain/conversations';
import type { SendResult } from '@ponte/domain/gateway';
import { nowIso } from '../../db';
import type { Db } from '../../db';
import { badRequest, conflict, isDependencyDown } from '../../lib/errors';
import { claimSend, findSendClaim, finishSendClaim, releaseSendClaim } from './queries';

/** How long a key is remembered: a client retries within seconds, a person within minutes. */
const CLAIM_KEEP_MS = 24 * 3_600_000;

export type SendKey = { staffId: number; key: string };
/** What a key stands for: the same key with another text is refused. */
export type AskedSend = { phone: string; text: string; quotedId: number | null };

const fingerprintOf = (asked: AskedSend) =>
  createHash('sha256')
    .update(JSON.stringify([asked.phone, asked.text, asked.quotedId]))
    .digest('base64url');

/**
 * A key already used: its first answer once stored, 409 'send_in_progress' while it is not
 * (still sending, or its instance died before it could tell: only the chat can say whether the
 * text went out), 400 for another text. Undefined for a key not used yet. Asked before the
 * trainee check, so a repeat never runs it (nor its escalation) again.
 */
export async function replayedSend(db: Db, key: SendKey, asked: AskedSend): Promise<SendResult | undefined> {
  const prior = await findSendClaim(db, key, nowIso(new Date(Date.now() - CLAIM_KEEP_MS)));
  if (!prior) return undefined;
  if (prior.fingerprint !== fingerprintOf(asked))
    throw badRequest(sendOnceText.keyReused, { 'idempotency-key': sendOnceText.keyReused });
  if (prior.result) return JSON.parse(prior.result) as SendResult;
  throw conflict(sendOnceText.inProgress, 'send_in_progress');
}

/**
 * Issue 34: a staff send that carries an Idempotency-Key goes out once however often it is asked.
 * The key is claimed (one conditional insert) before the gateway is called, so of a retry after a
 * lost answer, a second click or fifty requests at once, one sends; the others get what
 * `replayedSend` says. A send that failed before the gateway had the text gives its key back.
 * Without a key the send is as before.
 */
export async function sendOnce(
  db: Db,
  key: SendKey | undefined,
  asked: AskedSend,
  send: () => Promise<SendResult>,
): Promise<SendResult> {
  if (!key) return send();
  const now = Date.now();
  const fresh = nowIso(new Date(now));
  if (!(await claimSend(db, key, fingerprintOf(asked), fresh, nowIso(new Date(now - CLAIM_KEEP_MS)))))
    return (await replayedSend(db, key, asked))!;
  let result: SendResult;
  try {
    result = await send();
  } catch (err) {
    // Nothing reached the gateway (sending throws only before it has the text): the key may send
    // again. A database too far gone to give it back leaves it answering 409, never a second text.
    await releaseSendClaim(db, key).catch(() => undefined);
    throw err;
  }
  // The text is out: a database that fails now leaves a repeat answered 409, never sent again.
  await finishSendClaim(db, key, JSON.stringify(result)).catch((err: unknown) => {
    if (!isDependencyDown(err)) throw err;
  });
  return result;
}
