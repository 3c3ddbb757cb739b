import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/helpers';
import { connectSocket, listenLocally } from '../test/sockets';
import { connectRedis } from './redis';

const url = process.env.TEST_REDIS_URL;
// Runs once (in the SQLite project); .ci/run sets TEST_REDIS_URL when a Redis server answers.
const run = !!url && process.env.TEST_DB !== 'postgres';
if (!url && process.env.TEST_DB !== 'postgres')
  console.log('[server tests] Redis run: SKIPPED — TEST_REDIS_URL is not set.');

/**
 * Resolves once the app's socket.io adapter listens on Redis: it sent its (p)subscribe on its own
 * connection when the app was built, and Redis answers this PING only after those.
 */
const subscribed = (t: TestContext) =>
  (t.app.realtime.io.of('/').adapter as unknown as { subClient: Redis }).subClient.ping();

/** Two instances of the app, each with its own Redis connection; `disconnect` drops both connections. */
async function twoInstances() {
  const redisA = connectRedis(url!);
  const redisB = connectRedis(url!);
  const a = await buildTestApp({ redis: redisA });
  const b = await buildTestApp({ redis: redisB });
  const disconnect = () => {
    redisA.disconnect();
    redisB.disconnect();
  };
  return { a, b, disconnect };
}

/** A new trainee's socket to the instance, listening on a local port, once connected. */
async function traineeSocket(t: TestContext) {
  const socketUrl = await listenLocally(t.app);
  return connectSocket(socketUrl, (await t.staff('trainee')).token);
}

describe.skipIf(!run)('with REDIS_URL', () => {
  const apps: TestContext[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('two instances share one sign-in rate limit per address', async () => {
    const { a, b, disconnect } = await twoInstances();
    apps.push(a, b);
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const attempt = (t: TestContext, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `x${i}`, password: 'y' },
        remoteAddress: ip,
      });
    const codes: number[] = [];
    for (let i = 0; i < 24; i++) codes.push((await attempt(i % 2 ? a : b, i)).statusCode);
    // 20 per minute in all: each instance alone saw only 12.
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    expect(codes.slice(20)).toEqual([429, 429, 429, 429]);
    disconnect();
  });

  it('a customer message stored by one instance rings staff connected to another', async () => {
    const { a, b, disconnect } = await twoInstances();
    apps.push(a, b);
    const socket = await traineeSocket(a);
    // B publishes; A's adapter must hear it.
    await subscribed(a);
    const got = new Promise<{ data: { message: string } }>((resolve) => socket.once('notification', resolve));
    b.app.realtime.toStaff('notification', {
      type: 'new_message',
      data: { message: 'via B', userName: 'X', userId: 1, messageId: 1, direction: 'incoming' },
    });
    expect((await got).data.message).toBe('via B');
    socket.disconnect();
    disconnect();
  });

  it('an event published as an instance stops still reaches staff on another (its Redis client quits, not cut)', async () => {
    const { a, b, disconnect } = await twoInstances();
    apps.push(a);
    const socket = await traineeSocket(a);
    await subscribed(a);
    const got = new Promise<{ data: { message: string } }>((resolve) => socket.once('notification', resolve));
    b.app.realtime.toStaff('notification', {
      type: 'new_message',
      data: { message: 'last from B', userName: 'X', userId: 1, messageId: 2, direction: 'incoming' },
    });
    await b.close();
    expect((await got).data.message).toBe('last from B');
    socket.disconnect();
    disconnect();
  });

  it("a chat room opened on one instance hears the 'chat:message' another instance sends to it", async () => {
    const { a, b, disconnect } = await twoInstances();
    apps.push(a, b);
    const customer = await a.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${a.adminToken}` },
      payload: { phone: '5511966660999', name: 'Sala' },
    });
    const customerId = (customer.json() as { data: { id: number } }).data.id;
    const socket = await traineeSocket(a);
    expect(await socket.timeout(30_000).emitWithAck('chat:open', customerId)).toEqual({ ok: true });
    await subscribed(a);
    const got = new Promise<{ userId: number }>((resolve) => socket.once('chat:message', resolve));
    b.app.realtime.toChat(customerId, 'chat:message', {
      userId: customerId,
      message: {
        id: 1,
        user_id: customerId,
        content: 'via B',
        direction: 'outgoing',
        status: 'sent',
        sender_id: null,
        sender_name: null,
        sent_by: 'bot',
        created_at: new Date().toISOString(),
        quoted: null,
      },
    });
    expect((await got).userId).toBe(customerId);
    socket.disconnect();
    disconnect();
  });
});
