import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { ClientToServerEvents, RealtimeEventName, ServerToClientEvents } from '@ponte/domain/realtime';
import { SOCKET_UNAVAILABLE } from '@ponte/domain/socket-refusal';
import type { Role } from '@ponte/domain/roles';
import type { Actor } from '../plugins/auth';
import { loadOnUse } from '../lib/load-on-use';
import { quietPubSub, quitWithin } from '../redis';
import { chatRoom, handleChatRooms, type ChatAccess } from './chat-rooms';

const sessionRoom = (id: number) => `session:${id}`;

/** Re-check of every connected staff token, so a deactivated account's sockets close too. */
const SWEEP_MS = 30_000;
/** How long a stop waits for Redis to take the last events published. */
const PUBLISH_FLUSH_MS = 1000;

/** What the server keeps on each socket: the staff member and the token it signed in with. */
type SocketData = { actor: Actor; token: string; sessionId: number };
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketData>;
/** An event of the domain's contract and the payload that event carries. */
type Args<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>;

export type Realtime = {
  /** Every signed-in staff member. */
  toStaff: <E extends RealtimeEventName>(event: E, ...payload: Args<E>) => void;
  toRoles: <E extends RealtimeEventName>(roles: Role[], event: E, ...payload: Args<E>) => void;
  toUser: <E extends RealtimeEventName>(staffId: number, event: E, ...payload: Args<E>) => void;
  /** The staff who have this customer's chat open ('chat:open'). */
  toChat: <E extends RealtimeEventName>(customerId: number, event: E, ...payload: Args<E>) => void;
  /** Closes the sockets of ended sessions, on every instance (issue 33). */
  endSessions: (sessionIds: number[]) => void;
  io: RealtimeServer;
};

/**
 * socket.io on the app's own HTTP server at /socket.io, authenticated with the staff JWT.
 * With Redis, events go through its pub/sub, so staff connected to any instance get them.
 */
export function attachRealtime(app: FastifyInstance, opts: { mayReadChat: ChatAccess; redis?: Redis }): Realtime {
  const { redis } = opts;
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // socket.io's default, kept on purpose: compressed, a broadcast is framed and deflated once per
    // socket instead of once for all; at 500 sockets and 50 messages/s that took p50 from 7 ms to 3 s (docs/0026).
    perMessageDeflate: false,
  });
  let pubSub: Redis[] = [];
  if (redis) {
    const { createAdapter } = loadOnUse('@socket.io/redis-adapter') as typeof import('@socket.io/redis-adapter');
    const duplicate = () => quietPubSub(redis.duplicate({ enableOfflineQueue: true }));
    pubSub = [duplicate(), duplicate()];
    io.adapter(createAdapter(pubSub[0], pubSub[1]));
  }

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const header = socket.handshake.headers.authorization ?? '';
    const token = typeof auth?.token === 'string' ? auth.token : header.startsWith('Bearer ') ? header.slice(7) : '';
    let session: Awaited<ReturnType<typeof app.authenticateToken>>;
    try {
      session = token ? await app.authenticateToken(token) : null;
    } catch {
      // The database did not answer: not a sign-out. The client tries again (lib/socket.ts).
      return next(new Error(SOCKET_UNAVAILABLE));
    }
    if (!session) return next(new Error('unauthorized'));
    socket.data.actor = session.actor;
    socket.data.token = token;
    socket.data.sessionId = session.credential.sessionId;
    next();
  });

  io.on('connection', (socket) => {
    const actor = socket.data.actor;
    void socket.join(['staff', `staff:${actor.id}`, `role:${actor.role}`, sessionRoom(socket.data.sessionId)]);
    handleChatRooms(
      socket,
      () => app.verifyToken(socket.data.token),
      opts.mayReadChat,
      (err) => app.log.warn({ err }, 'chat:open check failed'),
    );
  });

  const sweep = setInterval(async () => {
    try {
      for (const socket of await io.local.fetchSockets()) {
        if (!(await app.verifyToken(socket.data.token))) socket.disconnect(true);
      }
    } catch (err) {
      // The database did not answer: every socket stays, the next sweep looks again.
      app.log.warn({ err }, 'socket sweep skipped');
    }
  }, SWEEP_MS);
  sweep.unref();

  // Before the HTTP server stops: an open websocket would otherwise hold its close until the
  // client leaves. The connections are closed, not the sockets disconnected: a client told
  // 'io server disconnect' never reconnects by itself (every screen lost its live updates at a
  // restart, issue 34); one whose transport closed reconnects, to another instance or to this
  // one once it is back.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await io.close();
    // Not disconnect(): the events of the last requests answered may still be on their way out.
    await Promise.all(pubSub.map((c) => quitWithin(c, PUBLISH_FLUSH_MS)));
  });

  return {
    io,
    toStaff: (event, ...payload) => void io.to('staff').emit(event, ...payload),
    toRoles: (roles, event, ...payload) => void io.to(roles.map((r) => `role:${r}`)).emit(event, ...payload),
    toUser: (staffId, event, ...payload) => void io.to(`staff:${staffId}`).emit(event, ...payload),
    toChat: (customerId, event, ...payload) => void io.to(chatRoom(customerId)).emit(event, ...payload),
    endSessions: (sessionIds) => {
      if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
  };
}
