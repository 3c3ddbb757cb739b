import { describe, expect, it } from 'vitest';
import { connectRedis, quietPubSub, quitWithin } from './redis';

describe('quietPubSub', () => {
  // The socket.io adapter drops the promises of these calls (its close() unsubscribes); with
  // Redis away they are rejected when the client disconnects, and an unhandled rejection ends a
  // Node process.
  it('leaves no unhandled rejection from the calls the adapter drops while Redis is away', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    const main = connectRedis('redis://127.0.0.1:1');
    try {
      const client = quietPubSub(main.duplicate({ enableOfflineQueue: true }));
      void client.publish('ponte#/#', 'x');
      void client.subscribe('ponte-request#/#');
      void client.psubscribe('ponte#*');
      void client.unsubscribe('ponte-request#/#');
      void client.punsubscribe('ponte#*');
      // A caller that keeps its promise still hears of the failure.
      const kept = client.unsubscribe('ponte-response#/#');
      client.disconnect();
      await expect(kept).rejects.toThrow();
      // The disconnect rejected every call at once; Node reports an unhandled one at the end of
      // that turn, before any immediate runs.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
      main.disconnect();
    }
  });
});

describe('quitWithin', () => {
  it('returns by its deadline when Redis is away and would never answer the QUIT', async () => {
    const main = connectRedis('redis://127.0.0.1:1');
    const client = quietPubSub(main.duplicate({ enableOfflineQueue: true }));
    void client.publish('ponte#/#', 'queued while away');
    const started = performance.now();
    await quitWithin(client, 200);
    // The deadline, not a reconnection that never comes (a busy machine adds its own delay).
    expect(performance.now() - started).toBeLessThan(5000);
    main.disconnect();
  });
});
