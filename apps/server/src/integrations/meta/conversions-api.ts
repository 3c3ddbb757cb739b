import { z } from 'zod';
import type { ServerEvent } from './server-event';

export const GRAPH_API_URL = 'https://graph.facebook.com';

export type ConversionsApiConfig = {
  /** https://graph.facebook.com, or a local peer in tests. */
  baseUrl: string;
  /** 'v21.0' */
  version: string;
  pixelId: string;
  accessToken: string;
  /** Events Manager's "Testar eventos" code; empty in production. */
  testEventCode?: string;
  timeoutMs?: number;
};

/** Meta's refusal or an unreachable Graph API; the message is Portuguese, for the funnel screen. */
export class ConversionsApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ConversionsApiError';
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

const SuccessSchema = z.looseObject({ events_received: z.number(), fbtrace_id: z.string().optional() });
const GraphErrorSchema = z.looseObject({
  error: z.looseObject({
    message: z.string(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_user_msg: z.string().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

function refusal(status: number, body: unknown): ConversionsApiError {
  const parsed = GraphErrorSchema.safeParse(body);
  if (!parsed.success) return new ConversionsApiError(`Meta respondeu HTTP ${status}`, status);
  const e = parsed.data.error;
  const code = [e.code, e.error_subcode].filter((c) => c !== undefined).join('/');
  const detail = e.error_user_msg ? ` — ${e.error_user_msg}` : '';
  return new ConversionsApiError(
    `Meta recusou o evento (HTTP ${status}${code ? `, código ${code}` : ''}): ${e.message}${detail}`,
    status,
    e.code,
  );
}

/**
 * POST {baseUrl}/{version}/{pixelId}/events?access_token=… with `{ data, test_event_code? }`.
 * Resolves with Meta's count of received events; throws ConversionsApiError otherwise. The
 * token travels in the query, so no message built here ever contains the URL.
 */
export async function sendServerEvents(
  config: ConversionsApiConfig,
  events: ServerEvent[],
): Promise<{ eventsReceived: number; fbtraceId: string | null }> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const url = `${base}/${config.version}/${encodeURIComponent(config.pixelId)}/events?access_token=${encodeURIComponent(config.accessToken)}`;
  const body = { data: events, ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}) };
  let status: number;
  let answer: unknown;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    status = res.status;
    answer = await res.json().catch(() => undefined);
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw new ConversionsApiError('A Meta não respondeu a tempo');
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    throw new ConversionsApiError(`Falha de conexão com a Meta${cause ? ` (${cause})` : ''}`);
  }
  if (status < 200 || status >= 300) throw refusal(status, answer);
  const ok = SuccessSchema.safeParse(answer);
  if (!ok.success) throw new ConversionsApiError('Resposta da Meta fora do formato esperado', status);
  if (ok.data.events_received !== events.length)
    throw new ConversionsApiError(`A Meta recebeu ${ok.data.events_received} de ${events.length} eventos`, status);
  return { eventsReceived: ok.data.events_received, fbtraceId: ok.data.fbtrace_id ?? null };
}
