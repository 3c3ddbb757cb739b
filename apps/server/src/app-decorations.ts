import type { Db, DbKind } from './db';
import type { JobQueue } from './jobs/queue';
import type { ServerContext } from './lib/context';
import type { Realtime } from './realtime/socket';

/** What buildApp (app.ts) decorates every Fastify instance with, for the routes and tests that read it. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    realtime: Realtime;
    jobs: JobQueue;
    ctx: ServerContext;
  }
}
