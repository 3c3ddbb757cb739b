import { Redis } from 'ioredis';

/** A client tuned for rate limiting: fail fast instead of queueing when Redis is away. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
