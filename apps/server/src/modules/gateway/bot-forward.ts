import { z } from 'zod';
import type { EvolutionUpsertData, EvolutionWebhook } from '@ponte/domain/gateway';
import type { Db, Tx } from '../../db';
import { publicUrlInUse } from '../settings/service';
import type { JobDefinition } from '../../jobs/queue';

/** What the bot's job carries: where to post, and Evolution's event without what the bot must not get. */
const BotForwardSchema = z.object({ url: z.string(), body: z.record(z.string(), z.unknown()) });
export type BotForwardJob = z.infer<typeof BotForwardSchema>;

export const BOT_FORWARD_JOB = 'bot.forward';

declare module '../../jobs/types' {
  interface JobPayloads {
    [BOT_FORWARD_JOB]: BotForwardJob;
  }
}

export const botForwardJobDefinition: JobDefinition<typeof BOT_FORWARD_JOB> = {
  name: BOT_FORWARD_JOB,
  payload: BotForwardSchema,
  handler: (payload) => forwardToBot(payload),
};

/**
 * Media bytes and WhatsApp's media keys: the bot gets the file from Ponte's uploads instead, and
 * the job row stays small (finished jobs are kept for days).
 */
const HEAVY_OR_SECRET = new Set(['base64', 'jpegThumbnail', 'mediaKey']);

function withoutHeavyOrSecret(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => withoutHeavyOrSecret(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !HEAVY_OR_SECRET.has(k))
      .map(([k, v]) => [k, withoutHeavyOrSecret(v, depth + 1)]),
  );
}

/**
 * The body posted to the bot: Evolution's event as it came (bots are built for it), without the
 * gateway key Evolution put in `apikey`, Ponte's webhook address and base64; a saved file is at
 * `data.message.mediaUrl` (Evolution's own field for media kept elsewhere), absolute when Ponte
 * knows its public address, else the '/uploads/…' path.
 */
export async function botForwardJob(
  ctx: { db: Db | Tx; publicUrl: string | null },
  url: string,
  event: EvolutionWebhook,
  data: EvolutionUpsertData,
  content: string,
): Promise<BotForwardJob> {
  // `destination` is Ponte's own webhook address, which may carry the webhook's secret.
  const { apikey: _key, destination: _destination, data: _data, ...envelope } = event;
  const stripped = withoutHeavyOrSecret(data) as Record<string, unknown>;
  const path = content.startsWith('/uploads/') ? content.split(';')[0] : null;
  if (path && stripped.message && typeof stripped.message === 'object') {
    const base = (await publicUrlInUse(ctx))?.replace(/\/+$/, '') ?? '';
    stripped.message = { ...stripped.message, mediaUrl: `${base}${path}` };
  }
  return { url, body: { ...envelope, data: stripped } };
}

/** Job handler: POSTs a customer message to the bot's webhook; any failure makes the queue retry later. */
export async function forwardToBot({ url, body }: BotForwardJob): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`bot webhook answered ${res.status}`);
}
