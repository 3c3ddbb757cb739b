import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { connectRedis } from '../../redis';
import { bearer, buildTestApp, openTestDb, type TestContext, useTestApp } from '../../../test/helpers';
import { HEALTH_TIMEOUT_MS, healthChecks } from './health';

/** Issue 17: GET /api/health says whether the database (and Redis when set) answer; 503 when one does not. */
let t: TestContext;
useTestApp((built) => (t = built));

describe('GET /api/health', () => {
  it('answers 200 with the checks it made: the database, and no Redis without REDIS_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'ok', database: t.app.dbKind, checks: { database: 'ok' } });
    expect(data.checks).not.toHaveProperty('redis');
  });

  it('answers 503 naming the database when it does not answer; the liveness probe still answers 200', async () => {
    const { handle, close } = await openTestDb();
    const app = await buildApp({ db: handle, jwtSecret: 'x'.repeat(40), jobs: { autoStart: false } });
    await app.ready();
    await close();
    try {
      for (const url of ['/api/health', '/api/health/ready']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after'], url).toBe('5');
        expect(res.json()).toMatchObject({ success: false, code: 'unavailable', details: { database: 'failed' } });
      }
      // Issue 34: restarting the process would not bring the database back.
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ success: true, data: { status: 'ok', uptime_seconds: expect.any(Number) } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming Redis when REDIS_URL is set and Redis does not answer', async () => {
    const redis = connectRedis('redis://127.0.0.1:1');
    const down = await buildTestApp({ redis });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().details).toEqual({ database: 'ok', redis: 'failed' });
    } finally {
      await down.close();
      redis.disconnect();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('says redis ok when Redis answers', async () => {
    const redis = connectRedis(redisUrl!);
    const up = await buildTestApp({ redis });
    try {
      const res = await up.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.checks).toEqual({ database: 'ok', redis: 'ok' });
    } finally {
      await up.close();
      redis.disconnect();
    }
  });
});

describe('GET /api/health/ready and /api/health/live (issue 34)', () => {
  it('ready is the same check as /api/health; live asks nothing and says only that the process answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    expect(Object.keys(live.json().data).sort()).toEqual(['status', 'uptime_seconds']);
  });

  it('once the stop has begun, ready answers 503 in Portuguese with Retry-After and live still 200', async () => {
    const draining = await buildTestApp();
    try {
      draining.app.startDraining();
      const ready = await draining.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({
        success: false,
        error: 'Servidor reiniciando. Tente novamente em instantes.',
        code: 'unavailable',
        details: { instance: 'draining' },
      });
      expect((await draining.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect((await draining.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      // Until the listener closes, the instance still serves: a request under way elsewhere is not refused.
      expect(
        (await draining.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(draining.adminToken) }))
          .statusCode,
      ).toBe(200);
    } finally {
      await draining.close();
    }
  });
});

describe('health checks', () => {
  it('a dependency that hangs counts as failed after the timeout, not never', async () => {
    vi.useFakeTimers();
    try {
      const result = healthChecks(
        () => Promise.resolve(),
        () => new Promise(() => {}),
      );
      await vi.advanceTimersByTimeAsync(HEALTH_TIMEOUT_MS);
      expect(await result).toEqual({ database: 'ok', redis: 'failed' });
    } finally {
      vi.useRealTimers();
    }
  });
});
