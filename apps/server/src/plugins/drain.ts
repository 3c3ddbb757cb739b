import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, every answer says `Connection: close`. A kept-alive connection
 * (every browser's) whose request was under way when the stop began then ends with its
 * answer; otherwise it would stay open, idle, and hold the server's close until the deadline.
 */
export function closeConnectionsOnceClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
