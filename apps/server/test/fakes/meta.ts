import { sendJson, startPeer, type RecordedRequest } from './http-peer';

/**
 * Test peer speaking Meta's Graph API for the Conversions API (INTEGRATIONS.md §5):
 * POST /v{N}.0/{pixel_id}/events?access_token=…, checking what Meta checks (a token, the
 * required fields, website events with page and browser, 64-hex hashes), answering
 * `{events_received, messages, fbtrace_id}` or the Graph error shape.
 */
export const META_TOKEN = 'EAAtesttoken123';
export const META_PIXEL = '123456789012345';

const HASH = /^[0-9a-f]{64}$/;

export type GraphError = { status: number; message: string; type?: string; code: number; subcode?: number };

export const invalidParameter: GraphError = {
  status: 400,
  message: 'Invalid parameter',
  type: 'OAuthException',
  code: 100,
  subcode: 2804019,
};
export const serviceUnavailable: GraphError = {
  status: 503,
  message: 'Service temporarily unavailable',
  type: 'OAuthException',
  code: 2,
};

const graphError = (e: GraphError) => ({
  error: {
    message: e.message,
    type: e.type ?? 'OAuthException',
    code: e.code,
    ...(e.subcode ? { error_subcode: e.subcode } : {}),
    error_user_title: 'Erro',
    error_user_msg: e.message,
    fbtrace_id: 'AFakeTrace',
  },
});

/** Why Meta would refuse one event, or null when it is acceptable. */
function eventProblem(event: Record<string, unknown>): string | null {
  for (const field of ['event_name', 'event_time', 'action_source'])
    if (event[field] === undefined) return `missing ${field}`;
  const user = (event.user_data ?? {}) as Record<string, unknown>;
  for (const key of ['em', 'ph']) {
    const values = user[key];
    if (values !== undefined && (!Array.isArray(values) || !values.every((v) => HASH.test(String(v)))))
      return `${key} must be SHA-256 hashes`;
  }
  if (event.action_source === 'website' && (!user.client_user_agent || !event.event_source_url))
    return 'website events need client_user_agent and event_source_url';
  if (event.action_source === 'business_messaging' && (event.messaging_channel !== 'whatsapp' || !user.ctwa_clid))
    return 'business messaging events need messaging_channel and ctwa_clid';
  return null;
}

export async function startFakeMeta() {
  const failures: GraphError[] = [];
  const events: Record<string, unknown>[] = [];
  const peer = await startPeer((req: RecordedRequest, res) => {
    const url = new URL(req.path, 'http://peer');
    const route = /^\/v\d+\.\d+\/(\d+)\/events$/.exec(url.pathname);
    if (req.method !== 'POST' || !route)
      return sendJson(res, 404, graphError({ status: 404, message: 'Unknown path', code: 803 }));
    if (url.searchParams.get('access_token') !== META_TOKEN)
      return sendJson(res, 400, graphError({ status: 400, message: 'Invalid OAuth access token.', code: 190 }));
    const failure = failures.shift();
    if (failure) return sendJson(res, failure.status, graphError(failure));
    const data = (req.json as { data?: unknown } | undefined)?.data;
    if (!Array.isArray(data) || data.length === 0)
      return sendJson(res, 400, graphError({ ...invalidParameter, message: 'The parameter data is required' }));
    for (const event of data as Record<string, unknown>[]) {
      const problem = eventProblem(event);
      if (problem) return sendJson(res, 400, graphError({ ...invalidParameter, message: problem }));
    }
    events.push(...(data as Record<string, unknown>[]));
    sendJson(res, 200, { events_received: data.length, messages: [], fbtrace_id: 'AFakeTrace' });
  });
  return {
    url: peer.url,
    requests: peer.requests,
    /** Events Meta accepted, in order. */
    events,
    /** The next requests answer these errors, one each. */
    fail: (...errors: GraphError[]) => failures.push(...errors),
    reset: () => {
      failures.length = 0;
      events.length = 0;
      peer.requests.length = 0;
    },
    close: peer.close,
  };
}

export type FakeMeta = Awaited<ReturnType<typeof startFakeMeta>>;
