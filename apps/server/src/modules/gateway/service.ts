import {
  evolutionVersionOf,
  gatewayText,
  type EvolutionApiVersion,
  type MediaSend,
  type QuotedSend,
  type SendResult,
} from '@ponte/domain/gateway';
import { onlyDigits } from '@ponte/domain/phone';
import type { Db, Tx } from '../../db';
import { EvolutionClient } from '../../integrations/gateway/evolution-client';
import { GatewayError, isGatewayConfigured } from '../../integrations/gateway/types';
import { gatewayConfig, readGatewaySettings, saveDetectedVersion } from './settings';
import { deleteGatewayLogsOf, writeGatewayLog } from './queries';
import * as queries from './queries';
import { sendOnce, type AskedSend, type SendKey } from './send-once';
export { replayedSend, type AskedSend, type SendKey } from './send-once';

/** Sends through the gateway and always leaves a log line; a failure is reported, never dropped. */
/**
 * One send through the gateway, logged either way: 'not_configured' without a gateway, 'sent'
 * with WhatsApp's message id, 'failed' with the gateway's reason. `logText` is what the log shows.
 */
async function deliver(
  db: Db,
  phone: string,
  logText: string,
  send: (client: EvolutionClient, number: string) => Promise<{ id: string | null }>,
): Promise<SendResult> {
  const settings = await readGatewaySettings(db);
  const config = gatewayConfig(settings);
  const number = onlyDigits(phone);
  if (!isGatewayConfigured(config)) {
    const log = await writeGatewayLog(db, {
      direction: 'outgoing',
      status: 'not_configured',
      phone: number,
      message: logText,
      error: gatewayText.notConfigured,
      instance: null,
    });
    return { status: 'not_configured', log_id: log.id, error: gatewayText.notConfigured, message_id: null };
  }
  let sent: { id: string | null };
  try {
    sent = await send(new EvolutionClient(config), number);
  } catch (err) {
    const error = err instanceof GatewayError ? err.message : String(err);
    const log = await writeGatewayLog(db, {
      direction: 'outgoing',
      status: 'error',
      phone: number,
      message: logText,
      error,
      instance: config.instance,
    });
    return { status: 'failed', log_id: log.id, error, message_id: null };
  }
  // Out on the customer's phone: a log write that fails now (a database away, whatever else)
  // costs the log line, never an error that would have the text sent again (issue 34). Its echo
  // still files it in the chat.
  const log = await writeGatewayLog(db, {
    direction: 'outgoing',
    status: 'sent',
    phone: number,
    message: logText,
    error: null,
    instance: config.instance,
    message_id: sent.id,
  }).catch(() => null);
  return { status: 'sent', log_id: log?.id ?? null, error: null, message_id: sent.id };
}

/** A text to a WhatsApp number; `quoted`: the message it replies to. */
export const sendText = (db: Db, phone: string, text: string, quoted?: QuotedSend): Promise<SendResult> =>
  deliver(db, phone, text, (client, number) => client.sendText(number, text, quoted));

/** A staff member's text, sent once per Idempotency-Key however often it is asked (send-once.ts). */
export const sendTextOnce = (db: Db, key: SendKey | undefined, asked: AskedSend, quoted?: QuotedSend) =>
  sendOnce(db, key, asked, () => sendText(db, asked.phone, asked.text, quoted));

/** A file with its caption (issue 31); the log shows its name and caption, never its bytes. */
export const sendMedia = (db: Db, phone: string, media: MediaSend): Promise<SendResult> =>
  deliver(db, phone, `[${media.fileName}] ${media.caption}`.trim(), (client, number) =>
    client.sendMedia(number, media),
  );

export type ConnectionTest = {
  ok: boolean;
  state?: string;
  error?: string;
  /** The generation read from the gateway's `GET /` and saved, null when it did not say. */
  version: EvolutionApiVersion | null;
  server_version: string | null;
};

/**
 * Asks the gateway for its version (saved, so sending speaks 1.x or 2.x as the server does)
 * and for the instance's connection state.
 */
export async function testConnection(db: Db): Promise<ConnectionTest> {
  const config = gatewayConfig(await readGatewaySettings(db));
  if (!config.url || !config.instance || !config.apiKey)
    return { ok: false, error: gatewayText.notConfigured, version: null, server_version: null };
  const client = new EvolutionClient(config);
  // A proxy may hide the root; the state is still worth asking for.
  const serverVersion = await client.serverVersion().catch(() => null);
  const version = evolutionVersionOf(serverVersion);
  if (version && serverVersion) await saveDetectedVersion(db, version, serverVersion);
  const detected = { version, server_version: serverVersion };
  try {
    const state = await client.connectionState();
    return { ok: state === 'open', state, ...detected };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err), ...detected };
  }
}

/** The gateway's log line of a send (undefined: none, or not an outgoing one): a staff message records how its send went. */
export async function findSendLog(db: Db, id: number) {
  const log = await queries.findGatewayLog(db, id);
  return log?.direction === 'outgoing' ? log : undefined;
}
export { deleteUpload, readUpload, saveUpload } from './media';
export { WEBHOOK_RATE_LIMIT } from './webhook-routes';

/** Issue 33, erasure: the gateway's log lines to and from the customer's numbers go. */
export async function forgetGatewayLogsOf(db: Db | Tx, phones: string[]): Promise<void> {
  await deleteGatewayLogsOf(db, phones);
}
