import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What a browser and the proxies between may do with Ponte's answers: the content security
 * policy of the built app (its own scripts only; inline styles for Mantine; sockets), and no
 * copy kept of an API answer, which carries staff and customer data. Answers that chose their
 * own policy keep it: static files, and the polls that answer 304 to an unchanged ETag
 * ('private, no-cache', docs/0005).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply) => {
    const path = req.routeOptions.url ?? req.url;
    if (path.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
}
