import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { proxyInFrontOf, type FaultProxy } from '../test/fault-proxy';
import { freshPostgresSchema } from '../test/ponte-process';
import { EVOLUTION_KEY, startEvolution, type FakeEvolution } from '../test/fakes/evolution';
import { sendOnceText } from '@ponte/domain/conversations';
import { startSmtp } from '../test/fakes/smtp';
import { sendCampaignStep } from './modules/campaigns/sender';
import { buildApp, type App } from './app';
import { openDb, type DbHandle } from './db';
import { migrateToLatest } from './db/migrate';
import { ensureMainAdmin } from './modules/users/bootstrap';

/*
 * Issue 34: while PostgreSQL is cut, staff requests and sockets are refused as "unavailable, try
 * again" (503, 'unavailable'), never as a sign-out (401, 'unauthorized'), and work once it is back.
 */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && !!url;

let proxy: FaultProxy | undefined;
let evolution: FakeEvolution | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let token = '';
let handle: DbHandle | undefined;
let app: App | undefined;
let dropSchema: (() => Promise<void>) | undefined;
afterAll(async () => {
  proxy?.restore();
  await app?.close();
  await handle?.db.destroy();
  await proxy?.close();
  await evolution?.close();
  await smtp?.close();
  await dropSchema?.();
});

describe.skipIf(!onPostgres)('a PostgreSQL outage as staff see it', () => {
  it('a staff request while it is cut answers 503, not 401: nobody is signed out, and it works again after', async () => {
    const schema = await freshPostgresSchema('loss');
    dropSchema = schema.drop;
    const through = await proxyInFrontOf(schema.url, 5432);
    proxy = through.proxy;
    handle = openDb({ kind: 'postgres', url: through.url });
    const db = handle.db;
    await migrateToLatest(db);
    await ensureMainAdmin(db, { email: 'admin@ponte.test', password: 'loss-admin-1' });
    app = await buildApp({
      db: handle!,
      jwtSecret: 'x'.repeat(40),
      dataDir: mkdtempSync(join(tmpdir(), 'ponte-loss-')),
      jobs: { autoStart: false },
      publicUrl: 'https://ponte.test',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'onsolutions', password: 'loss-admin-1' },
    });
    token = (signIn.json() as { token: string }).token;
    const stats = () =>
      app!.inject({ method: 'GET', url: '/api/stats', headers: { authorization: `Bearer ${token}` } });
    expect((await stats()).statusCode).toBe(200);

    proxy!.cut();
    const during = await stats();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toMatchObject({
      code: 'unavailable',
      error: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
    // A socket is refused as 'unavailable' (the web client asks again), not 'unauthorized'.
    const socket = connectSocket(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    const refusal = await new Promise<string>((resolve) => socket.once('connect_error', (err) => resolve(err.message)));
    socket.disconnect();
    expect(refusal).toBe('unavailable');

    proxy!.restore();
    await vi.waitFor(async () => expect((await stats()).statusCode).toBe(200), { timeout: 10_000 });
  }, 60_000);

  it('a text the gateway took while PostgreSQL went away answers sent (not 503), and its retry does not send it again', async () => {
    evolution = await startEvolution();
    const settings = await app!.inject({
      method: 'PUT',
      url: '/api/evolution/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        evolution_api_enabled: true,
        evolution_api_url: evolution.url,
        evolution_instance: 'ponte',
        evolution_api_key: EVOLUTION_KEY,
        webhook_chat_url: '',
      },
    });
    expect(settings.statusCode).toBe(200);
    // The database goes while the gateway is sending: the log line and the key's answer cannot be written.
    evolution.control.beforeAnswer = async () => proxy!.cut();
    const send = () =>
      app!.inject({
        method: 'POST',
        url: '/api/setText',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'envio-1' },
        payload: { phone: '5511912345678', msg: 'Seu pedido saiu' },
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'sent', log_id: null });
    evolution.control.beforeAnswer = null;
    proxy!.restore();
    // Asked again once the database is back: the key was claimed, its answer never stored.
    const again = await vi.waitFor(
      async () => {
        const res = await send();
        expect(res.statusCode).not.toBe(503);
        return res;
      },
      { timeout: 10_000 },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'send_in_progress', error: sendOnceText.inProgress });
    expect(evolution.requests.filter((r) => r.path.startsWith('/message/sendText/'))).toHaveLength(1);
  }, 60_000);

  it('a campaign e-mail the SMTP server took while PostgreSQL went away is marked sent once it is back, never sent again', async () => {
    smtp = await startSmtp();
    const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await app!.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
      expect([200, 201]).toContain(res.statusCode);
      return res.json().data;
    };
    await call('PUT', '/api/email/smtp', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      from_name: 'Loja',
      from_address: 'loja@loja.test',
      rate_per_second: 100,
    });
    const template = await call('POST', '/api/email/templates', {
      name: 'Queda',
      subject: 'Novidades',
      body_html: '<html><body><p>Olá {{nome}}</p></body></html>',
      variables: [],
    });
    const addresses = ['ana@queda.test', 'bia@queda.test', 'caio@queda.test'];
    const segment = await call('POST', '/api/campaign-segments', {
      name: 'Queda',
      filters: { manual_emails: addresses.join('\n') },
    });
    const campaign = await call('POST', '/api/email/campaigns', {
      name: 'Queda',
      template_id: template.id,
      segment_id: segment.id,
      schedule_type: 'immediate',
      status: 'draft',
    });
    await call('POST', `/api/email/campaigns/${campaign.id}/send`);
    // The database goes the moment the first message is accepted, and is back a second later.
    smtp.control.afterAccept = () => {
      smtp!.control.afterAccept = null;
      proxy!.cut();
      setTimeout(() => proxy!.restore(), 1000);
    };
    await sendCampaignStep(app!.ctx, { campaignId: campaign.id }, 10);
    const counts = addresses.map((a) => smtp!.control.messages.filter((m) => JSON.stringify(m.to).includes(a)).length);
    expect(counts).toEqual([1, 1, 1]);
    const rows = await handle!.db
      .selectFrom('campaign_recipients')
      .select('status')
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  }, 60_000);
});
