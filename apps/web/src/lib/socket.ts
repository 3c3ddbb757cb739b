import { io, type Socket } from 'socket.io-client';
import { getToken } from './auth-storage';

/** Spec 1 §9 'Realtime connection': same origin, polling then websocket, 10 attempts 1 s apart, 10 s timeout. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['polling', 'websocket'],
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  timeout: 10000,
} as const;

let socket: Socket | null = null;

/** The one realtime connection of the signed-in user, opened on first use. */
export function connectSocket(): Socket {
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
