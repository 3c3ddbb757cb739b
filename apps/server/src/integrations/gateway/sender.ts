import type { EvolutionMessageKey } from '@ponte/domain/gateway';

/**
 * Who wrote a message, from its key as Baileys builds it (`jidDecode`: `user[:device]@server`).
 * - 'phone': a person's chat; `phone` is the digits of their number.
 * - 'not-a-person': groups (`@g.us`), Status posts and lists (`@broadcast`), channels
 *   (`@newsletter`), bots and anything else. Decided from `remoteJid` alone, before any
 *   alternate address is read: Baileys 7 puts the Status poster's number in `remoteJidAlt`.
 * - 'no-phone': a person known only by a LID (`@lid`), with no phone in `remoteJidAlt`
 *   (Baileys 7) or `senderPn` (Evolution 2.3.0–2.3.3).
 */
export type Sender = { kind: 'phone'; phone: string } | { kind: 'not-a-person' } | { kind: 'no-phone'; lid: string };

/** Phone-number servers: today's, the legacy one, and Meta's hosted accounts. */
const PHONE_SERVERS = new Set(['s.whatsapp.net', 'c.us', 'hosted']);
const LID_SERVERS = new Set(['lid', 'hosted.lid']);

function splitJid(jid: string) {
  const at = jid.lastIndexOf('@');
  if (at < 0) return { user: jid, server: '' };
  return {
    user: jid.slice(0, at),
    server: jid
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  };
}

/** Digits of a phone JID ('5511…:12@s.whatsapp.net' → '5511…'); null when it is not one. */
function phoneOf(jid: string | null | undefined): string | null {
  if (!jid) return null;
  const { user, server } = splitJid(jid);
  if (!PHONE_SERVERS.has(server)) return null;
  // 'user_agent:device': neither the agent nor the device is part of the number.
  const digits = user.split(':')[0].split('_')[0].trim();
  return /^\d{8,15}$/.test(digits) ? digits : null;
}

export function senderOf(key: EvolutionMessageKey): Sender {
  const { server } = splitJid(key.remoteJid);
  if (PHONE_SERVERS.has(server)) {
    const phone = phoneOf(key.remoteJid);
    return phone ? { kind: 'phone', phone } : { kind: 'not-a-person' };
  }
  if (!LID_SERVERS.has(server)) return { kind: 'not-a-person' };
  const phone = phoneOf(key.remoteJidAlt) ?? phoneOf(key.senderPn);
  return phone ? { kind: 'phone', phone } : { kind: 'no-phone', lid: key.remoteJid };
}
