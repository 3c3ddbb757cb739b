import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isMasked, maskSecret } from '@ponte/domain/settings';
import {
  EVOLUTION_API_VERSIONS,
  GATEWAY_CONNECTION_STATES,
  type EvolutionApiVersion,
  type EvolutionSettings,
  type EvolutionSettingsView,
  type GatewayConnectionState,
} from '@ponte/domain/gateway';
import type { Db, Tx } from '../../db';
import { nowIso } from '../../db';
import type { GatewayConfig } from '../../integrations/gateway/types';
import { recordActivity } from '../logs/service';
import { clearGatewayLogs } from './queries';
import { readSettings, storeMadeOnce, writeChangedSettings, writeSettings } from '../settings/service';

const KEYS = [
  'evolution_api_enabled',
  'evolution_api_url',
  'evolution_instance',
  'evolution_api_key',
  'evolution_instance_token',
  'evolution_api_version',
  'evolution_server_version',
  'evolution_webhook_secret',
  'evolution_connection_state',
  'evolution_connection_since',
  'webhook_chat_url',
  'bot_api_key_hash',
  'bot_api_key_tail',
] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

export const INBOUND_WEBHOOK_PATH = '/api/webhook/evolution';

export async function readGatewaySettings(db: Db) {
  const s = await readSettings(db, KEYS);
  return {
    enabled: s.get('evolution_api_enabled') === 'true',
    url: s.get('evolution_api_url') ?? '',
    instance: s.get('evolution_instance') ?? '',
    apiKey: s.get('evolution_api_key') ?? '',
    instanceToken: s.get('evolution_instance_token') ?? '',
    version: oneOf(EVOLUTION_API_VERSIONS, s.get('evolution_api_version')) ?? 'v2',
    serverVersion: s.get('evolution_server_version') ?? '',
    webhookSecret: s.get('evolution_webhook_secret') ?? '',
    connectionState: oneOf<GatewayConnectionState>(GATEWAY_CONNECTION_STATES, s.get('evolution_connection_state')),
    connectionSince: s.get('evolution_connection_since') ?? null,
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
  version: s.version,
});

export async function gatewaySettingsView(db: Db): Promise<EvolutionSettingsView> {
  await storeMadeOnce(db, 'evolution_webhook_secret', newWebhookSecret(), nowIso());
  const s = await readGatewaySettings(db);
  return {
    evolution_api_enabled: s.enabled,
    evolution_api_url: s.url,
    evolution_instance: s.instance,
    evolution_api_key: maskSecret(s.apiKey),
    evolution_api_key_set: s.apiKey !== '',
    evolution_instance_token: maskSecret(s.instanceToken),
    evolution_instance_token_set: s.instanceToken !== '',
    evolution_api_version: s.version,
    evolution_server_version: s.serverVersion,
    webhook_chat_url: s.webhookChatUrl,
    bot_api_key: s.botKeyTail ? `${'•'.repeat(8)}${s.botKeyTail}` : '',
    inbound_webhook_path: INBOUND_WEBHOOK_PATH,
    webhook_secret: s.webhookSecret,
    connection: { state: s.connectionState, since: s.connectionState ? s.connectionSince : null },
  };
}

/** Hex only: it never looks like a by-events suffix ('messages-upsert'), which is letters and dashes. */
const newWebhookSecret = () => randomBytes(24).toString('hex');

/** An admin's change of a gateway setting, in the transaction that made it (issue 33: no change unrecorded). */
const recordChange = (tx: Tx, by: number, action: 'update' | 'delete', details: Record<string, unknown>) =>
  recordActivity(tx, { userId: by, action, entityType: 'settings', details });

/** 'Limpar logs' on /evolution: the gateway's lines go, and who cleared them is recorded with them. */
export async function clearGatewayLogsOf(db: Db, by: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await clearGatewayLogs(tx);
    await recordChange(tx, by, 'delete', { section: 'evolution_logs' });
  });
}

/** A new webhook URL secret: the old URL stops authenticating at once. */
export async function regenerateWebhookSecret(db: Db, by: number): Promise<string> {
  const secret = newWebhookSecret();
  await db.transaction().execute(async (tx) => {
    await writeSettings(tx, { evolution_webhook_secret: secret }, nowIso(), by);
    await recordChange(tx, by, 'update', { section: 'evolution_webhook_secret' });
  });
  return secret;
}

/** What 'Testar conexão' learnt from the gateway's `GET /`. */
export async function saveDetectedVersion(db: Db, version: EvolutionApiVersion, serverVersion: string) {
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await writeSettings(tx, { evolution_api_version: version, evolution_server_version: serverVersion }, at, null);
  });
}

/** Saves /evolution's form; the entry names the keys that changed (a masked secret sent back is no change). */
export async function saveGatewaySettings(db: Db, by: number, input: EvolutionSettings) {
  const token = input.evolution_instance_token;
  const values: Record<string, string> = {
    evolution_api_enabled: String(input.evolution_api_enabled),
    evolution_api_url: input.evolution_api_url,
    evolution_instance: input.evolution_instance,
    webhook_chat_url: input.webhook_chat_url,
    ...(isMasked(input.evolution_api_key) ? {} : { evolution_api_key: input.evolution_api_key }),
    ...(token !== undefined && !isMasked(token) ? { evolution_instance_token: token } : {}),
    ...(input.evolution_api_version ? { evolution_api_version: input.evolution_api_version } : {}),
  };
  await db.transaction().execute(async (tx) => {
    const keys = await writeChangedSettings(tx, values, nowIso(), by);
    await recordChange(tx, by, 'update', { section: 'evolution', keys });
  });
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

const newBotKey = () => `pbk_${randomBytes(24).toString('base64url')}`;

/** A new bot key: only its hash and last characters are kept, so it is shown once. */
export async function generateBotKey(db: Db, by: number): Promise<string> {
  const key = newBotKey();
  const at = nowIso();
  await db.transaction().execute(async (tx) => {
    await writeSettings(tx, { bot_api_key_hash: sha256(key), bot_api_key_tail: key.slice(-4) }, at, by);
    await recordChange(tx, by, 'update', { section: 'bot_api_key' });
  });
  return key;
}

/**
 * First start: creates the bot key and returns it to be printed once. The hash is stored only if
 * none is, in one statement: of two instances starting on one database, only the one whose key
 * was kept prints it.
 */
export async function ensureBotKey(db: Db): Promise<string | null> {
  const key = newBotKey();
  const at = nowIso();
  return db.transaction().execute(async (tx) => {
    if (!(await storeMadeOnce(tx, 'bot_api_key_hash', sha256(key), at))) return null;
    await writeSettings(tx, { bot_api_key_tail: key.slice(-4) }, at, null);
    return key;
  });
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
