import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Rate limits, off unless a route sets its own (sign-in, tracking, webhooks). With Redis the
 * counts are shared by every instance; a Redis that does not answer lets the request through.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: Redis) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'ponte-rate-limit-', skipOnError: true } : {}),
  });
}
