import { createHash } from 'node:crypto';
import type { AiValidation } from '@ponte/domain/ai';
import type { Db } from '../../db';
import type { AiLogger } from '../../integrations/ai/provider';
import { getAiProvider } from './settings';
import type { Actor } from '../../plugins/auth';

/**
 * One trainee send is checked up to three times: the screen's validate-message call, then
 * setText and send-admin-message on the server. A verdict is kept for a couple of minutes per
 * trainee and text, so the model is asked once. Kept per database (so per app), in memory: on
 * another instance the text is simply checked again.
 */
const REMEMBER_MS = 2 * 60_000;
const MAX_REMEMBERED = 1000;

type Remembered = { at: number; validation: AiValidation };
const verdicts = new WeakMap<Db, Map<string, Remembered>>();

const keyOf = (actorId: number, message: string) =>
  `${actorId}:${createHash('sha256').update(message).digest('base64url')}`;

function store(db: Db) {
  let map = verdicts.get(db);
  if (!map) verdicts.set(db, (map = new Map()));
  return map;
}

/** Keeps a trainee's verdict for the sends that follow. */
export function rememberVerdict(db: Db, actor: Actor, message: string, validation: AiValidation, now = Date.now()) {
  if (actor.role !== 'trainee') return;
  const map = store(db);
  // Oldest first in a Map: drop from the front when full.
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!);
  map.set(keyOf(actor.id, message), { at: now, validation });
}

/**
 * The check of a trainee's text on send (spec 1 §4/§6), through the same provider as
 * /api/ai/validate-message: the model when configured, with the rule-based checker behind it,
 * so an outage still blocks what the rules call high.
 */
export async function checkBeforeSend(
  db: Db,
  actor: Actor,
  message: string,
  log: AiLogger,
  now = Date.now(),
): Promise<AiValidation> {
  const known = store(db).get(keyOf(actor.id, message));
  if (known && now - known.at < REMEMBER_MS) return known.validation;
  const validation = await (await getAiProvider(db, log)).validate(message);
  rememberVerdict(db, actor, message, validation, now);
  return validation;
}
