import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { GATEWAY_CONNECTION_EVENT } from '@ponte/domain/gateway';
import { bearer, buildTestApp, configureGateway, type TestContext } from '../../../test/helpers';
import { EVOLUTION_KEY } from '../../../test/fakes/evolution';
import type { Realtime } from '../../realtime/socket';

let t: TestContext;
let toRoles: MockInstance<Realtime['toRoles']>;

beforeAll(async () => {
  t = await buildTestApp();
  await configureGateway(t, { url: 'http://127.0.0.1:9', apiKey: EVOLUTION_KEY });
  toRoles = vi.spyOn(t.app.ctx.realtime, 'toRoles');
});
afterAll(() => t.close());
beforeEach(() => {
  toRoles.mockClear();
});

/** Bodies as Evolution's whatsapp.baileys.service.ts sends them (2.x; 1.8 sends the same fields). */
const connectionUpdate = (state: string, extra: Record<string, unknown> = {}) => ({
  event: 'connection.update',
  instance: 'ponte',
  data: { instance: 'ponte', state, statusReason: state === 'close' ? 401 : 200, ...extra },
  destination: 'https://ponte.test/api/webhook/evolution',
  date_time: '2025-03-10T09:00:00.000Z',
  sender: '5511900000000@s.whatsapp.net',
  server_url: 'http://evolution.local',
  apikey: null,
});
const qrcodeUpdated = (data: unknown) => ({
  event: 'qrcode.updated',
  instance: 'ponte',
  data,
  date_time: '2025-03-10T09:00:00.000Z',
  apikey: null,
});

const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhook/evolution',
    headers: { apikey: EVOLUTION_KEY },
    payload: payload as object,
  });
const status = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/evolution/settings', headers: bearer(t.adminToken) })).json().data
    .connection;
const adminEvents = () => toRoles.mock.calls.filter(([, name]) => name === GATEWAY_CONNECTION_EVENT);
const warningLines = () =>
  t.db
    .selectFrom('gateway_logs')
    .selectAll()
    .where('status', '=', 'error')
    .where('phone', '=', '')
    .orderBy('id')
    .execute();

describe('the WhatsApp connection reported by the gateway', () => {
  it('is unknown before any report', async () => {
    expect(await status()).toEqual({ state: null, since: null });
  });

  it("state 'close' warns the admins at once, shows 'since when' on /evolution and leaves a line in the gateway log", async () => {
    const res = await post(connectionUpdate('close'));
    expect(res.statusCode).toBe(200);
    const now = await status();
    expect(now.state).toBe('close');
    expect(Date.now() - Date.parse(now.since)).toBeLessThan(60_000);
    expect(adminEvents()).toEqual([
      [['admin'], GATEWAY_CONNECTION_EVENT, { state: 'close', since: now.since, instance: 'ponte' }],
    ]);
    expect((await warningLines()).at(-1)).toMatchObject({
      direction: 'incoming',
      message: 'connection.update',
      instance: 'ponte',
    });
  });

  it('a repeated close changes nothing: no second toast, the same since', async () => {
    const before = await status();
    const lines = (await warningLines()).length;
    await post(connectionUpdate('close'));
    expect(await status()).toEqual(before);
    expect(adminEvents()).toEqual([]);
    expect(await warningLines()).toHaveLength(lines);
  });

  it("'connecting' says nothing new and keeps the warning", async () => {
    const before = await status();
    expect((await post(connectionUpdate('connecting'))).json().data).toEqual({ stored: 0, duplicates: 0, ignored: 1 });
    expect(await status()).toEqual(before);
  });

  it('a QR code waiting to be read is its own warning', async () => {
    await post(
      qrcodeUpdated({
        qrcode: {
          instance: 'ponte',
          pairingCode: null,
          code: '2@abc,def',
          base64: 'data:image/png;base64,iVBORw0KGgo=',
        },
      }),
    );
    expect((await status()).state).toBe('qrcode');
    expect(adminEvents()).toHaveLength(1);
    expect(adminEvents()[0][2]).toMatchObject({ state: 'qrcode' });
  });

  it("state 'open' clears the warning and tells the admins", async () => {
    await post(connectionUpdate('open', { wuid: '5511900000000@s.whatsapp.net', profileName: 'Loja' }));
    const now = await status();
    expect(now.state).toBe('open');
    expect(adminEvents()).toEqual([
      [['admin'], GATEWAY_CONNECTION_EVENT, { state: 'open', since: now.since, instance: 'ponte' }],
    ]);
  });

  it("the QR code limit (no QR code, only a message) and state 'refused' mean disconnected", async () => {
    await post(qrcodeUpdated({ message: 'QR code limit reached, please login again', statusCode: 500 }));
    expect((await status()).state).toBe('close');
    await post(connectionUpdate('open'));
    await post({ ...connectionUpdate('refused'), event: 'CONNECTION_UPDATE' });
    expect((await status()).state).toBe('close');
  });

  it('a connection event with data it cannot read is acknowledged and ignored, never a 500', async () => {
    const before = await status();
    const res = await post({ event: 'connection.update', instance: 'ponte', data: 'quebrado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ignored).toBe(1);
    expect(await status()).toEqual(before);
  });
});
