import type { HealthCheck } from '@ponte/domain/stats';

/** A dependency that has not answered by then counts as failed: a load balancer must not wait on it. */
export const HEALTH_TIMEOUT_MS = 2000;

/** 'ok' when the probe resolves within the timeout, 'failed' when it rejects or hangs (a pool with no connection to give). */
async function answers(probe: () => Promise<unknown>): Promise<HealthCheck> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), late]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** The database always; Redis only when it is configured. Both are asked at once. */
export async function healthChecks(
  database: () => Promise<unknown>,
  redis?: () => Promise<unknown>,
): Promise<{ database: HealthCheck } & Record<string, HealthCheck>> {
  const [db, rd] = await Promise.all([answers(database), redis ? answers(redis) : undefined]);
  return rd ? { database: db, redis: rd } : { database: db };
}
