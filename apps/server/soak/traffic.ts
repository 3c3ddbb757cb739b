import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_RETRY_MS, SOCKET_UNAVAILABLE } from '@ponte/domain/socket-refusal';

/** A stop flag every generator checks between steps; retries go on a minute after `stoppedAt`. */
export type Running = { on: boolean; stoppedAt?: number };

export const stillRetrying = (running: Running) => running.on || Date.now() < (running.stoppedAt ?? 0) + 60_000;

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds a 503 asked for, else one: the gateway's and a staff client's polite retry. */
export const retryAfterMs = (res: Response | undefined) => {
  const seconds = Number(res?.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 5) * 1000 : 1000;
};

/** A moment's unavailability (the proxy's 502/504, Ponte's 503, no answer): asked again. */
export const momentary = (res: Response | undefined) => !res || [502, 503, 504].includes(res.status);

/** The soak's 200 customers, by number: the n-th message or reply goes to customer n % 200. */
const CUSTOMERS = 200;
export const customerPhone = (n: number) => `55119${String(70000000 + (n % CUSTOMERS)).padStart(8, '0')}`;

/**
 * The WhatsApp gateway: `perSecond` inbound messages through the proxy, each with its own key id.
 * A message it got no 2xx for is posted again after Retry-After, as Evolution retries a webhook,
 * until it lands; `acked` holds every id some answer acknowledged.
 */
export function inboundMessages(base: string, apikey: string, perSecond: number, running: Running) {
  /** Key id → when an answer acknowledged it. */
  const acked = new Map<string, number>();
  const stats = { sent: 0, retries: 0 };
  const deliver = async (n: number) => {
    const id = `SOAK${n}`;
    const body = JSON.stringify({
      event: 'messages.upsert',
      instance: 'ponte',
      apikey,
      data: {
        key: { remoteJid: `${customerPhone(n)}@s.whatsapp.net`, fromMe: false, id },
        pushName: `Cliente ${n % CUSTOMERS}`,
        message: { conversation: `soak ${id}` },
        messageTimestamp: Math.floor(Date.now() / 1000),
      },
    });
    // Even after the load stops, a message not yet landed keeps being retried for a minute, as
    // the gateway would; one still refused then counts as lost.
    while (stillRetrying(running)) {
      const res = await fetch(`${base}/api/webhook/evolution`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      if (res?.ok) {
        acked.set(id, Date.now());
        return;
      }
      stats.retries += 1;
      await pause(retryAfterMs(res));
    }
  };
  const pending = new Set<Promise<void>>();
  const loop = (async () => {
    for (let n = 0; running.on; n++) {
      stats.sent += 1;
      const p = deliver(n).finally(() => pending.delete(p));
      pending.add(p);
      await pause(1000 / perSecond);
    }
  })();
  return { acked, stats, settled: async () => (await loop, await Promise.all(pending)) };
}

/**
 * Staff sockets, as the web app keeps them: they reconnect on their own; `seen` holds the key ids
 * of the new messages each one heard.
 */
export function staffSockets(base: string, token: string, count: number) {
  const sockets: Socket[] = [];
  const seen: Set<string>[] = [];
  /** When each socket last (re)connected: what was acknowledged after it must have reached it. */
  const connectedAt: number[] = [];
  const stats = { reconnects: 0, refusals: {} as Record<string, number>, drops: {} as Record<string, number> };
  for (let i = 0; i < count; i++) {
    const heard = new Set<string>();
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnectionDelay: 200,
      reconnectionDelayMax: 2000,
    });
    socket.io.on('reconnect', () => (stats.reconnects += 1));
    // As the web client does (lib/socket.ts): a refusal while the database is away is asked again.
    socket.on('connect', () => (connectedAt[i] = Date.now()));
    socket.on('disconnect', (reason) => (stats.drops[reason] = (stats.drops[reason] ?? 0) + 1));
    socket.on('connect_error', (err) => {
      stats.refusals[err.message] = (stats.refusals[err.message] ?? 0) + 1;
      if (err.message === SOCKET_UNAVAILABLE && !socket.active) setTimeout(() => socket.connect(), SOCKET_RETRY_MS);
    });
    socket.on('notification', (e: { type: string; data?: { message?: string } }) => {
      const id = /^soak (SOAK\d+)$/.exec(e.data?.message ?? '')?.[1];
      if (e.type === 'new_message' && id) heard.add(id);
    });
    sockets.push(socket);
    seen.push(heard);
  }
  return { sockets, seen, connectedAt, stats, close: () => sockets.forEach((s) => s.disconnect()) };
}

/** The inbox poll of a staff screen every few seconds, with its ETag: counts answers by status. */
export function inboxPolls(base: string, token: string, clients: number, everyMs: number, running: Running) {
  const statuses = new Map<number, number>();
  const poll = async () => {
    let etag = '';
    while (running.on) {
      const res = await fetch(`${base}/api/conversations`, {
        headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      const status = res?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (res?.ok) etag = res.headers.get('etag') ?? '';
      await res?.arrayBuffer().catch(() => undefined);
      await pause(everyMs);
    }
  };
  const all = Promise.all(Array.from({ length: clients }, poll));
  return { statuses, settled: () => all };
}

/**
 * Staff answering customers through the gateway (POST /api/setText), `perSecond` replies, each
 * text its own with its own Idempotency-Key, as the web client sends them. A momentary failure is
 * asked again with the same key (the web client does so twice); a 409 says the first attempt's
 * outcome is not known (its echo files it in the chat), and the client stops there. So every text
 * the gateway got twice is a duplicate Ponte made.
 */
export function staffReplies(base: string, token: string, perSecond: number, running: Running) {
  const acked = new Set<string>();
  const stats = { sent: 0, refused: 0, retries: 0, unknown: 0 };
  const pending = new Set<Promise<void>>();
  const reply = async (n: number) => {
    const msg = `resposta soak ${n}`;
    while (stillRetrying(running)) {
      const res = await fetch(`${base}/api/setText`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `soak-reply-${n}`,
        },
        body: JSON.stringify({ phone: customerPhone(n), msg }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      if (momentary(res)) {
        stats.retries += 1;
        await pause(retryAfterMs(res));
        continue;
      }
      if (res!.status === 409) {
        stats.unknown += 1;
        return;
      }
      const body = (await res!.json().catch(() => undefined)) as { data?: { status?: string } } | undefined;
      if (res!.ok && body?.data?.status === 'sent') acked.add(msg);
      else stats.refused += 1;
      return;
    }
  };
  const loop = (async () => {
    for (let n = 0; running.on; n++) {
      stats.sent += 1;
      const p = reply(n).finally(() => pending.delete(p));
      pending.add(p);
      await pause(1000 / perSecond);
    }
  })();
  return { acked, stats, settled: async () => (await loop, await Promise.all(pending)) };
}
