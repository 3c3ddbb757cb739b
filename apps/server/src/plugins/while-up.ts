import type { FastifyInstance } from 'fastify';

/**
 * Runs a repeating task from the moment the app is ready until it closes: `start` begins it and
 * answers how to stop it (lib/repeat.ts), and the close waits for a run under way.
 */
export function whileUp(app: FastifyInstance, start: () => () => Promise<void>) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = start();
  });
  app.addHook('onClose', async () => stop?.());
}
