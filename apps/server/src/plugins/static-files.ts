import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The files Ponte serves beside its API: received and sent media under /uploads/ (random names,
 * served with their type from a fixed list, never as HTML), and the built web app when there is
 * one, its hashed assets cached for a year and its index.html always asked again.
 */
export async function registerStaticFiles(app: FastifyInstance, dirs: { uploads: string; web?: string }) {
  await app.register(fastifyStatic, {
    root: dirs.uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
      reply.header('cache-control', 'private, max-age=86400');
    },
  });
  if (!dirs.web) return;
  await app.register(fastifyStatic, {
    root: dirs.web,
    // Files are listed at start (the build is done by then), so unknown paths reach the not-found handler.
    wildcard: false,
    // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent by Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
