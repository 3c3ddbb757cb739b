import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isMasked, maskSecret } from '@ponte/domain/settings';
import type { EvolutionSettings, EvolutionSettingsView } from '@ponte/domain/gateway';
import type { Db } from '../../db';
import { nowIso } from '../../db';
import type { GatewayConfig } from '../../integrations/gateway/types';
import { readSettings, writeSetting } from '../settings/queries';

const KEYS = ['evolution_api_enabled', 'evolution_api_url', 'evolution_instance', 'evolution_api_key', 'webhook_chat_url', 'bot_api_key_hash', 'bot_api_key_tail'] as const;

export const INBOUND_WEBHOOK_PATH = '/api/webhook/evolution';

export async function readGatewaySettings(db: Db) {
  const s = await readSettings(db, KEYS);
  return {
    enabled: s.get('evolution_api_enabled') === 'true',
    url: s.get('evolution_api_url') ?? '',
    instance: s.get('evolution_instance') ?? '',
    apiKey: s.get('evolution_api_key') ?? '',
    webhookChatUrl: s.get('webhook_chat_url') ?? '',
    botKeyHash: s.get('bot_api_key_hash') ?? '',
    botKeyTail: s.get('bot_api_key_tail') ?? '',
  };
}

export const gatewayConfig = (s: Awaited<ReturnType<typeof readGatewaySettings>>): GatewayConfig => ({
  enabled: s.enabled,
  url: s.url,
  instance: s.instance,
  apiKey: s.apiKey,
});

export async function gatewaySettingsView(db: Db): Promise<EvolutionSettingsView> {
  const s = await readGatewaySettings(db);
  return {
    evolution_api_enabled: s.enabled,
    evolution_api_url: s.url,
    evolution_instance: s.instance,
    evolution_api_key: maskSecret(s.apiKey),
    evolution_api_key_set: s.apiKey !== '',
    webhook_chat_url: s.webhookChatUrl,
    bot_api_key: s.botKeyTail ? `${'•'.repeat(8)}${s.botKeyTail}` : '',
    inbound_webhook_path: INBOUND_WEBHOOK_PATH,
  };
}

export async function saveGatewaySettings(db: Db, by: number, input: EvolutionSettings) {
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await writeSetting(tx, 'evolution_api_enabled', String(input.evolution_api_enabled), at, by);
    await writeSetting(tx, 'evolution_api_url', input.evolution_api_url, at, by);
    await writeSetting(tx, 'evolution_instance', input.evolution_instance, at, by);
    await writeSetting(tx, 'webhook_chat_url', input.webhook_chat_url, at, by);
    if (!isMasked(input.evolution_api_key)) await writeSetting(tx, 'evolution_api_key', input.evolution_api_key, at, by);
  });
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** A new bot key: only its hash and last characters are kept, so it is shown once. */
export async function generateBotKey(db: Db, by: number | null): Promise<string> {
  const key = `pbk_${randomBytes(24).toString('base64url')}`;
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await writeSetting(tx, 'bot_api_key_hash', sha256(key), at, by);
    await writeSetting(tx, 'bot_api_key_tail', key.slice(-4), at, by);
  });
  return key;
}

/** First start: creates the bot key and returns it to be printed once. */
export async function ensureBotKey(db: Db): Promise<string | null> {
  const s = await readSettings(db, ['bot_api_key_hash']);
  return s.get('bot_api_key_hash') ? null : generateBotKey(db, null);
}

export async function isValidBotKey(db: Db, key: string): Promise<boolean> {
  const s = await readSettings(db, ['bot_api_key_hash']);
  const stored = s.get('bot_api_key_hash');
  if (!stored || !key) return false;
  return timingSafeEqual(Buffer.from(sha256(key)), Buffer.from(stored));
}

/** Constant-time comparison of the gateway's apikey with the configured one. */
export function sameSecret(given: string, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(sha256(given));
  const b = Buffer.from(sha256(expected));
  return timingSafeEqual(a, b);
}
