import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestContext } from '../../test/helpers';
import { routeLabel, serveMetrics } from './metrics';

/** Issue 17: Prometheus metrics at /metrics, for admins, or on METRICS_PORT without a token. */
let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(t.adminToken) });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one series, as Prometheus' text format writes it. */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('needs an admin bearer token: 401 without one, 403 for other roles', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('not-a-token') });
    expect(bad.statusCode).toBe(401);
    const supervisor = await t.staff('operador');
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(supervisor.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
  });

  it("answers Prometheus' text format with the process metrics", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(t.adminToken) });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('counts requests by route pattern, never by URL: a checkout token stays out', async () => {
    const secret = 'tok_supersecret_abc123';
    await t.app.inject({ method: 'GET', url: `/api/checkout/${secret}` });
    await t.app.inject({ method: 'GET', url: `/api/checkout/${secret}` });
    await t.app.inject({ method: 'GET', url: '/nada/aqui/xyz' });
    const text = await scrape();
    expect(text).not.toContain(secret);
    expect(text).not.toContain('/nada/aqui');
    expect(value(text, 'ponte_http_requests_total{method="GET",route="/api/checkout/:token",status_code="404"}')).toBe(
      2,
    );
    expect(value(text, 'ponte_http_request_duration_seconds_count{method="GET",route="/api/checkout/:token"}')).toBe(2);
    expect(text).toMatch(/ponte_http_requests_total\{method="GET",route="unmatched",status_code="404"\} \d+/);
  });

  it('shows the job queue per type: waiting (depth), running, scheduled and the age of the oldest waiting job', async () => {
    const ago = new Date(Date.now() - 120_000).toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const job = (runAt: string) => ({
      type: 'email.campaign.send',
      payload: '{}',
      run_at: runAt,
      locked_until: null,
      last_error: null,
      created_at: runAt,
      updated_at: runAt,
    });
    await t.db
      .insertInto('jobs')
      .values([job(ago), job(ago), job(later)])
      .execute();
    const text = await scrape();
    expect(value(text, 'ponte_jobs_waiting{type="email.campaign.send"}')).toBe(2);
    expect(value(text, 'ponte_jobs_scheduled{type="email.campaign.send"}')).toBe(1);
    expect(value(text, 'ponte_jobs_running{type="email.campaign.send"}')).toBe(0);
    expect(value(text, 'ponte_jobs_oldest_waiting_seconds{type="email.campaign.send"}')).toBeGreaterThanOrEqual(120);
    // Every registered type shows, at zero when it has no job.
    expect(value(text, 'ponte_jobs_waiting{type="bot.forward"}')).toBe(0);
    expect(value(text, 'ponte_jobs_scrape_ok')).toBe(1);
    await t.db.deleteFrom('jobs').execute();
  });

  it('counts the connected sockets of this instance', async () => {
    expect(value(await scrape(), 'ponte_realtime_sockets')).toBe(0);
    const socket = connect(base, { transports: ['websocket'], auth: { token: t.adminToken }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    expect(value(await scrape(), 'ponte_realtime_sockets')).toBe(1);
    socket.disconnect();
  });

  it('labels the built interface files together and a request no route matched as unmatched', () => {
    expect(routeLabel('/assets/index-abc123.js')).toBe('/assets/*');
    expect(routeLabel(undefined)).toBe('unmatched');
    expect(routeLabel('/api/checkout/:token')).toBe('/api/checkout/:token');
  });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics without a token, and nothing else', async () => {
    const server = await serveMetrics(t.app, 0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('ponte_jobs_waiting');
      expect((await fetch(`${url}/api/health`)).status).toBe(404);
      expect((await fetch(`${url}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
