import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_RETRY_MS, SOCKET_UNAVAILABLE } from '@ponte/domain/socket-refusal';
import { clientAddress, fetchFrom, type Fetch } from './client-address';

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

/**
 * Customers who write (the n-th inbound message is customer n % 60's) and those staff answer (20
 * others), so the inbox's newest 100 hold them all: what a reconnecting socket reads to catch up.
 */
const WRITERS = 60;
const ANSWERED = 20;
const phoneOf = (k: number) => `55119${String(70000000 + k).padStart(8, '0')}`;
export const customerPhone = (n: number) => phoneOf(n % WRITERS);
const answeredPhone = (n: number) => phoneOf(100 + (n % ANSWERED));
const SOAK_TEXT = /^soak SOAK(\d+)$/;
/** The writer a customer's phone is (phoneOf), or undefined for another customer. */
const writerOf = (phone: string) => {
  const k = Number(phone.slice(5)) - 70000000;
  return phone.startsWith('55119') && k >= 0 && k < WRITERS ? k : undefined;
};

/**
 * The WhatsApp gateway: `perSecond` inbound messages through the proxy, each with its own key id.
 * A message it got no 2xx for is posted again after Retry-After, as Evolution retries a webhook,
 * until it lands; `acked` holds every id some answer acknowledged.
 */
export function inboundMessages(base: string, apikey: string, perSecond: number, running: Running) {
  /** Key id → when an answer acknowledged it. */
  const acked = new Map<string, number>();
  /** Key id → the message's own time (WhatsApp's timestamp, whole seconds), which retries keep. */
  const stamps = new Map<string, number>();
  const stats = { sent: 0, retries: 0 };
  const deliver = async (n: number) => {
    const id = `SOAK${n}`;
    const messageTimestamp = Math.floor(Date.now() / 1000);
    stamps.set(id, messageTimestamp * 1000);
    const body = JSON.stringify({
      event: 'messages.upsert',
      instance: 'ponte',
      apikey,
      data: {
        key: { remoteJid: `${customerPhone(n)}@s.whatsapp.net`, fromMe: false, id },
        pushName: `Cliente ${n % WRITERS}`,
        message: { conversation: `soak ${id}` },
        messageTimestamp,
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
  return { acked, stamps, stats, settled: async () => (await loop, await Promise.all(pending)) };
}

/**
 * Staff sockets, as the web app keeps them, each from its own address (so nginx spreads them over
 * both instances): they reconnect on their own and, as the web client reads its lists again after
 * a reconnection, each reads the inbox then (`newest`: per writer, the newest activity it showed).
 * `seen` holds the key ids of the new messages each one heard live.
 */
export function staffSockets(base: string, token: string, count: number) {
  const sockets: Socket[] = [];
  const seen: Set<string>[] = [];
  const newest: Map<number, number>[] = [];
  /** When each socket first connected: what was acknowledged after it must have reached it. */
  const firstConnectedAt: number[] = [];
  const stats = {
    reconnects: 0,
    catchUps: 0,
    catchUpsFailed: 0,
    refusals: {} as Record<string, number>,
    drops: {} as Record<string, number>,
  };
  const catchUp = async (i: number, get: Fetch) => {
    for (let tries = 0; tries < 30; tries++) {
      const res = await get(`${base}/api/conversations?limit=100`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      if (res?.ok) {
        for (const c of ((await res.json()) as { data: { phone: string; lastActivity: string | null }[] }).data) {
          const writer = writerOf(c.phone);
          const at = Date.parse(c.lastActivity ?? '');
          if (writer !== undefined && at) newest[i]!.set(writer, Math.max(newest[i]!.get(writer) ?? 0, at));
        }
        stats.catchUps += 1;
        return;
      }
      await pause(retryAfterMs(res));
    }
    stats.catchUpsFailed += 1;
  };
  for (let i = 0; i < count; i++) {
    const heard = new Set<string>();
    const address = clientAddress(i);
    const get = fetchFrom(address);
    newest.push(new Map());
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      // Passed on to the ws client by engine.io in Node (not in its browser-first types).
      ...({ localAddress: address } as object),
      reconnectionDelay: 200,
      reconnectionDelayMax: 2000,
    });
    socket.io.on('reconnect', () => (stats.reconnects += 1));
    socket.on('connect', () => {
      if (firstConnectedAt[i] === undefined) firstConnectedAt[i] = Date.now();
      else void catchUp(i, get);
    });
    socket.on('disconnect', (reason) => (stats.drops[reason] = (stats.drops[reason] ?? 0) + 1));
    // As the web client does (lib/socket.ts): a refusal while the database is away is asked again.
    socket.on('connect_error', (err) => {
      stats.refusals[err.message] = (stats.refusals[err.message] ?? 0) + 1;
      if (err.message === SOCKET_UNAVAILABLE && !socket.active) setTimeout(() => socket.connect(), SOCKET_RETRY_MS);
    });
    socket.on('notification', (e: { type: string; data?: { message?: string } }) => {
      const n = SOAK_TEXT.exec(e.data?.message ?? '')?.[1];
      if (e.type === 'new_message' && n) heard.add(`SOAK${n}`);
    });
    sockets.push(socket);
    seen.push(heard);
  }
  /**
   * Whether socket i, once back, read an inbox where message `id`'s writer shows activity as new
   * as that message (`stamp`, its own time) or newer. Not its last message's text: a message
   * retried through a fault is stored after later ones, and is then the chat's last.
   */
  const caughtUp = (i: number, id: string, stamp: number | undefined) => {
    const writer = Number(id.slice(4)) % WRITERS;
    return stamp !== undefined && (newest[i]!.get(writer) ?? 0) >= stamp;
  };
  return { sockets, seen, firstConnectedAt, caughtUp, stats, close: () => sockets.forEach((s) => s.disconnect()) };
}

/** The inbox poll of a staff screen every few seconds, with its ETag: counts answers by status. */
export function inboxPolls(base: string, token: string, clients: number, everyMs: number, running: Running) {
  const statuses = new Map<number, number>();
  const poll = async (_: unknown, i: number) => {
    const get = fetchFrom(clientAddress(100 + i));
    let etag = '';
    while (running.on) {
      const res = await get(`${base}/api/conversations`, {
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
  const staff = Array.from({ length: 8 }, (_, i) => fetchFrom(clientAddress(200 + i)));
  const reply = async (n: number) => {
    const msg = `resposta soak ${n}`;
    while (stillRetrying(running)) {
      const res = await staff[n % staff.length]!(`${base}/api/setText`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `soak-reply-${n}`,
        },
        body: JSON.stringify({ phone: answeredPhone(n), msg }),
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
