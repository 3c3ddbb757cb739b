// Type only: the listener type socket.io-client's own `Socket.on` is declared with.
import type { ReservedOrUserListener } from '@socket.io/component-emitter';
import { io, type Socket, type SocketReservedEvents } from 'socket.io-client';
import type { ClientToServerEvents, RealtimeEventName, ServerToClientEvents } from '@ponte/domain/realtime';
import { getToken } from './auth-storage';

/** Spec 1 §9 'Realtime connection': same origin, polling then websocket, 10 attempts 1 s apart, 10 s timeout. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  timeout: 10000,
} as const;

export type PonteSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The listener of one event of the domain's contract, as the socket declares it. */
export type RealtimeListener<E extends RealtimeEventName> = ReservedOrUserListener<
  SocketReservedEvents,
  ServerToClientEvents,
  E
>;

/** The two methods listeners use, typed by the domain's event contract; tests hand in a fake. */
export type RealtimeSocket = {
  on<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>): unknown;
  off<E extends RealtimeEventName>(event: E, listener: RealtimeListener<E>): unknown;
};

let socket: PonteSocket | null = null;

/** The one realtime connection of the signed-in user, opened on first use. */
export function connectSocket(): PonteSocket {
  if (!socket) {
    socket = io({
      ...SOCKET_OPTIONS,
      transports: [...SOCKET_OPTIONS.transports],
      // Read at every (re)connection, so a reconnect after a new sign-in carries the new token.
      auth: (cb) => cb({ token: getToken() }),
    });
  }
  return socket;
}

/** Closes the connection (sign-out, or the shell going away). */
export function disconnectSocket() {
  socket?.disconnect();
  socket = null;
}
