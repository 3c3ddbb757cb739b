import type { Redis } from 'ioredis';
import { loadOnUse } from './lib/load-on-use';

/**
 * A client tuned for rate limiting: fail fast instead of queueing when Redis is away.
 * `onError` hears of an outage once, not at every reconnection attempt; without a listener
 * ioredis prints each attempt's error.
 */
export function connectRedis(url: string, onError: (err: Error) => void = () => {}): Redis {
  const { Redis: Client } = loadOnUse('ioredis') as typeof import('ioredis');
  const client = new Client(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let told = false;
  client.on('error', (err: Error) => {
    if (!told) onError(err);
    told = true;
  });
  client.on('ready', () => (told = false));
  return client;
}

/**
 * The socket.io adapter drops the promises of its publish and (un)subscribe calls: while Redis is
 * away each would be an unhandled rejection, which ends a Node process; the unsubscribes of its
 * close() did when an app closed with Redis down (health.test on a busy machine). Marked handled
 * here; their callers, if any, still see the failure.
 */
export function quietPubSub(client: Redis): Redis {
  for (const name of ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const call = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    client[name] = ((...args: unknown[]) => {
      const result = call(...args);
      result.catch(() => {});
      return result;
    }) as never;
  }
  // Their errors are the outage the main client already reports.
  client.on('error', () => {});
  return client;
}

/**
 * Closes a client after what it has sent or queued is answered (QUIT comes after them), so a
 * publish made just before a stop still reaches the other instances; cut after `withinMs` when
 * Redis is away and would never answer.
 */
export async function quitWithin(client: Redis, withinMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
  try {
    await Promise.race([client.quit().catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}
