import { createHash } from 'node:crypto';
import { sendOnceText } from '@ponte/domain/conversations';
import type { QuotedSend, SendResult } from '@ponte/domain/gateway';
import { nowIso } from '../../db';
import type { Db } from '../../db';
import { badRequest, conflict, isDependencyDown } from '../../lib/errors';
import { claimSend, findSendClaim, finishSendClaim } from './queries';

/** How long a key is remembered: a client retries within seconds, a person within minutes. */
const CLAIM_KEEP_MS = 24 * 3_600_000;

export type SendKey = { staffId: number; key: string };

/**
 * Issue 34: a staff send that carries an Idempotency-Key goes out once however often it is asked.
 * The key is claimed (one conditional insert) before the gateway is called, so of a retry after a
 * lost answer, a second click or fifty requests at once, one sends. A repeat gets that send's
 * answer once it is stored, 409 'send_in_progress' while it is not (still sending, or its
 * instance died before it could tell: only the chat can say whether the text went out), and 400
 * when the key was used for another text. Without a key the send is as before.
 */
export async function sendOnce(
  db: Db,
  key: SendKey | undefined,
  asked: { phone: string; text: string; quoted?: QuotedSend },
  send: () => Promise<SendResult>,
): Promise<SendResult> {
  if (!key) return send();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([asked.phone, asked.text, asked.quoted?.id ?? null]))
    .digest('base64url');
  const now = Date.now();
  if (!(await claimSend(db, key, fingerprint, nowIso(new Date(now)), nowIso(new Date(now - CLAIM_KEEP_MS))))) {
    const prior = await findSendClaim(db, key);
    if (prior && prior.fingerprint !== fingerprint)
      throw badRequest(sendOnceText.keyReused, { 'idempotency-key': sendOnceText.keyReused });
    if (prior?.result) return JSON.parse(prior.result) as SendResult;
    throw conflict(sendOnceText.inProgress, 'send_in_progress');
  }
  const result = await send();
  // The text is out: a database that fails now leaves a repeat answered 409, never sent again.
  await finishSendClaim(db, key, JSON.stringify(result)).catch((err: unknown) => {
    if (!isDependencyDown(err)) throw err;
  });
  return result;
}
